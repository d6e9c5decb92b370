import { buildPageMeta, type MetaDescriptor, type PageMeta } from "../../core/seo";
import type { ShopData } from "./shop-data";

interface MetaMatch {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** The one place a route turns its PageMeta into head tags (title, robots, canonical, hreflang, OG). */
export function pageMeta(matches: readonly (MetaMatch | undefined)[], location: { pathname: string; search: string }, page: PageMeta | undefined): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root");
  const shop = (root?.loaderData ?? root?.data) as { shop?: ShopData } | undefined;
  if (!shop?.shop || !page) return [];
  return buildPageMeta(page, {
    channel: shop.shop.channel,
    country: shop.shop.country,
    origin: shop.shop.origin,
    pathname: location.pathname,
    search: location.search,
    domains: shop.shop.domains,
  });
}
