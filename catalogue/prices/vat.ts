import type { PricedCountry } from "./price-lists";

/**
 * VAT rates of the destination country in basis points (1900 = 19 %). EU sales to consumers are
 * taxed where they are delivered (OSS); Switzerland/Liechtenstein charge Swiss VAT; the US price
 * list is quoted without VAT (sales tax is not collected by the shop). Printed cards, calendars,
 * photo books and wall art all carry the standard rate; the reduced rate is listed for completeness.
 */
export const VAT_RATES = {
  DE: { standard: 1900, reduced: 700 },
  AT: { standard: 2000, reduced: 1000 },
  CH: { standard: 810, reduced: 260 },
  LI: { standard: 810, reduced: 260 },
  LU: { standard: 1700, reduced: 800 },
  FR: { standard: 2000, reduced: 550 },
  IT: { standard: 2200, reduced: 1000 },
  BE: { standard: 2100, reduced: 600 },
  NL: { standard: 2100, reduced: 900 },
  ES: { standard: 2100, reduced: 1000 },
  GB: { standard: 2000, reduced: 500 },
  US: { standard: 0, reduced: 0 },
} as const satisfies Record<PricedCountry, { standard: number; reduced: number }>;
