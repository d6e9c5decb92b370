import { findStorefront, isChannel, STOREFRONTS, type Channel, type Storefront } from "./channels";
import { parseShopPath, shopPath } from "./paths";

/** A storefront's public origin, e.g. `https://www.kartenwerk.de` or `http://at.localhost:3000`. */
export interface ShopDomain {
  channel: Channel;
  country: string;
  origin: string;
}

/**
 * The default domain map derived from one base origin: the card brand in Germany on the base host,
 * `at.` and `ch.` for Austria and Switzerland, `myposter.` for the poster brand in Germany and
 * `<country>.myposter.` for its other countries.
 */
export function defaultDomains(baseOrigin: string): ShopDomain[] {
  const base = new URL(baseOrigin);
  const withHost = (host: string) => `${base.protocol}//${host}${base.port ? `:${base.port}` : ""}`;
  return STOREFRONTS.map((storefront) => {
    const country = storefront.country.toLowerCase();
    let host: string;
    if (storefront.channel === "kartenwerk") {
      host = storefront.country === "DE" ? base.hostname : `${country}.${base.hostname}`;
    } else {
      host = storefront.country === "DE" ? `myposter.${base.hostname}` : `${country}.myposter.${base.hostname}`;
    }
    return { channel: storefront.channel, country: storefront.country, origin: withHost(host) };
  });
}

/**
 * Parses `SHOP_DOMAINS`: whitespace- or comma-separated entries `channel/COUNTRY=origin`, e.g.
 * `kartenwerk/DE=https://www.kartenwerk.de kartenwerk/AT=https://www.kartenwerk.at`.
 * Throws with a message naming the bad entry.
 */
export function parseDomains(value: string): ShopDomain[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const match = /^([a-z]+)\/([A-Z]{2})=(https?:\/\/[^/\s]+)\/?$/.exec(entry);
      if (!match || !isChannel(match[1]) || !findStorefront(match[1], match[2]!)) {
        throw new Error(`SHOP_DOMAINS: "${entry}" is not of the form channel/COUNTRY=https://host`);
      }
      return { channel: match[1], country: match[2]!, origin: new URL(match[3]!).origin };
    });
}

/** The storefront a request host belongs to (port ignored); unknown hosts fall back to the first domain. */
export function storefrontForHost(domains: readonly ShopDomain[], hostHeader: string | null | undefined): { storefront: Storefront; domain: ShopDomain } {
  const hostname = (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const domain = domains.find((d) => new URL(d.origin).hostname === hostname) ?? domains[0]!;
  return { storefront: findStorefront(domain.channel, domain.country)!, domain };
}

export function domainOf(domains: readonly ShopDomain[], channel: Channel, country: string): ShopDomain | undefined {
  return domains.find((d) => d.channel === channel && d.country === country);
}

export interface LocalizedUrl {
  country: string;
  locale: string;
  url: string;
}

/**
 * The same page on every storefront of a channel (sub-locale and desktop prefixes removed):
 * used for hreflang alternates, the country switcher and `/web-api/localized-urls`.
 */
export function localizedUrls(domains: readonly ShopDomain[], channel: Channel, pathname: string): LocalizedUrl[] {
  const { rest } = parseShopPath(pathname);
  const path = shopPath(rest, channel);
  const urls: LocalizedUrl[] = [];
  for (const storefront of STOREFRONTS) {
    if (storefront.channel !== channel) continue;
    const domain = domainOf(domains, channel, storefront.country);
    if (!domain) continue;
    urls.push({ country: storefront.country, locale: storefront.defaultLocale, url: `${domain.origin}${path}` });
    for (const locale of storefront.subLocales) {
      urls.push({ country: storefront.country, locale, url: `${domain.origin}/${locale.slice(0, 2)}${path}` });
    }
  }
  return urls;
}
