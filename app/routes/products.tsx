import { BookOpen, Box, CalendarDays, Frame, Gift, Image, LayoutGrid, Mail, Shirt } from "lucide-react";
import type { Route } from "./+types/products";
import { DECLARED_ROUTES } from "../../core/routes";
import { formatMoney } from "../../core/locales";
import { ShopLink } from "../components/ShopLink";
import { guardPage, serverT } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useShop, useShopHref, useT } from "../lib/shop-context";

export async function loader({ context }: Route.LoaderArgs) {
  await guardPage(context);
  const t = serverT(context);
  return {
    kinds: context.shop.catalogue.productKinds(context.info.country),
    meta: { title: t("products.title"), description: t("products.description"), indexable: true, canonicalKind: "cards" as const },
  };
}

// `/products` and `/produkte/` are one page; the canonical link names the German alias.
export function meta({ matches, location, data }: Route.MetaArgs) {
  return pageMeta(matches, location, data?.meta && { ...data.meta, canonicalPath: DECLARED_ROUTES.products.alias });
}

const ICONS: Record<string, typeof Mail> = { card: Mail, calendar: CalendarDays, photobook: BookOpen, photoframe: Frame, photoprint: Image, photobox: Box, collage: LayoutGrid, merch: Shirt, voucher: Gift };

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useShopHref();
  const shop = useShop();
  return (
    <section className="shop-container py-12" data-testid="products-page">
      <h1 className="text-4xl desktop:text-5xl">{t("products.headline")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("products.intro")}</p>
      <ul className="mt-10 grid grid-cols-1 gap-5 tablet:grid-cols-2 desktop:grid-cols-3" data-testid="product-kinds">
        {loaderData.kinds.map((kind) => {
          const Icon = ICONS[kind.key] ?? Mail;
          return (
            <li key={kind.key} data-kind={kind.key}>
              <ShopLink to={href(kind.path)} className="group flex h-full flex-col rounded-xl bg-white p-6 shadow-card transition-transform hover:-translate-y-0.5">
                <Icon size={30} strokeWidth={1.5} className="text-accent" aria-hidden="true" />
                <h2 className="mt-4 text-2xl">{kind.title}</h2>
                <p className="mt-2 flex-1 text-ink-soft">{kind.text}</p>
                <p className="mt-4 flex items-center justify-between">
                  {kind.priceFrom ? (
                    <span className="text-sm text-ink-soft">
                      ab <strong className="text-base text-ink">{formatMoney(kind.priceFrom.amount, kind.priceFrom.currency, shop.locale)}</strong>
                    </span>
                  ) : (
                    <span />
                  )}
                  <span className="font-semibold text-accent group-hover:underline">{kind.cta} →</span>
                </p>
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
