import { Gift, PenLine, Truck } from "lucide-react";
import type { Route } from "./+types/home";
import { ShopLink } from "../components/ShopLink";
import { Block, type BlockData } from "../blocks/registry";
import { guardPage, serverT } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useShopHref, useT } from "../lib/shop-context";

export async function loader({ context }: Route.LoaderArgs) {
  await guardPage(context);
  const t = serverT(context);
  const { info, shop } = context;
  // The home page is a content story when the content has one; the built-in hero otherwise.
  const home = await shop.pages.home({ channel: info.channel, country: info.country, pathname: info.pathname, search: info.search, mobile: info.device.mobile, now: new Date() });
  const seo = home?.story.content.seo as { title?: string; description?: string } | undefined;
  return {
    home: home ? { content: home.story.content as BlockData, preview: home.preview } : undefined,
    meta: { title: seo?.title ?? t("home.title"), description: seo?.description ?? t("home.description"), indexable: !home?.preview },
  };
}

export function meta({ matches, location, data }: Route.MetaArgs) {
  return pageMeta(matches, location, data?.meta);
}

const STEPS = [
  { icon: PenLine, title: "Design wählen und gestalten", text: "Texte, Fotos und Farben ändern Sie direkt im Browser – die Vorschau zeigt genau, was gedruckt wird." },
  { icon: Gift, title: "Bis zu 3 Musterkarten gratis", text: "Fühlen Sie Papier und Veredelung, bevor Sie bestellen: Drei Musterkarten schicken wir Ihnen kostenlos." },
  { icon: Truck, title: "Gedruckt und schnell geliefert", text: "Standardversand in 2–4 Werktagen, mit Expressversand bei Bestellung bis 11 Uhr schon am nächsten Tag." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useShopHref();
  if (loaderData.home) return <Block block={loaderData.home.content} preview={loaderData.home.preview} />;
  return (
    <>
      <section className="shop-container grid items-center gap-8 py-12 desktop:grid-cols-[1.1fr_1fr] desktop:py-20" data-testid="home-hero">
        <div>
          <h1 className="text-4xl tablet:text-5xl desktop:text-6xl">{t("home.headline")}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{t("home.subline")}</p>
          <ShopLink to={href("/produkte")} className="btn-primary mt-8">
            {t("home.cta")}
          </ShopLink>
        </div>
        <div aria-hidden="true" className="relative mx-auto aspect-[4/3] w-full max-w-lg">
          <div className="absolute top-[8%] left-[6%] h-[78%] w-[52%] -rotate-6 rounded-md bg-[#f6f1e7] shadow-card">
            <div className="mx-[14%] mt-[22%] h-px bg-badge" />
            <div className="mx-auto mt-[12%] h-3 w-2/3 rounded bg-accent/80" />
            <div className="mx-auto mt-[6%] h-2 w-1/2 rounded bg-ink/20" />
            <div className="mx-auto mt-[3%] h-2 w-2/5 rounded bg-ink/20" />
            <div className="mx-[14%] mt-[18%] h-px bg-badge" />
          </div>
          <div className="absolute top-[18%] right-[6%] h-[74%] w-[46%] rotate-3 rounded-md bg-white shadow-card">
            <div className="mx-auto mt-[26%] h-12 w-12 rounded-full border border-badge" />
            <div className="mx-auto mt-[14%] h-2.5 w-3/5 rounded bg-ink/70" />
            <div className="mx-auto mt-[6%] h-2 w-2/5 rounded bg-ink/20" />
          </div>
        </div>
      </section>
      <section className="border-y border-line bg-table/50">
        <ul className="shop-container grid gap-8 py-10 tablet:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon size={28} strokeWidth={1.5} className="mt-1 shrink-0 text-accent" aria-hidden="true" />
              <div>
                <h2 className="text-xl">{title}</h2>
                <p className="mt-1 text-ink-soft">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
