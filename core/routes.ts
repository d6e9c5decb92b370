/** Declared routes of spec §2 and the public (German) alias each is reached under. */
export const DECLARED_ROUTES = {
  sitemap: { path: "/sitemap", alias: "/sitemap" },
  products: { path: "/products", alias: "/produkte/" },
  wishlist: { path: "/wishlist", alias: "/merkzettel" },
  themesId: { path: "/themes/:id", alias: "/themes/:id" },
} as const;

/** Default theme id of the theme page (spec §2). */
export const DEFAULT_THEME_ID = 1461;

/** The theme id from the route parameter, or the default when it is missing or not a positive whole number. */
export function themeIdFromParam(param: string | undefined): number {
  if (param && /^[1-9][0-9]{0,8}$/.test(param)) return Number(param);
  return DEFAULT_THEME_ID;
}

/**
 * Spec §2 scroll rule: between two navigations on the product listing alias where only the
 * `tileCount` query value differs, the scroll position is left as it is ("stays"), so loading more
 * tiles never jumps. Returns true in exactly that case.
 */
export function onlyTileCountDiffers(from: { pathname: string; search: string }, to: { pathname: string; search: string }): boolean {
  const listing = (p: string) => p.replace(/\/+$/, "") === DECLARED_ROUTES.products.alias.replace(/\/+$/, "");
  if (!listing(from.pathname) || !listing(to.pathname)) return false;
  const a = new URLSearchParams(from.search);
  const b = new URLSearchParams(to.search);
  if (a.get("tileCount") === b.get("tileCount")) return false;
  a.delete("tileCount");
  b.delete("tileCount");
  a.sort();
  b.sort();
  return a.toString() === b.toString();
}
