import type { Locale } from "./locales";

/** The two shop channels (spec §1, §3). `kartenwerk` is the card brand. */
export const CHANNELS = ["kartenwerk", "myposter"] as const;
export type Channel = (typeof CHANNELS)[number];
export const DEFAULT_CHANNEL: Channel = "kartenwerk";

export function isChannel(value: unknown): value is Channel {
  return typeof value === "string" && (CHANNELS as readonly string[]).includes(value);
}

/** Countries a channel has a storefront for, each with its default locale and sub-locales. */
export interface Storefront {
  channel: Channel;
  country: string;
  /** The locale served without a sub-locale path segment. */
  defaultLocale: Locale;
  /** Further locales reachable through a two-letter sub-locale path segment, e.g. /fr/. */
  subLocales: readonly Locale[];
}

export interface ChannelDefaults {
  /** Site name shown after every page title. */
  siteName: string;
  wishlist: boolean;
  guestbooks: boolean;
  condolenceBooks: boolean;
  apps: boolean;
  pricingInOverview: boolean;
  trailingSlash: boolean;
  defaultCollageId: number;
  defaultCoverLamination: "matt" | "glossy";
  goldRefinementDefault: boolean;
  /** Prefix every feature flag of this channel must start with to be logged (spec §3). */
  flagPrefix: string;
}

/** Per-channel defaults of spec §3, as data. */
export const CHANNEL_DEFAULTS: Record<Channel, ChannelDefaults> = {
  kartenwerk: {
    siteName: "Kartenwerk",
    wishlist: true,
    guestbooks: true,
    condolenceBooks: true,
    apps: false,
    pricingInOverview: false,
    trailingSlash: true,
    defaultCollageId: 1,
    defaultCoverLamination: "matt",
    goldRefinementDefault: false,
    flagPrefix: "kw_",
  },
  myposter: {
    siteName: "myposter",
    wishlist: false,
    guestbooks: false,
    condolenceBooks: false,
    apps: true,
    pricingInOverview: true,
    trailingSlash: false,
    defaultCollageId: 13,
    defaultCoverLamination: "glossy",
    goldRefinementDefault: true,
    flagPrefix: "mp_",
  },
};

/** Length units: inches for en-US only (spec §3). */
export function lengthUnitFor(locale: Locale): "cm" | "in" {
  return locale === "en-US" ? "in" : "cm";
}

/**
 * Storefronts per channel. The card brand sells in Germany, Austria and Switzerland with German
 * text only (spec §9); the poster brand has a storefront for every country of the locale list.
 */
export const STOREFRONTS: readonly Storefront[] = [
  { channel: "kartenwerk", country: "DE", defaultLocale: "de-DE", subLocales: [] },
  { channel: "kartenwerk", country: "AT", defaultLocale: "de-AT", subLocales: [] },
  { channel: "kartenwerk", country: "CH", defaultLocale: "de-CH", subLocales: [] },
  { channel: "myposter", country: "DE", defaultLocale: "de-DE", subLocales: [] },
  { channel: "myposter", country: "AT", defaultLocale: "de-AT", subLocales: [] },
  { channel: "myposter", country: "CH", defaultLocale: "de-CH", subLocales: ["fr-CH", "it-CH"] },
  { channel: "myposter", country: "LI", defaultLocale: "de-LI", subLocales: [] },
  { channel: "myposter", country: "LU", defaultLocale: "fr-LU", subLocales: ["de-LU"] },
  { channel: "myposter", country: "IT", defaultLocale: "it-IT", subLocales: ["de-IT"] },
  { channel: "myposter", country: "FR", defaultLocale: "fr-FR", subLocales: [] },
  { channel: "myposter", country: "BE", defaultLocale: "nl-BE", subLocales: ["fr-BE"] },
  { channel: "myposter", country: "NL", defaultLocale: "nl-NL", subLocales: [] },
  { channel: "myposter", country: "ES", defaultLocale: "es-ES", subLocales: [] },
  { channel: "myposter", country: "GB", defaultLocale: "en-GB", subLocales: [] },
  { channel: "myposter", country: "US", defaultLocale: "en-US", subLocales: [] },
];

export function findStorefront(channel: Channel, country: string): Storefront | undefined {
  return STOREFRONTS.find((s) => s.channel === channel && s.country === country);
}

export function storefrontsOf(channel: Channel): Storefront[] {
  return STOREFRONTS.filter((s) => s.channel === channel);
}

/** The locale a two-letter sub-locale segment selects on a storefront, if it is one of its locales. */
export function subLocaleFor(storefront: Storefront, segment: string): Locale | undefined {
  return storefront.subLocales.find((locale) => locale.startsWith(`${segment}-`));
}

/** The X-Channel header value: channel plus country code, e.g. `kartenwerk-DE`. */
export function channelHeader(channel: Channel, country: string): string {
  return `${channel}-${country}`;
}

export function parseChannelHeader(value: string): { channel: Channel; country: string } | undefined {
  const match = /^([a-z]+)-([A-Z]{2})$/.exec(value);
  if (!match) return undefined;
  const [, channel, country] = match;
  if (!isChannel(channel) || !findStorefront(channel, country!)) return undefined;
  return { channel, country: country! };
}
