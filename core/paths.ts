import { CHANNEL_DEFAULTS, type Channel } from "./channels";
import type { Language } from "./locales";

/** Configurator route prefixes (spec §2). */
export const CONFIGURATOR_PREFIXES = [
  "/configurator-calendar",
  "/configurator-card",
  "/configurator-collage",
  "/configurator-photo-frame",
  "/configurator-photobook",
  "/configurator-photobox",
] as const;

/** Card design path segment (spec §2). */
export const CARD_DESIGN_SEGMENT = "karten-designen";

/** The desktop-app prefix (spec §2). */
export const DESKTOP_APP_PREFIX = "d";

/**
 * Non-indexable areas and their path segment in each language (spec §2). Pages below them answer
 * robots `noindex,nofollow` and are left out of robots.txt allow-lists and sitemap.xml.
 */
export const NON_INDEXABLE_SEGMENTS: Record<string, Record<Language, string>> = {
  customerAccount: { de: "kundenkonto", en: "customer-account", fr: "compte-client", it: "account-cliente", es: "cuenta-cliente", nl: "klantaccount" },
  cart: { de: "warenkorb", en: "cart", fr: "panier", it: "carrello", es: "carrito", nl: "winkelwagen" },
  checkout: { de: "kasse", en: "checkout", fr: "caisse", it: "cassa", es: "caja", nl: "afrekenen" },
  order: { de: "bestellung", en: "order", fr: "commande", it: "ordine", es: "pedido", nl: "bestelling" },
  recommendation: { de: "empfehlung", en: "recommendation", fr: "recommandation", it: "raccomandazione", es: "recomendacion", nl: "aanbeveling" },
  newsletter: { de: "newsletter", en: "newsletter", fr: "newsletter", it: "newsletter", es: "newsletter", nl: "nieuwsbrief" },
  magazine: { de: "magazin", en: "magazine", fr: "magazine", it: "rivista", es: "revista", nl: "magazine" },
  logout: { de: "abmelden", en: "logout", fr: "deconnexion", it: "esci", es: "cerrar-sesion", nl: "uitloggen" },
  reviews: { de: "bewertungen", en: "reviews", fr: "avis", it: "recensioni", es: "opiniones", nl: "beoordelingen" },
  users: { de: "benutzer", en: "users", fr: "utilisateurs", it: "utenti", es: "usuarios", nl: "gebruikers" },
  businessCustomers: { de: "geschaeftskunden", en: "business-customers", fr: "clients-professionnels", it: "clienti-aziendali", es: "clientes-empresas", nl: "zakelijke-klanten" },
  whiteLabel: { de: "whitelabel", en: "white-label", fr: "marque-blanche", it: "white-label", es: "marca-blanca", nl: "white-label" },
};

const NON_INDEXABLE_FIRST_SEGMENTS = new Set(
  Object.values(NON_INDEXABLE_SEGMENTS).flatMap((byLanguage) => Object.values(byLanguage)),
);

/** German path of a non-indexable area, e.g. `/warenkorb/` for the cart on the card brand. */
export function areaPath(area: keyof typeof NON_INDEXABLE_SEGMENTS, channel: Channel, language: Language = "de"): string {
  return shopPath(`/${NON_INDEXABLE_SEGMENTS[area]![language]}`, channel);
}

export interface ShopPath {
  /** `true` when the path starts with the desktop-app prefix `/d`. */
  desktopApp: boolean;
  /** The two-letter sub-locale segment, when the path starts with one. */
  subLocale?: string;
  /** The path below those prefixes, always starting with `/`. */
  rest: string;
}

/** Splits the prefixes a path may start with: `/d`, then a two-letter sub-locale (spec §2). */
export function parseShopPath(pathname: string): ShopPath {
  const segments = pathname.split("/").filter(Boolean);
  let desktopApp = false;
  let subLocale: string | undefined;
  if (segments[0] === DESKTOP_APP_PREFIX) {
    desktopApp = true;
    segments.shift();
  }
  if (segments[0] && /^[a-z]{2}$/.test(segments[0])) {
    subLocale = segments.shift();
  }
  const trailing = pathname.endsWith("/") && segments.length > 0 ? "/" : "";
  return { desktopApp, subLocale, rest: `/${segments.join("/")}${trailing}` };
}

