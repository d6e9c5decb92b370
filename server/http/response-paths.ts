/** Paths whose handlers answer through the context (c.json, c.body), so headers set before them stick. */
export function builtFromContext(pathname: string): boolean {
  return /^\/(web-api|price-api|api|healthz|readyz|img|v2)(\/|$)/.test(pathname) || pathname === "/robots.txt" || pathname === "/sitemap.xml";
}
