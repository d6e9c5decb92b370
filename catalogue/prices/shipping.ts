import type { Channel } from "../../core/channels";
import type { Currency } from "../../core/locales";

/**
 * Shipping prices and transit times per channel and delivery country (spec §9 for the card
 * brand in DE, AT, CH; the rest is the shop's own configuration). Prices include VAT.
 */

/**
 * Cart classes for express and Saturday prices ("express from …" is the S price): the express
 * parcel service charges by weight, which follows the number of printed pieces (cards) or
 * articles (posters, frames).
 */
export const CART_CLASSES = ["S", "M", "L"] as const;
export type CartClass = (typeof CART_CLASSES)[number];

export interface TransitDays {
  /** Delivery days after hand-over to the carrier: earliest … latest. */
  min: number;
  max: number;
}

export interface CountryShipping {
  currency: Currency;
  standard: { price: number; days: TransitDays };
  express: { prices: Record<CartClass, number>; days: TransitDays };
  /** Saturday delivery of an express parcel handed over on a Friday: Germany only. */
  saturday?: { prices: Record<CartClass, number> };
}

export interface ChannelShipping {
  /** Largest item count of classes S and M (L holds everything above), and German labels. */
  cartClasses: { S: { maxItems: number; label: string }; M: { maxItems: number; label: string }; L: { label: string } };
  /** Production days before a standard order is handed to the carrier (the order day does not count). */
  standardProductionDays: number;
  /**
   * Express orders placed on a production day before this time (Europe/Berlin) are produced and
   * handed to the carrier the same day; later ones on the next production day.
   */
  expressCutoff: { hour: number; minute: number };
  countries: Partial<Record<string, CountryShipping>>;
}

/** Production site: Munich, Bavaria — its public holidays (Catholic-majority municipality, so 15 August too) stop production. */
export const PRODUCTION_SITE = { country: "DE", state: "BY", region: "KATH", timeZone: "Europe/Berlin" } as const;

const EXPRESS_NEXT_DAY: TransitDays = { min: 1, max: 1 };
const EXPRESS_EU: TransitDays = { min: 1, max: 2 };
const STANDARD: TransitDays = { min: 2, max: 4 };
const STANDARD_SOUTH: TransitDays = { min: 3, max: 5 };

export const SHIPPING: Record<Channel, ChannelShipping> = {
  kartenwerk: {
    cartClasses: {
      S: { maxItems: 100, label: "bis 100 Karten" },
      M: { maxItems: 400, label: "101 bis 400 Karten" },
      L: { label: "ab 401 Karten" },
    },
    standardProductionDays: 1,
    expressCutoff: { hour: 11, minute: 0 },
    countries: {
      DE: {
        currency: "eur",
        standard: { price: 499, days: STANDARD },
        express: { prices: { S: 1299, M: 1699, L: 2299 }, days: EXPRESS_NEXT_DAY },
        saturday: { prices: { S: 2299, M: 2699, L: 3299 } },
      },
      AT: { currency: "eur", standard: { price: 599, days: STANDARD }, express: { prices: { S: 2299, M: 2799, L: 3499 }, days: EXPRESS_NEXT_DAY } },
      CH: { currency: "chf", standard: { price: 999, days: STANDARD }, express: { prices: { S: 3499, M: 3999, L: 4999 }, days: EXPRESS_NEXT_DAY } },
      LI: { currency: "chf", standard: { price: 999, days: STANDARD }, express: { prices: { S: 3499, M: 3999, L: 4999 }, days: EXPRESS_NEXT_DAY } },
      LU: { currency: "eur", standard: { price: 699, days: STANDARD }, express: { prices: { S: 2499, M: 2999, L: 3699 }, days: EXPRESS_EU } },
      FR: { currency: "eur", standard: { price: 799, days: STANDARD }, express: { prices: { S: 2999, M: 3499, L: 4299 }, days: EXPRESS_EU } },
      IT: { currency: "eur", standard: { price: 899, days: STANDARD_SOUTH }, express: { prices: { S: 3299, M: 3799, L: 4599 }, days: EXPRESS_EU } },
      BE: { currency: "eur", standard: { price: 699, days: STANDARD }, express: { prices: { S: 2499, M: 2999, L: 3699 }, days: EXPRESS_EU } },
      NL: { currency: "eur", standard: { price: 699, days: STANDARD }, express: { prices: { S: 2499, M: 2999, L: 3699 }, days: EXPRESS_EU } },
      ES: { currency: "eur", standard: { price: 999, days: STANDARD_SOUTH }, express: { prices: { S: 3499, M: 3999, L: 4999 }, days: EXPRESS_EU } },
    },
  },
  myposter: {
    cartClasses: {
      S: { maxItems: 2, label: "1 bis 2 Artikel" },
      M: { maxItems: 5, label: "3 bis 5 Artikel" },
      L: { label: "ab 6 Artikel" },
    },
    standardProductionDays: 2,
    expressCutoff: { hour: 11, minute: 0 },
    countries: {
      DE: {
        currency: "eur",
        standard: { price: 595, days: STANDARD },
        express: { prices: { S: 1495, M: 1995, L: 2995 }, days: EXPRESS_NEXT_DAY },
        saturday: { prices: { S: 2495, M: 2995, L: 3995 } },
      },
      AT: { currency: "eur", standard: { price: 695, days: STANDARD }, express: { prices: { S: 2495, M: 2995, L: 3995 }, days: EXPRESS_NEXT_DAY } },
      CH: { currency: "chf", standard: { price: 1295, days: STANDARD }, express: { prices: { S: 3995, M: 4995, L: 5995 }, days: EXPRESS_NEXT_DAY } },
      LI: { currency: "chf", standard: { price: 1295, days: STANDARD }, express: { prices: { S: 3995, M: 4995, L: 5995 }, days: EXPRESS_NEXT_DAY } },
      LU: { currency: "eur", standard: { price: 795, days: STANDARD }, express: { prices: { S: 2795, M: 3295, L: 4295 }, days: EXPRESS_EU } },
      FR: { currency: "eur", standard: { price: 895, days: STANDARD }, express: { prices: { S: 2995, M: 3495, L: 4495 }, days: EXPRESS_EU } },
      IT: { currency: "eur", standard: { price: 995, days: STANDARD_SOUTH }, express: { prices: { S: 3295, M: 3795, L: 4795 }, days: EXPRESS_EU } },
      BE: { currency: "eur", standard: { price: 795, days: STANDARD }, express: { prices: { S: 2795, M: 3295, L: 4295 }, days: EXPRESS_EU } },
      NL: { currency: "eur", standard: { price: 795, days: STANDARD }, express: { prices: { S: 2795, M: 3295, L: 4295 }, days: EXPRESS_EU } },
      ES: { currency: "eur", standard: { price: 1095, days: STANDARD_SOUTH }, express: { prices: { S: 3495, M: 3995, L: 4995 }, days: EXPRESS_EU } },
      GB: { currency: "gbp", standard: { price: 995, days: { min: 3, max: 6 } }, express: { prices: { S: 2995, M: 3495, L: 4495 }, days: { min: 2, max: 3 } } },
      US: { currency: "usd", standard: { price: 1995, days: { min: 5, max: 10 } }, express: { prices: { S: 4995, M: 5995, L: 7995 }, days: { min: 2, max: 4 } } },
    },
  },
};
