import type { Currency } from "../../core/locales";

/**
 * The shop's price lists. Every list holds its own prices in its own currency; nothing is ever
 * converted with an exchange rate. Germany is the home list; Austria has its own, slightly higher
 * euro list; Switzerland and Liechtenstein share the franc list; Great Britain and the USA have
 * lists for the poster brand (card prices exist there too, so a poster-brand order can carry cards).
 */
export const PRICE_LISTS = {
  DE: { currency: "eur" },
  AT: { currency: "eur" },
  CH: { currency: "chf" },
  GB: { currency: "gbp" },
  US: { currency: "usd" },
} as const satisfies Record<string, { currency: Currency }>;
export type PriceListId = keyof typeof PRICE_LISTS;

/**
 * Which list a delivery country buys from. The euro countries without a list of their own
 * (LU, FR, IT, BE, NL, ES) use the German one.
 */
export const COUNTRY_PRICE_LISTS = {
  DE: "DE",
  AT: "AT",
  CH: "CH",
  LI: "CH",
  LU: "DE",
  FR: "DE",
  IT: "DE",
  BE: "DE",
  NL: "DE",
  ES: "DE",
  GB: "GB",
  US: "US",
} as const satisfies Record<string, PriceListId>;
export type PricedCountry = keyof typeof COUNTRY_PRICE_LISTS;

/** Invoice purchase is allowed from 25 in the cart currency (spec §9): 25 €, 25 CHF, 25 £, 25 $. */
export const INVOICE_MINIMUM_MINOR: Record<Currency, number> = { eur: 2500, chf: 2500, gbp: 2500, usd: 2500 };
