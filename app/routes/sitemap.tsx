import type { Route } from "./+types/sitemap";
import { ShopLink } from "../components/ShopLink";
import { CHANNEL_DEFAULTS } from "../../core/channels";
import { footerColumns, HEADER_LINKS } from "../../core/navigation";
import { guardPage, serverT } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useShop, useShopHref, useT } from "../lib/shop-context";

export async function loader({ context, params }: Route.LoaderArgs) {
  await guardPage(context, params);
  const t = serverT(context);
  return { meta: { title: t("sitemap.title"), description: t("sitemap.description"), indexable: true } };
}

export function meta({ matches, location, data }: Route.MetaArgs) {
  return pageMeta(matches, location, data?.meta);
}

export default function Sitemap() {
  const t = useT();
  const href = useShopHref();
  const shop = useShop();
  const shopLinks = [
    { label: "Startseite", path: "/" },
    { label: t("products.headline"), path: "/produkte" },
    ...(CHANNEL_DEFAULTS[shop.channel].wishlist ? [{ label: t("wishlist.title"), path: HEADER_LINKS.wishlist.path }] : []),
    { label: t("header.freeSamples"), path: HEADER_LINKS.freeSamples.path },
    { label: t("header.account"), path: HEADER_LINKS.account.path },
    { label: t("header.cart"), path: HEADER_LINKS.cart.path },
  ];
  const serviceLinks = footerColumns(shop.country).flatMap((column) => column.links.map((l) => ({ label: t(l.label), path: l.path })));
  return (
    <section className="shop-container py-12" data-testid="sitemap-page">
      <h1 className="text-4xl tracking-[0.12em] desktop:text-5xl">{t("sitemap.headline")}</h1>
      <div className="mt-10 grid gap-10 tablet:grid-cols-2">
        {[
          { title: t("sitemap.shop"), links: shopLinks },
          { title: t("sitemap.service"), links: serviceLinks },
        ].map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-2xl">{group.title}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.path}>
                  <ShopLink to={href(link.path)} className="link-quiet inline-flex min-h-11 items-center">
                    {link.label}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
