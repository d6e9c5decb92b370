import { Heart } from "lucide-react";
import type { Route } from "./+types/wishlist";
import { CHANNEL_DEFAULTS } from "../../core/channels";
import { DECLARED_ROUTES } from "../../core/routes";
import { guardPage, notFound, serverT } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/shop-context";

export async function loader({ context }: Route.LoaderArgs) {
  await guardPage(context);
  // The wishlist exists on the card brand only (spec §3).
  if (!CHANNEL_DEFAULTS[context.info.channel].wishlist) notFound(`${context.info.pathname}${context.info.search}`);
  const t = serverT(context);
  return { meta: { title: t("wishlist.title"), description: t("wishlist.description"), indexable: false } };
}

export function meta({ matches, location, data }: Route.MetaArgs) {
  return pageMeta(matches, location, data?.meta && { ...data.meta, canonicalPath: DECLARED_ROUTES.wishlist.alias });
}

export default function Wishlist() {
  const t = useT();
  return (
    <section className="shop-container py-12" data-testid="wishlist-page">
      <h1 className="text-4xl tracking-[0.12em] desktop:text-5xl">{t("wishlist.headline")}</h1>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-xl bg-white px-6 py-14 text-center shadow-card">
        <Heart size={36} strokeWidth={1.5} className="text-accent" aria-hidden="true" />
        <p className="max-w-md text-ink-soft">{t("wishlist.empty")}</p>
      </div>
    </section>
  );
}
