import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { STOREFRONTS } from "../core/channels";

/**
 * The route table of spec §2. Every page route also answers below the desktop-app prefix `/d` and
 * below each two-letter sub-locale some storefront has (written out, so a one-segment catalogue
 * path like `/karten/` is never mistaken for a language); the loaders check the segment against
 * the request's storefront.
 */
const SUB_LOCALE_SEGMENTS = [...new Set(STOREFRONTS.flatMap((s) => s.subLocales.map((locale) => locale.slice(0, 2))))].sort();

const PREFIXES = [
  { path: "", id: "" },
  ...SUB_LOCALE_SEGMENTS.map((segment) => ({ path: `${segment}/`, id: `${segment}-` })),
  { path: "d/", id: "d-" },
  ...SUB_LOCALE_SEGMENTS.map((segment) => ({ path: `d/${segment}/`, id: `d-${segment}-` })),
];

const PAGES: { path: string; file: string; id: string }[] = [
  { path: "sitemap", file: "routes/sitemap.tsx", id: "sitemap" },
  { path: "products", file: "routes/products.tsx", id: "products" },
  { path: "produkte", file: "routes/products.tsx", id: "products-alias" },
  { path: "wishlist", file: "routes/wishlist.tsx", id: "wishlist" },
  { path: "merkzettel", file: "routes/wishlist.tsx", id: "wishlist-alias" },
  { path: "themes/:id", file: "routes/themes-id.tsx", id: "themes-id" },
  { path: "themes", file: "routes/themes-id.tsx", id: "themes-default" },
];

export default [
  index("routes/home.tsx", { id: "home" }),
  ...PREFIXES.filter((p) => p.path).map((prefix) => route(prefix.path.slice(0, -1), "routes/home.tsx", { id: `${prefix.id}home` })),
  ...PREFIXES.flatMap((prefix) => PAGES.map((page) => route(`${prefix.path}${page.path}`, page.file, { id: `${prefix.id}${page.id}` }))),
  route("*", "routes/slug.tsx", { id: "slug" }),
] satisfies RouteConfig;
