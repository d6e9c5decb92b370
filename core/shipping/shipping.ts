import { CART_CLASSES, SHIPPING, type CartClass, type ChannelShipping, type CountryShipping, type TransitDays } from "../../catalogue/prices/shipping";
import type { ShippingSummary } from "../catalogue/view";
import { isChannel, type Channel } from "../channels";
import { COUNTRY_NAMES_DE } from "../countries";
import type { Currency } from "../locales";
import { COUNTRY_UNSUPPORTED_MESSAGE, hasKey, priceError, type PriceError } from "../pricing/money";
import {
  berlinTime,
  dayNumber,
  isProductionDayNumber,
  isSaturdayDeliveryDayNumber,
  isWorkingDayNumber,
  isoDate,
  nthDayAfter,
  weekday,
  type IsoDate,
} from "./working-days";

export { CART_CLASSES, type CartClass };

/**
 * Shipping types (spec §9). Decisions:
 * - standard: hand-over after the channel's production days (cards 1, posters 2 production days
 *   in Munich, the order day not counted), delivery 2 to at most 4 working days later (3–5 to IT/ES).
 * - express: ordered on a production day before 11:00 Europe/Berlin → produced and handed over
 *   the same day, delivered the next working day ("24 hours later"); later orders are produced on
 *   the next production day. Regular express delivers Monday to Friday.
 * - saturday: Germany only, the Saturday delivery of express — offered when the express parcel is
 *   handed over on a Friday (order Friday before 11:00, or Thursday after 11:00) and that
 *   Saturday is not a public holiday. With it, express covers Monday to Saturday (spec §9).
 * - same-day: part of the vocabulary, offered nowhere (production is in Munich only).
 * Working days: Monday to Friday without the destination's nationwide public holidays.
 */
export type ShippingType = "standard" | "express" | "same-day" | "saturday";
export const SHIPPING_TYPES: readonly ShippingType[] = ["standard", "express", "same-day", "saturday"];

export const SHIPPING_TYPE_LABELS: Record<ShippingType, string> = {
  standard: "Standardversand",
  express: "Expressversand",
  "same-day": "Same-Day-Lieferung",
  saturday: "Samstagszustellung",
};

/** Spec §8 standard shipping text for a country's transit days (2 to 4 almost everywhere). */
export function standardShippingText(days: TransitDays = { min: 2, max: 4 }): string {
  return `Die Lieferung erfolgt in der Regel ${days.min} bis maximal ${days.max} Werktage nach Übergabe an den Versanddienstleister.`;
}

export const STANDARD_SHIPPING_TEXT = standardShippingText();

function cutoffText(config: ChannelShipping): string {
  const { hour, minute } = config.expressCutoff;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")} Uhr`;
}

function expressText(config: ChannelShipping, days: TransitDays): string {
  const delivery = days.max === 1 ? "innerhalb von 24 Stunden zugestellt" : `in der Regel nach ${days.min} bis ${days.max} Werktagen zugestellt`;
  return `Bei Bestellung bis ${cutoffText(config)} an einem Werktag (Montag bis Freitag) wird Ihre Bestellung noch am selben Tag produziert und ${delivery}.`;
}

function saturdayText(config: ChannelShipping): string {
  return `Bei Bestellung bis Freitag ${cutoffText(config)} wird Ihre Expresssendung am Samstag zugestellt – nur innerhalb Deutschlands.`;
}

function productionText(config: ChannelShipping): string {
  const days = config.standardProductionDays;
  return `Ihre Bestellung wird innerhalb von ${days} ${days === 1 ? "Werktag" : "Werktagen"} produziert und dann an den Versanddienstleister übergeben.`;
}

const SAME_DAY_UNAVAILABLE = "Same-Day-Lieferung bieten wir derzeit nicht an.";
const SATURDAY_ONLY_IN_GERMANY = "Die Samstagszustellung ist nur innerhalb Deutschlands möglich.";

