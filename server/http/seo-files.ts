import { CONFIGURATOR_PREFIXES, NON_INDEXABLE_SEGMENTS, shopPath } from "../../core/paths";
import type { ShopServices } from "../services/index";
import type { RequestInfo } from "./request-info";

/** robots.txt: everything but the non-indexable areas (spec §2), plus the sitemap. */
export function robotsTxt(info: RequestInfo): string {
  const disallowed = new Set<string>(CONFIGURATOR_PREFIXES);
  for (const byLanguage of Object.values(NON_INDEXABLE_SEGMENTS)) {
    for (const segment of Object.values(byLanguage)) disallowed.add(`/${segment}`);
  }
  disallowed.add("/d/");
  disallowed.add("/web-api/");
  disallowed.add("/price-api/");
  const lines = ["User-agent: *", "Allow: /", ...[...disallowed].sort().map((p) => `Disallow: ${p}`), "", `Sitemap: ${info.origin}/sitemap.xml`, ""];
  return lines.join("\n");
}

/** The indexable pages of the storefront (the sitemap page's), with their language alternates. */
export function sitemapXml(info: RequestInfo, services: Pick<ShopServices, "storefront" | "sitemap">): string {
  const paths = services.sitemap.paths(info.channel, info.country);
  const entries = paths.map((p) => {
    const path = shopPath(p, info.channel);
    const alternates = services.storefront
      .localizedUrls(info.channel, path)
      .map((u) => `    <xhtml:link rel="alternate" hreflang="${u.locale}" href="${escapeXml(u.url)}"/>`)
      .join("\n");
    return `  <url>\n    <loc>${escapeXml(`${info.origin}${path}`)}</loc>\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
