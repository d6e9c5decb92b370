import { CHANNEL_DEFAULTS, type Channel } from "./channels";
import { domainOf, localizedUrls, type ShopDomain } from "./hosts";
import { ORGANISATION } from "./organisation";
import { CANONICAL_FILTER_PARAMS, isIndexablePath, parseShopPath, shopPath, type CanonicalPageKind } from "./paths";

export const ROBOTS_DEFAULT = "noindex,nofollow";
export const ROBOTS_INDEX = "index,follow";

/** What the storefront knows about the request a page is rendered for. */
export interface SeoRequest {
  channel: Channel;
  country: string;
  origin: string;
  pathname: string;
  search: string;
  domains: readonly ShopDomain[];
}

/** Page metadata (spec §3): title, description, robots, ogImages, flag to keep the query in the canonical link. */
export interface PageMeta {
  title: string;
  description?: string;
  /** `true` for pages search engines should index; everything else says `noindex,nofollow`. */
  indexable?: boolean;
  ogImages?: string[];
  /** Which filter parameters the canonical link keeps (spec §3). */
  canonicalKind?: CanonicalPageKind;
  useQueryStringInCanonical?: boolean;
  /** The path the canonical link names when a page is reachable under several (e.g. `/products` → `/produkte/`). */
  canonicalPath?: string;
}

export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  | { "script:ld+json": Record<string, unknown> };

/** Title = page title followed by the site name for the locale (spec §9). */
export function pageTitle(title: string, channel: Channel): string {
  const siteName = CHANNEL_DEFAULTS[channel].siteName;
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

/** The canonical query: only whitelisted filter parameters, or the whole query when flagged. */
export function canonicalSearch(search: string, kind?: CanonicalPageKind, useQueryString = false): string {
  const source = new URLSearchParams(search);
  const result = new URLSearchParams();
  const allowed: readonly string[] = kind ? CANONICAL_FILTER_PARAMS[kind] : [];
  for (const [name, value] of source) {
    if (value === "") continue;
    if (useQueryString || allowed.includes(name)) result.append(name, value);
  }
  result.sort();
  const text = result.toString();
  return text ? `?${text}` : "";
}

export function buildPageMeta(page: PageMeta, request: SeoRequest): MetaDescriptor[] {
  const { desktopApp, subLocale, rest } = parseShopPath(request.pathname);
  const path = shopPath(page.canonicalPath ?? rest, request.channel);
  const prefix = subLocale ? `/${subLocale}` : "";
  const query = canonicalSearch(request.search, page.canonicalKind, page.useQueryStringInCanonical);
  const canonical = `${request.origin}${prefix}${path}${query}`;
  const indexable = Boolean(page.indexable) && !desktopApp && isIndexablePath(rest);
  const title = pageTitle(page.title, request.channel);

  const meta: MetaDescriptor[] = [
    { title },
    { name: "robots", content: indexable ? ROBOTS_INDEX : ROBOTS_DEFAULT },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: CHANNEL_DEFAULTS[request.channel].siteName },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
  if (page.description) {
    meta.push({ name: "description", content: page.description }, { property: "og:description", content: page.description });
  }
  for (const image of page.ogImages ?? []) {
    meta.push({ property: "og:image", content: new URL(image, request.origin).href });
  }
  // Filtered pages name no language alternates (spec §9).
  if (query === "") {
    for (const alternate of alternates(request.channel, request.domains, path)) meta.push(alternate);
  }
  return meta;
}

function alternates(channel: Channel, domains: readonly ShopDomain[], path: string): MetaDescriptor[] {
  const links: MetaDescriptor[] = localizedUrls(domains, channel, path).map((u) => ({
    tagName: "link" as const,
    rel: "alternate",
    hrefLang: u.locale,
    href: u.url,
  }));
  const german = domainOf(domains, channel, "DE");
  if (german) links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${german.origin}${shopPath(path, channel)}` });
  return links;
}

/** Organization JSON-LD (spec §3). */
export function organisationJsonLd(origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: CHANNEL_DEFAULTS.kartenwerk.siteName,
    legalName: ORGANISATION.legalName,
    url: origin,
    logo: `${origin}/images/logo.svg`,
    foundingDate: String(ORGANISATION.foundingYear),
    email: ORGANISATION.email,
    telephone: ORGANISATION.telephone,
    address: {
      "@type": "PostalAddress",
      streetAddress: ORGANISATION.streetAddress,
      postalCode: ORGANISATION.postalCode,
      addressLocality: ORGANISATION.addressLocality,
      addressCountry: ORGANISATION.addressCountry,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: ORGANISATION.telephone,
      email: ORGANISATION.email,
      availableLanguage: ["German", "English"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: ORGANISATION.supportHours.opens,
        closes: ORGANISATION.supportHours.closes,
      },
    },
    sameAs: [...ORGANISATION.socialProfiles],
  };
}

/** BreadcrumbList JSON-LD from a page's breadcrumbs (absolute URLs). */
export function breadcrumbJsonLd(items: readonly { label: string; href: string }[], origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.label, item: new URL(item.href, origin).href })),
  };
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  sku: string;
  url: string;
  images: string[];
  brand: string;
  /** Lowest price in major units as schema.org wants it, e.g. "1.29". */
  lowPrice?: { amount: number; currency: string };
  rating?: { average: number; count: number };
}

/** Product with Offer (AggregateOffer from the lowest price) and AggregateRating JSON-LD. */
export function productJsonLd(p: ProductJsonLdInput): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    sku: p.sku,
    url: p.url,
    image: p.images,
    brand: { "@type": "Brand", name: p.brand },
    ...(p.lowPrice
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: p.lowPrice.currency.toUpperCase(),
            lowPrice: (p.lowPrice.amount / 100).toFixed(2),
            availability: "https://schema.org/InStock",
            url: p.url,
          },
        }
      : {}),
    ...(p.rating && p.rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: p.rating.average.toFixed(1), reviewCount: p.rating.count, bestRating: "5", worstRating: "1" } }
      : {}),
  };
}

/** FAQPage JSON-LD from question/answer pairs (answers as plain text). */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  };
}