function shippingConfig(channel: unknown, country: unknown): { config: ChannelShipping; destination: CountryShipping; country: string } | PriceError {
  if (!isChannel(channel)) return priceError("channel", "Diesen Shop gibt es nicht.");
  const config = SHIPPING[channel];
  const destination = typeof country === "string" && hasKey(config.countries, country) ? config.countries[country] : undefined;
  if (!destination) return priceError("country", COUNTRY_UNSUPPORTED_MESSAGE);
  return { config, destination, country: country as string };
}

/** Cart class of a cart with that many pieces (cards) or articles (poster brand). */
export function cartClassFor(channel: Channel, itemCount: number): CartClass {
  const classes = SHIPPING[channel].cartClasses;
  if (itemCount <= classes.S.maxItems) return "S";
  return itemCount <= classes.M.maxItems ? "M" : "L";
}

export interface DeliveryEstimate {
  ok: true;
  type: ShippingType;
  /** Day the parcel is handed to the carrier. */
  handOver: IsoDate;
  earliestDelivery: IsoDate;
  latestDelivery: IsoDate;
}

function estimate(
  type: ShippingType,
  config: ChannelShipping,
  destination: CountryShipping,
  country: string,
  orderedAt: Date,
): DeliveryEstimate | PriceError {
  const ordered = berlinTime(orderedAt);
  const orderDay = dayNumber(ordered.date);
  const deliveryDay = (day: number) => isWorkingDayNumber(day, country);
  const result = (handOver: number, earliest: number, latest: number): DeliveryEstimate => ({
    ok: true,
    type,
    handOver: isoDate(handOver),
    earliestDelivery: isoDate(earliest),
    latestDelivery: isoDate(latest),
  });
  if (type === "standard") {
    const handOver = nthDayAfter(orderDay, config.standardProductionDays, isProductionDayNumber);
    const { min, max } = destination.standard.days;
    return result(handOver, nthDayAfter(handOver, min, deliveryDay), nthDayAfter(handOver, max, deliveryDay));
  }
  if (type === "same-day") return priceError("type", SAME_DAY_UNAVAILABLE);
  const { hour, minute } = config.expressCutoff;
  const sameDay = isProductionDayNumber(orderDay) && ordered.minutes < hour * 60 + minute;
  const handOver = sameDay ? orderDay : nthDayAfter(orderDay, 1, isProductionDayNumber);
  if (type === "express") {
    const { min, max } = destination.express.days;
    return result(handOver, nthDayAfter(handOver, min, deliveryDay), nthDayAfter(handOver, max, deliveryDay));
  }
  if (!destination.saturday) return priceError("type", SATURDAY_ONLY_IN_GERMANY);
  const saturday = handOver + 1;
  if (weekday(handOver) !== 5 || !isSaturdayDeliveryDayNumber(saturday, country)) {
    return priceError("type", `Die Samstagszustellung ist nur bei Bestellung bis Freitag ${cutoffText(config)} möglich.`);
  }
  return result(handOver, saturday, saturday);
}

