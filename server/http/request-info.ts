import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { subLocaleFor, type Channel } from "../../core/channels";
import { deviceFromUserAgent, type DeviceFlags } from "../../core/device";
import { storefrontForHost } from "../../core/hosts";
import { currencyForLocale, languageOf, type Currency, type Language, type Locale } from "../../core/locales";
import { isIndexablePath, pageLocation, parseShopPath } from "../../core/paths";
import { isVisitorKey, trackingSwitches, VISITOR_COOKIE } from "../../core/visitor";
import type { ShopConfig } from "../config";
import type { Logger } from "../logger";
import { builtFromContext } from "./response-paths";

/** What the shop knows about one request: storefront, locale, device and visitor. */
export interface RequestInfo {
  requestId: string;
  channel: Channel;
  country: string;
  locale: Locale;
  language: Language;
  currency: Currency;
  /** The storefront's configured public origin (never taken from the Host header). */
  origin: string;
  /** The page path and query the shopper asked for (also for React Router's `.data` requests). */
  pathname: string;
  search: string;
  desktopApp: boolean;
  /** A two-letter path segment that is not a locale of this storefront: the page answers 404. */
  invalidSubLocale: boolean;
  subLocale?: string;
  indexablePath: boolean;
  device: DeviceFlags;
  visitorKey: string;
  tracking: boolean;
  logging: boolean;
}

export type AppEnv = { Variables: { info: RequestInfo; log: Logger; requestId: string } };

export function resolveRequestInfo(config: Pick<ShopConfig, "domains">, request: Request, requestId: string, visitorCookie: string | undefined): RequestInfo {
  const url = new URL(request.url);
  const page = pageLocation(url.pathname, url.search);
  const { storefront, domain } = storefrontForHost(config.domains, request.headers.get("host") ?? url.host);
  const { desktopApp, subLocale, rest } = parseShopPath(page.pathname);
  const subLocaleLocale = subLocale ? subLocaleFor(storefront, subLocale) : undefined;
  const locale = subLocaleLocale ?? storefront.defaultLocale;
  const { tracking, logging } = trackingSwitches(url.searchParams);
  const userAgent = request.headers.get("user-agent");
  let device: DeviceFlags | undefined;
  const info: Omit<RequestInfo, "device"> = {
    requestId,
    channel: storefront.channel,
    country: storefront.country,
    locale,
    language: languageOf(locale),
    currency: currencyForLocale(locale),
    origin: domain.origin,
    pathname: page.pathname,
    search: page.search,
    desktopApp,
    subLocale: subLocaleLocale ? subLocale : undefined,
    invalidSubLocale: subLocale !== undefined && !subLocaleLocale,
    indexablePath: isIndexablePath(rest),
    visitorKey: isVisitorKey(visitorCookie) ? visitorCookie : crypto.randomUUID(),
    tracking,
    logging,
  };
  // User-agent parsing costs more than the rest of a JSON call: only done when something asks.
  return Object.defineProperty(info, "device", {
    enumerable: true,
    get: () => (device ??= deviceFromUserAgent(userAgent)),
  }) as RequestInfo;
}

/** Sets `info` for every request and gives a new visitor the visitor-key cookie (spec §3). */
export function requestInfoMiddleware(config: Pick<ShopConfig, "domains" | "secureCookies">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, VISITOR_COOKIE.name);
    const info = resolveRequestInfo(config, c.req.raw, c.get("requestId"), cookie);
    c.set("info", info);
    const newVisitor = info.visitorKey !== cookie && !info.device.crawler;
    if (newVisitor) setVisitorCookie(c, info.visitorKey, config.secureCookies);
    await next();
    // A handler that returns its own Response (SSR) drops headers set before it.
    if (newVisitor && !builtFromContext(new URL(c.req.url).pathname)) setVisitorCookie(c, info.visitorKey, config.secureCookies);
  };
}

function setVisitorCookie(c: Context, key: string, secure: boolean) {
  setCookie(c, VISITOR_COOKIE.name, key, {
    path: "/",
    maxAge: VISITOR_COOKIE.maxAge,
    httpOnly: false,
    secure: secure && VISITOR_COOKIE.secureWhenHttps,
    sameSite: "Lax",
  });
}
