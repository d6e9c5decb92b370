import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The route table of spec §2. Every page route also answers below the desktop-app prefix `/d` and
 * a two-letter sub-locale segment; the loaders check that segment against the storefront.
 */
const PREFIXES = [
  { path: "", id: "" },
  { path: ":subLocale/", id: "sub-" },
  { path: "d/", id: "d-" },
  { path: "d/:subLocale/", id: "d-sub-" },
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
  route(":subLocale", "routes/home.tsx", { id: "sub-home" }),
  route("d", "routes/home.tsx", { id: "d-home" }),
  route("d/:subLocale", "routes/home.tsx", { id: "d-sub-home" }),
  ...PREFIXES.flatMap((prefix) =>
    PAGES.map((page) => route(`${prefix.path}${page.path}`, page.file, { id: `${prefix.id}${page.id}` })),
  ),
  route("*", "routes/slug.tsx", { id: "slug" }),
] satisfies RouteConfig;