function validInstant(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/**
 * When a parcel of this type, ordered at `orderedAt`, is handed over and delivered to the country.
 * Fails (German message) for same-day, for Saturday delivery outside Germany or when the order
 * is too late for this week's Saturday.
 */
export function deliveryEstimate(type: ShippingType, country: string, orderedAt: Date, channel: Channel = "kartenwerk"): DeliveryEstimate | PriceError {
  const checked = shippingConfig(channel, country);
  if ("ok" in checked) return checked;
  if (!SHIPPING_TYPES.includes(type)) return priceError("type", "Diese Versandart gibt es nicht.");
  if (!validInstant(orderedAt)) return priceError("orderedAt", "Der Bestellzeitpunkt ist ungültig.");
  return estimate(type, checked.config, checked.destination, checked.country, orderedAt);
}

export interface ShippingOption {
  type: ShippingType;
  /** German name, e.g. "Expressversand". */
  label: string;
  /** Price for the cart's class, minor units incl. VAT. */
  price: number;
  /**
   * True when the cart size was not given and this price depends on it (express, Saturday): the
   * price is then the smallest class's, to be shown as "ab …".
   */
  priceIsFrom: boolean;
  currency: Currency;
  handOver: IsoDate;
  earliestDelivery: IsoDate;
  latestDelivery: IsoDate;
  /** German explanation of the delivery time. */
  note: string;
}

export interface ShippingOptionsInput {
  channel: Channel;
  /** Delivery country (ISO code). */
  country: string;
  orderedAt: Date;
  /** Printed pieces (card brand) or articles (poster brand) in the cart; picks the cart class. */
  itemCount?: number;
  /** The cart class directly; wins over itemCount. Without both the smallest class (S) is used. */
  cartClass?: CartClass;
}

export interface ShippingOptions {
  ok: true;
  currency: Currency;
  cartClass: CartClass;
  /** Every shipping type available for the destination at that moment, standard first. */
  options: ShippingOption[];
}

/** The shipping options of a cart: price for its cart class, hand-over and delivery window for an order placed now. */
export function shippingOptions(input: ShippingOptionsInput): ShippingOptions | PriceError {
  const checked = shippingConfig(input.channel, input.country);
  if ("ok" in checked) return checked;
  const { config, destination, country } = checked;
  if (!validInstant(input.orderedAt)) return priceError("orderedAt", "Der Bestellzeitpunkt ist ungültig.");
  let cartClass: CartClass = "S";
  const cartSizeKnown = input.cartClass !== undefined || input.itemCount !== undefined;
  if (input.cartClass !== undefined) {
    if (!CART_CLASSES.includes(input.cartClass)) return priceError("cartClass", "Diese Warenkorbgröße gibt es nicht.");
    cartClass = input.cartClass;
  } else if (input.itemCount !== undefined) {
    if (!Number.isInteger(input.itemCount) || input.itemCount < 1) return priceError("itemCount", "Bitte geben Sie eine gültige Anzahl an Artikeln an.");
    cartClass = cartClassFor(input.channel, input.itemCount);
  }

  const candidates: { type: ShippingType; price: number; note: string }[] = [
    { type: "standard", price: destination.standard.price, note: standardShippingText(destination.standard.days) },
    { type: "express", price: destination.express.prices[cartClass], note: expressText(config, destination.express.days) },
  ];
  if (destination.saturday) candidates.push({ type: "saturday", price: destination.saturday.prices[cartClass], note: saturdayText(config) });

  const options: ShippingOption[] = [];
  for (const candidate of candidates) {
    const dates = estimate(candidate.type, config, destination, country, input.orderedAt);
    if (!dates.ok) continue;
    options.push({
      type: candidate.type,
      label: SHIPPING_TYPE_LABELS[candidate.type],
      price: candidate.price,
      priceIsFrom: !cartSizeKnown && candidate.type !== "standard",
      currency: destination.currency,
      handOver: dates.handOver,
      earliestDelivery: dates.earliestDelivery,
      latestDelivery: dates.latestDelivery,
      note: candidate.note,
    });
  }
  return { ok: true, currency: destination.currency, cartClass, options };
}

export interface ShippingInformationRow {
  type: ShippingType;
  label: string;
  /** Lowest price (class S): the "ab" price when `priceFrom` is true. */
  price: number;
  /** True when the price depends on the cart class. */
  priceFrom: boolean;
  prices: { cartClass: CartClass; label: string; price: number }[];
  /** German delivery time, e.g. "2–4 Werktage", "24 Stunden", "Samstag". */
  deliveryTime: string;
  note: string;
}

export interface ShippingInformation {
  ok: true;
  channel: Channel;
  country: string;
  countryName: string;
  currency: Currency;
  rows: ShippingInformationRow[];
  /** The spec §8 shipping info text of the country (same as texts.standard). */
  infoText: string;
  texts: { standard: string; production: string; express: string };
}

function classPrices(config: ChannelShipping, prices: Record<CartClass, number>): ShippingInformationRow["prices"] {
  return CART_CLASSES.map((cartClass) => ({ cartClass, label: config.cartClasses[cartClass].label, price: prices[cartClass] }));
}

function daysText({ min, max }: TransitDays): string {
  return min === max ? (min === 1 ? "24 Stunden" : `${min} Werktage`) : `${min}–${max} Werktage`;
}

/** The shipping table of a country (shipping price table block, /web-api/shipping-information). */
export function shippingInformation(channel: Channel, country: string): ShippingInformation | PriceError {
  const checked = shippingConfig(channel, country);
  if ("ok" in checked) return checked;
  const { config, destination } = checked;
  const rows: ShippingInformationRow[] = [
    {
      type: "standard",
      label: SHIPPING_TYPE_LABELS.standard,
      price: destination.standard.price,
      priceFrom: false,
      prices: CART_CLASSES.map((cartClass) => ({ cartClass, label: config.cartClasses[cartClass].label, price: destination.standard.price })),
      deliveryTime: daysText(destination.standard.days),
      note: standardShippingText(destination.standard.days),
    },
    {
      type: "express",
      label: SHIPPING_TYPE_LABELS.express,
      price: destination.express.prices.S,
      priceFrom: true,
      prices: classPrices(config, destination.express.prices),
      deliveryTime: daysText(destination.express.days),
      note: expressText(config, destination.express.days),
    },
  ];
  if (destination.saturday) {
    rows.push({
      type: "saturday",
      label: SHIPPING_TYPE_LABELS.saturday,
      price: destination.saturday.prices.S,
      priceFrom: true,
      prices: classPrices(config, destination.saturday.prices),
      deliveryTime: "Samstag",
      note: saturdayText(config),
    });
  }
  return {
    ok: true,
    channel,
    country,
    countryName: COUNTRY_NAMES_DE[country] ?? country,
    currency: destination.currency,
    rows,
    infoText: standardShippingText(destination.standard.days),
    texts: { standard: standardShippingText(destination.standard.days), production: productionText(config), express: expressText(config, destination.express.days) },
  };
}

/** The spec §8 shipping info text for a channel and country; the 2-to-4-days text when the country is not served. */
export function shippingInfoText(channel: Channel, country: string): string {
  const checked = shippingConfig(channel, country);
  return "ok" in checked ? STANDARD_SHIPPING_TEXT : standardShippingText(checked.destination.standard.days);
}

/** Countries a channel ships to, in configuration order. */
export function shippingCountries(channel: Channel): string[] {
  return Object.keys(SHIPPING[channel].countries);
}

function germanDate(date: IsoDate, withYear: boolean): string {
  const [year, month, day] = date.split("-");
  return withYear ? `${day}.${month}.${year}` : `${day}.${month}.`;
}

/** "Lieferung 24.12.2026", "Lieferung 26.11.–30.11.2026", "Lieferung 29.12.2026–04.01.2027". */
export function deliveryWindowText(earliest: IsoDate, latest: IsoDate): string {
  if (earliest === latest) return `Lieferung ${germanDate(earliest, true)}`;
  const sameYear = earliest.slice(0, 4) === latest.slice(0, 4);
  return `Lieferung ${germanDate(earliest, !sameYear)}–${germanDate(latest, true)}`;
}

/**
 * Shipping lines of a product page (ProductView.shipping): the options available now at the
 * smallest cart class, express and Saturday marked as "ab" prices.
 */
export function shippingSummaries(channel: Channel, country: string, orderedAt: Date): ShippingSummary[] {
  const result = shippingOptions({ channel, country, orderedAt });
  if (!result.ok) return [];
  return result.options.map((option) => ({
    label: option.label,
    price: { amount: option.price, currency: option.currency },
    from: option.priceIsFrom,
    delivery: deliveryWindowText(option.earliestDelivery, option.latestDelivery),
  }));
}
