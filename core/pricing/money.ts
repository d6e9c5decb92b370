import { COUNTRY_PRICE_LISTS, INVOICE_MINIMUM_MINOR, PRICE_LISTS, type PriceListId, type PricedCountry } from "../../catalogue/prices/price-lists";
import { VAT_RATES } from "../../catalogue/prices/vat";
import type { Currency } from "../locales";

export type { PriceListId, PricedCountry };

/** A failed price request: which input field is wrong and a German message for the shopper. */
export interface PriceError {
  ok: false;
  field: string;
  message: string;
}

export const COUNTRY_UNSUPPORTED_MESSAGE = "In dieses Land liefern wir leider nicht.";

export function priceError(field: string, message: string): PriceError {
  return { ok: false, field, message };
}

export function isPricedCountry(country: unknown): country is PricedCountry {
  return typeof country === "string" && Object.hasOwn(COUNTRY_PRICE_LISTS, country);
}

/** The price list a country buys from and its currency, or undefined for a country the shop does not serve. */
export function priceListFor(country: string): { id: PriceListId; currency: Currency } | undefined {
  if (!isPricedCountry(country)) return undefined;
  const id = COUNTRY_PRICE_LISTS[country];
  return { id, currency: PRICE_LISTS[id].currency };
}

/** a / b rounded half-up (halves away from zero) with integers only, so 104.5 is 105 and never 104.49999. */
export function divideRoundHalfUp(a: number, b: number): number {
  if (b <= 0) throw new RangeError("divisor must be positive");
  if (a < 0) return -divideRoundHalfUp(-a, b);
  return Math.floor((2 * a + b) / (2 * b));
}

/** amount × (1 + basisPoints / 10 000), rounded half-up to the minor unit. */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  return divideRoundHalfUp(amount * (10_000 + basisPoints), 10_000);
}

/** Standard VAT rate of a delivery country in per cent (19, 8.1, …), undefined for an unknown country. */
export function vatRate(country: string): number | undefined {
  return isPricedCountry(country) ? VAT_RATES[country].standard / 100 : undefined;
}

/** Reduced VAT rate in per cent (not used for the shop's products, which all carry the standard rate). */
export function reducedVatRate(country: string): number | undefined {
  return isPricedCountry(country) ? VAT_RATES[country].reduced / 100 : undefined;
}

/**
 * The VAT contained in a gross amount: gross × rate / (100 + rate), rounded half-up to the minor
 * unit (a refund's negative amount rounds symmetrically). Example: 3 cents at 20 % contain
 * 0.5 cents of VAT, which rounds to 1.
 */
export function vatContained(grossMinor: number, ratePercent: number): number {
  if (!Number.isSafeInteger(grossMinor)) throw new RangeError("gross amount must be an integer in minor units");
  const basisPoints = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || basisPoints < 0) throw new RangeError("VAT rate must be a non-negative percentage");
  return divideRoundHalfUp(grossMinor * basisPoints, 10_000 + basisPoints);
}

/** The VAT a gross amount delivered to a country contains (standard rate). */
export function vatForCountry(grossMinor: number, country: PricedCountry): { vatRate: number; vatAmount: number } {
  const rate = VAT_RATES[country].standard / 100;
  return { vatRate: rate, vatAmount: vatContained(grossMinor, rate) };
}

/** Invoice purchase is offered from 25 in the cart's currency (spec §9): 2500 minor units qualify, 2499 do not. */
export function invoiceAllowed(totalMinor: number, currency: Currency): boolean {
  const minimum = INVOICE_MINIMUM_MINOR[currency];
  return minimum !== undefined && Number.isFinite(totalMinor) && totalMinor >= minimum;
}

/** Is value an integer between min and max (inclusive)? */
export function isIntegerBetween(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** Own-property lookup that never reaches Object.prototype ("constructor", "__proto__"). */
export function hasKey<T extends object>(record: T, key: unknown): key is keyof T {
  return typeof key === "string" && Object.hasOwn(record, key);
}
