import type { Route } from "./+types/products";
import { DECLARED_ROUTES } from "../../core/routes";
import { guardPage, serverT } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/shop-context";

export async function loader({ context, params }: Route.LoaderArgs) {
  await guardPage(context, params);
  const t = serverT(context);
  return { meta: { title: t("products.title"), description: t("products.description"), indexable: true, canonicalKind: "cards" as const } };
}

// `/products` and `/produkte/` are one page; the canonical link names the German alias.
export function meta({ matches, location, data }: Route.MetaArgs) {
  return pageMeta(matches, location, data?.meta && { ...data.meta, canonicalPath: DECLARED_ROUTES.products.alias });
}

const RANGE = [
  { title: "Karten", text: "Einladungen, Dankeskarten, Grußkarten, Geburtsanzeigen, Trauerkarten und Weihnachtskarten." },
  { title: "Papeterie", text: "Menükarten, Tischkarten, Sitzpläne, Briefumschläge, Aufkleber und Geschenkanhänger." },
  { title: "Kalender", text: "Wandkalender, Tischkalender, Familienplaner und Küchenkalender mit Ihren Fotos." },
  { title: "Fotobücher", text: "Hardcover, Softcover und Echtfotobücher in Hoch-, Quer- und Quadratformat." },
  { title: "Wandbilder", text: "Poster, Leinwand, Acrylglas und Alu-Dibond, auf Wunsch gerahmt." },
  { title: "Geschenke", text: "Fotoboxen, Collagen, Fotoabzüge, Merchandise und Geschenkgutscheine." },
];

export default function Products() {
  const t = useT();
  return (
    <section className="shop-container py-12" data-testid="products-page">
      <h1 className="text-4xl desktop:text-5xl">{t("products.headline")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("products.intro")}</p>
      <ul className="mt-10 grid grid-cols-1 gap-5 tablet:grid-cols-2 desktop:grid-cols-3">
        {RANGE.map((item) => (
          <li key={item.title} className="rounded-xl bg-white p-6 shadow-card">
            <h2 className="text-2xl">{item.title}</h2>
            <p className="mt-2 text-ink-soft">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
