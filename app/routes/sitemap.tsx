import type { Route } from "./+types/sitemap";
import { ShopLink } from "../components/ShopLink";
import { guardPage, serverT } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useShopHref, useT } from "../lib/shop-context";

export async function loader({ context }: Route.LoaderArgs) {
  await guardPage(context);
  const { info, shop } = context;
  const t = serverT(context);
  return {
    groups: shop.sitemap.groups(info.channel, info.country),
    meta: { title: t("sitemap.title"), description: t("sitemap.description"), indexable: true },
  };
}

export function meta({ matches, location, data }: Route.MetaArgs) {
  return pageMeta(matches, location, data?.meta);
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useShopHref();
  return (
    <section className="shop-container py-12" data-testid="sitemap-page">
      <h1 className="text-4xl tracking-[0.12em] desktop:text-5xl">{t("sitemap.headline")}</h1>
      <div className="mt-10 columns-1 gap-10 tablet:columns-2 desktop:columns-3">
        {loaderData.groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="mb-10 break-inside-avoid">
            <h2 className="text-2xl">{group.title}</h2>
            <ul className="mt-3 space-y-0.5">
              {group.links.map((link) => (
                <li key={link.path}>
                  <ShopLink to={href(link.path)} className="link-quiet inline-flex min-h-11 items-center tablet:min-h-9">
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