/** Whether search engines may index a page at this path (prefixes already removed). */
export function isIndexablePath(rest: string): boolean {
  const first = rest.split("/").filter(Boolean)[0] ?? "";
  if (CONFIGURATOR_PREFIXES.some((prefix) => `/${first}` === prefix)) return false;
  return !NON_INDEXABLE_FIRST_SEGMENTS.has(first);
}

/**
 * The page a request is for. React Router fetches a page's data from `<path>.data` (or
 * `<path>/_.data` for paths ending in a slash) with a `_routes` parameter; those name the page too.
 */
export function pageLocation(pathname: string, search: string): { pathname: string; search: string; isDataRequest: boolean } {
  let page = pathname;
  let isDataRequest = false;
  if (page.endsWith("/_.data")) {
    page = page.slice(0, -"_.data".length);
    isDataRequest = true;
  } else if (page.endsWith(".data")) {
    page = page.slice(0, -".data".length) || "/";
    isDataRequest = true;
  }
  if (!isDataRequest) return { pathname, search, isDataRequest };
  const params = new URLSearchParams(search);
  params.delete("_routes");
  const rest = params.toString();
  return { pathname: page, search: rest ? `?${rest}` : "", isDataRequest };
}

/** Whether a path is a page path (not an API call, a file with an extension or a data request). */
export function isPagePath(pathname: string): boolean {
  if (/^\/(web-api|price-api|api|v2|img|assets|healthz|readyz|whitelabel|__manifest)(\/|$)/.test(pathname)) return false;
  const last = pathname.split("/").pop() ?? "";
  return !last.includes(".");
}

/**
 * The one canonical form of a page path on a channel: the card brand ends page paths with a slash,
 * the poster brand does not (spec §3). The root stays `/`.
 */
export function shopPath(pathname: string, channel: Channel): string {
  if (pathname === "/" || pathname === "") return "/";
  const withoutSlash = pathname.replace(/\/+$/, "");
  return CHANNEL_DEFAULTS[channel].trailingSlash ? `${withoutSlash}/` : withoutSlash;
}

/** Filter parameters kept in canonical links, per page kind (spec §3). */
export const CANONICAL_FILTER_PARAMS = {
  cards: ["category", "occasion", "themeId"],
  calendars: ["calendarType", "designGroupId", "designId"],
  collages: ["designId", "formatType", "productType"],
  photobooks: ["productType", "designGroupSetId"],
} as const;
export type CanonicalPageKind = keyof typeof CANONICAL_FILTER_PARAMS;

const DANGEROUS_PROTOCOLS = new Set(["javascript:", "data:", "vbscript:"]);

export type LinkCheck = { ok: true; external: boolean; href: string } | { ok: false; reason: "dangerous" | "external" | "invalid" };

/**
 * Spec §8: navigation to an external URL is refused unless the link is marked external; dangerous
 * protocols are always refused. `origin` is the shop origin the page was served from.
 */
export function checkNavigationTarget(href: string, origin: string, markedExternal = false): LinkCheck {
  let url: URL;
  try {
    url = new URL(href.trim(), origin);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (DANGEROUS_PROTOCOLS.has(url.protocol)) return { ok: false, reason: "dangerous" };
  if (url.protocol === "mailto:" || url.protocol === "tel:") return { ok: true, external: true, href: url.href };
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "dangerous" };
  if (url.origin === new URL(origin).origin) {
    return { ok: true, external: false, href: `${url.pathname}${url.search}${url.hash}` };
  }
  return markedExternal ? { ok: true, external: true, href: url.href } : { ok: false, reason: "external" };
}
