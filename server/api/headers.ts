import type { MiddlewareHandler } from "hono";
import { findStorefront, parseChannelHeader } from "../../core/channels";
import { apiError } from "../../core/api";
import { currencyForLocale, isLocale, languageOf, localeStringSchema } from "../../core/locales";
import type { AppEnv } from "../http/request-info";

/**
 * Every API call names its storefront in `X-Channel` (channel plus country, e.g. `kartenwerk-DE`)
 * and its locale in `X-Locale` (spec §7). Both are checked; a call without them is answered for the
 * storefront of the request host.
 */
export function apiHeadersMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Changed in place: a copy would evaluate the lazy device flags.
    const info = c.get("info");
    const channelHeader = c.req.header("x-channel");
    if (channelHeader !== undefined) {
      const parsed = parseChannelHeader(channelHeader);
      if (!parsed) {
        return c.json(apiError(`Unbekannter Kanal „${channelHeader.slice(0, 40)}“. Erwartet wird z. B. kartenwerk-DE.`), 400);
      }
      info.channel = parsed.channel;
      info.country = parsed.country;
      info.locale = findStorefront(parsed.channel, parsed.country)!.defaultLocale;
    }
    const localeHeader = c.req.header("x-locale");
    if (localeHeader !== undefined) {
      if (!localeStringSchema.safeParse(localeHeader).success) {
        return c.json(apiError("X-Locale muss die Form xx-XX haben, z. B. de-DE."), 400);
      }
      const storefront = findStorefront(info.channel, info.country)!;
      const allowed = [storefront.defaultLocale, ...storefront.subLocales];
      if (!isLocale(localeHeader) || !allowed.includes(localeHeader)) {
        return c.json(apiError(`Die Sprache ${localeHeader} gibt es für ${info.channel}-${info.country} nicht.`), 400);
      }
      info.locale = localeHeader;
    }
    info.language = languageOf(info.locale);
    info.currency = currencyForLocale(info.locale);
    await next();
  };
}

/**
 * State-changing calls must come from one of the shop's own pages: a browser always sends
 * `Origin` on them, and a foreign one (or `Sec-Fetch-Site: cross-site`) is refused with 403.
 * Calls without a browser (no Origin) pass; they carry no visitor's cookies by accident.
 */
export function originGuard(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin !== undefined && !allowed.has(origin)) || site === "cross-site") {
        return c.json(apiError("Diese Anfrage kommt nicht von einer Seite des Shops und wurde abgelehnt."), 403);
      }
    }
    await next();
  };
}
