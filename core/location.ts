/**
 * The visitor's country for the country pop-up (spec §2), from the country header a CDN or load
 * balancer adds. The browser language is no evidence: many Austrians and Swiss browse in de-DE.
 */
export const GEO_HEADERS = ["cf-ipcountry", "cloudfront-viewer-country", "x-vercel-ip-country", "x-appengine-country", "x-country-code"] as const;

export function countryFromHeaders(get: (name: string) => string | null | undefined): { country: string | null; source: string | null } {
  for (const header of GEO_HEADERS) {
    const value = get(header)?.trim().toUpperCase();
    // XX and T1 are the CDNs' "unknown" and "Tor" markers.
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX" && value !== "T1") return { country: value, source: header };
  }
  return { country: null, source: null };
}
