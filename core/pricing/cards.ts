import {
  ENVELOPE_INLAY_EXTRA_PRICES,
  ENVELOPE_SIZE_CLASS,
  INLAY_SIZE_CLASS,
  ACCESSORY_PRICE_LISTS,
  SAMPLE_CARDS,
  type AccessorySizeClass,
} from "../../catalogue/prices/accessories";
import {
  CARD_GROUP_PRICE_CLASS,
  CARD_PRICE_LISTS,
  CARD_QUANTITY_TIERS,
  PAPER_SURCHARGE_BP,
  UNPUNCHABLE_CLASSES,
} from "../../catalogue/prices/cards";
import { COUNTRY_PRICE_LISTS, PRICE_LISTS } from "../../catalogue/prices/price-lists";
import { ENVELOPE_COLOURS, INLAY_SUBTYPES, parseAccessorySku, type InlaySubType } from "../catalogue/accessories";
import {
  CARD_ACCESSORY_KINDS,
  CARD_FORMATS,
  ENVELOPE_SIZES,
  PAPERS,
  PAPER_KEYS,
  PENS,
  PRICE_NOTES,
  PUNCHINGS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  REFINEMENT_LABELS,
  REFINEMENT_TYPES,
  REFINEMENT_UNAVAILABLE_MESSAGE,
  RIBBONS,
  SCREWS,
  SEALS,
  refinementAvailable,
  type CardAccessoryKind,
  type CardFormat,
  type EnvelopeSize,
  type Paper,
  type Punching,
  type RefinementType,
} from "../catalogue/cards";
import type { Money } from "../catalogue/view";
import type { Currency } from "../locales";
import {
  COUNTRY_UNSUPPORTED_MESSAGE,
  divideRoundHalfUp,
  applyBasisPoints,
  hasKey,
  isIntegerBetween,
  isPricedCountry,
  priceError,
  vatForCountry,
  type PriceError,
  type PriceListId,
  type PricedCountry,
} from "./money";

// ---------------------------------------------------------------------------------------------
// Quantity picker (spec §9)
// ---------------------------------------------------------------------------------------------

/**
 * Spec §9: "1 to 5000; step sizes 4, 5, 10, 100, 250 with breakpoints 5, 250, 1000, 3000, 5000".
 * Read as: each step size applies until its breakpoint, starting from 1 —
 *   1 → 5 in steps of 4 (1, 5), up to 250 in steps of 5 (10 … 250), up to 1000 in steps of 10
 *   (260 … 1000), up to 3000 in steps of 100 (1100 … 3000), up to 5000 in steps of 250 (3250 … 5000).
 * That gives 154 entries; the 11th (the default) is 50, the usual size of an invitation order.
 */
const PICKER_SEGMENTS = [
  { step: 4, upTo: 5 },
  { step: 5, upTo: 250 },
  { step: 10, upTo: 1000 },
  { step: 100, upTo: 3000 },
  { step: 250, upTo: 5000 },
] as const;

const QUANTITY_STEPS: readonly number[] = (() => {
  const steps = [QUANTITY_MIN];
  let quantity = QUANTITY_MIN;
  for (const { step, upTo } of PICKER_SEGMENTS) {
    while (quantity + step <= upTo) {
      quantity += step;
      steps.push(quantity);
    }
  }
  return Object.freeze(steps);
})();
const PICKER_QUANTITIES = new Set(QUANTITY_STEPS);

/** Every quantity the picker offers, ascending (1, 5, 10, 15, …, 250, 260, …, 1000, 1100, …, 3000, 3250, …, 5000). */
export function quantitySteps(): number[] {
  return [...QUANTITY_STEPS];
}

/** The picker's preselected quantity: its 11th entry (spec §9), 50. */
export const DEFAULT_QUANTITY: number = QUANTITY_STEPS[10]!;

export function isPickerQuantity(quantity: number): boolean {
  return PICKER_QUANTITIES.has(quantity);
}

export const QUANTITY_RANGE_MESSAGE = `Bitte wählen Sie eine Menge zwischen ${QUANTITY_MIN} und ${QUANTITY_MAX}.`;

// ---------------------------------------------------------------------------------------------
// Card prices
// ---------------------------------------------------------------------------------------------

export interface CardPriceInput {
  format: CardFormat;
  paper: Paper;
  refinement: RefinementType;
  punching: Punching;
  /** Any whole number from 1 to 5000 (picker quantities or not). */
  quantity: number;
  /** Delivery country (ISO code); picks the price list and the VAT rate. */
  country: string;
}

export interface CardPriceLine {
  /** German label, e.g. "Klappkarte hoch", "Papier: Büttenpapier", "Einrichtung Goldfolie (einmalig)". */
  label: string;
  /** Per-piece share in minor units (0 for the one-off setup line). */
  perPiece: number;
  total: number;
}

export interface CardPrice {
  ok: true;
  currency: Currency;
  quantity: number;
  /** Price per piece in minor units, without the one-off setup fee. */
  perPiece: number;
  /** One-off setup fee of a foil or relief refinement (0 without refinement). */
  setupFee: number;
  /** perPiece × quantity + setupFee. */
  total: number;
  /** The total spread over the pieces, rounded half-up: what one card costs including its share of the setup. */
  effectivePerPiece: number;
  /** VAT rate of the delivery country in per cent; prices include it. */
  vatRate: number;
  /** VAT contained in the total, rounded half-up. */
  vatAmount: number;
  notes: typeof PRICE_NOTES;
  /** Lines summing to perPiece and total. */
  breakdown: CardPriceLine[];
}

export type CardPriceResult = CardPrice | PriceError;

const TIER_OF_QUANTITY: Uint8Array = (() => {
  const tiers = new Uint8Array(QUANTITY_MAX + 1);
  let tier = 0;
  for (let quantity = QUANTITY_MIN; quantity <= QUANTITY_MAX; quantity++) {
    while (tier + 1 < CARD_QUANTITY_TIERS.length && quantity >= CARD_QUANTITY_TIERS[tier + 1]!) tier++;
    tiers[quantity] = tier;
  }
  return tiers;
})();

function validateCardOptions(input: Omit<CardPriceInput, "quantity">): PriceError | { list: PriceListId; country: PricedCountry } {
  if (!isPricedCountry(input.country)) return priceError("country", COUNTRY_UNSUPPORTED_MESSAGE);
  if (!hasKey(CARD_FORMATS, input.format)) return priceError("format", "Dieses Kartenformat gibt es nicht.");
  if (!hasKey(PAPERS, input.paper)) return priceError("paper", "Diese Papierart gibt es nicht.");
  if (!(REFINEMENT_TYPES as readonly unknown[]).includes(input.refinement)) return priceError("refinement", "Diese Veredelung gibt es nicht.");
  if (!hasKey(PUNCHINGS, input.punching)) return priceError("punching", "Diese Stanzung gibt es nicht.");
  if (!refinementAvailable(input.refinement, input.paper)) return priceError("refinement", REFINEMENT_UNAVAILABLE_MESSAGE);
  const priceClass = CARD_GROUP_PRICE_CLASS[CARD_FORMATS[input.format].group];
  if (input.punching !== "ohne" && UNPUNCHABLE_CLASSES.includes(priceClass)) {
    return priceError("punching", "Für dieses Format ist keine Stanzung möglich.");
  }
  return { list: COUNTRY_PRICE_LISTS[input.country], country: input.country };
}

/**
 * Price of a card order. Rounding rule: the base price of the quantity tier is multiplied by the
 * paper factor and rounded half-up to the minor unit (e.g. 1,10 € × 95 % = 1,045 € → 1,05 €);
 * refinement and punching surcharges are whole minor units added per piece; the total is then
 * exact: perPiece × quantity + the one-off setup fee, never rounded again.
 * Safe to call with unvalidated strings: every field is checked and a German message returned.
 */
export function cardPrice(input: CardPriceInput): CardPriceResult {
  const checked = validateCardOptions(input);
  if ("ok" in checked) return checked;
  const { quantity } = input;
  if (!isIntegerBetween(quantity, QUANTITY_MIN, QUANTITY_MAX)) return priceError("quantity", QUANTITY_RANGE_MESSAGE);
  return priceCard(input, quantity, checked.list, checked.country);
}

function priceCard(input: Omit<CardPriceInput, "quantity">, quantity: number, listId: PriceListId, country: PricedCountry): CardPrice {
  const list = CARD_PRICE_LISTS[listId];
  const format = CARD_FORMATS[input.format];
  const base = list.base[CARD_GROUP_PRICE_CLASS[format.group]][TIER_OF_QUANTITY[quantity]!]!;
  const onPaper = applyBasisPoints(base, PAPER_SURCHARGE_BP[input.paper]);
  const line = (label: string, perPiece: number): CardPriceLine => ({ label, perPiece, total: perPiece * quantity });

  const breakdown: CardPriceLine[] = [line(format.label, base)];
  if (onPaper !== base) breakdown.push(line(`Papier: ${PAPERS[input.paper].label}`, onPaper - base));
  let perPiece = onPaper;
  let setupFee = 0;
  if (input.refinement !== "ohne") {
    const refinement = list.refinements[input.refinement];
    const label = REFINEMENT_LABELS[input.refinement];
    breakdown.push(line(`Veredelung: ${label}`, refinement.perPiece));
    breakdown.push({ label: `Einrichtung ${label} (einmalig)`, perPiece: 0, total: refinement.setup });
    perPiece += refinement.perPiece;
    setupFee = refinement.setup;
  }
  if (input.punching !== "ohne") {
    const surcharge = list.punchings[input.punching];
    breakdown.push(line(`Stanzung: ${PUNCHINGS[input.punching]}`, surcharge));
    perPiece += surcharge;
  }
  const total = perPiece * quantity + setupFee;
  return {
    ok: true,
    currency: PRICE_LISTS[listId].currency,
    quantity,
    perPiece,
    setupFee,
    total,
    effectivePerPiece: divideRoundHalfUp(total, quantity),
    ...vatForCountry(total, country),
    notes: PRICE_NOTES,
    breakdown,
  };
}

/** Quantities of the price table on a product page: all picker values and tier boundaries. */
export const CARD_PRICE_TABLE_QUANTITIES = [10, 25, 50, 100, 150, 250, 500] as const;

export interface CardPriceTableRow {
  quantity: number;
  perPiece: number;
  setupFee: number;
  total: number;
  effectivePerPiece: number;
}

export type CardPriceTableResult = { ok: true; currency: Currency; rows: CardPriceTableRow[] } | PriceError;

/** Price rows for several quantities of one configuration (default: CARD_PRICE_TABLE_QUANTITIES). */
export function cardPriceTable(
  input: Omit<CardPriceInput, "quantity">,
  quantities: readonly number[] = CARD_PRICE_TABLE_QUANTITIES,
): CardPriceTableResult {
  const checked = validateCardOptions(input);
  if ("ok" in checked) return checked;
  const rows: CardPriceTableRow[] = [];
  for (const quantity of quantities) {
    if (!isIntegerBetween(quantity, QUANTITY_MIN, QUANTITY_MAX)) return priceError("quantity", QUANTITY_RANGE_MESSAGE);
    const { perPiece, setupFee, total, effectivePerPiece } = priceCard(input, quantity, checked.list, checked.country);
    rows.push({ quantity, perPiece, setupFee, total, effectivePerPiece });
  }
  return { ok: true, currency: PRICE_LISTS[checked.list].currency, rows };
}

/**
 * "ab … €" of a format: the lowest per-piece price there is — largest quantity tier, cheapest
 * paper, no refinement, no punching. Precomputed per price list and format.
 */
const PRICE_FROM: Map<string, Money> = (() => {
  const cheapestPaper = PAPER_KEYS.reduce((a, b) => (PAPER_SURCHARGE_BP[b] < PAPER_SURCHARGE_BP[a] ? b : a));
  const lastTier = CARD_QUANTITY_TIERS.length - 1;
  const table = new Map<string, Money>();
  for (const listId of Object.keys(CARD_PRICE_LISTS) as PriceListId[]) {
    for (const format of Object.keys(CARD_FORMATS) as CardFormat[]) {
      const base = CARD_PRICE_LISTS[listId].base[CARD_GROUP_PRICE_CLASS[CARD_FORMATS[format].group]][lastTier]!;
      table.set(`${listId}|${format}`, {
        amount: applyBasisPoints(base, PAPER_SURCHARGE_BP[cheapestPaper]),
        currency: PRICE_LISTS[listId].currency,
      });
    }
  }
  return table;
})();

/** Lowest per-piece price of a card format for a delivery country, or undefined for an unknown format or country. */
export function cardPriceFrom(format: CardFormat, country: string): Money | undefined {
  if (!isPricedCountry(country)) return undefined;
  return PRICE_FROM.get(`${COUNTRY_PRICE_LISTS[country]}|${format}`);
}

// ---------------------------------------------------------------------------------------------
// Envelopes, inlays and other accessories
// ---------------------------------------------------------------------------------------------

export interface AccessoryExtraPrice {
  ok: true;
  currency: Currency;
  sizeClass: AccessorySizeClass;
  /** Extra price per piece in minor units. */
  perPiece: number;
}

function extraPrice(sizeClass: AccessorySizeClass, country: string): AccessoryExtraPrice | PriceError {
  if (!isPricedCountry(country)) return priceError("country", COUNTRY_UNSUPPORTED_MESSAGE);
  const listId = COUNTRY_PRICE_LISTS[country];
  return { ok: true, currency: PRICE_LISTS[listId].currency, sizeClass, perPiece: ENVELOPE_INLAY_EXTRA_PRICES[listId][sizeClass] };
}

function envelopeSizeOf(target: string | { size: EnvelopeSize }): EnvelopeSize | undefined {
  if (typeof target === "string") {
    const record = parseAccessorySku(target);
    return record?.kind === "envelope" ? (record.subType as EnvelopeSize) : undefined;
  }
  return hasKey(ENVELOPE_SIZES, target.size) ? target.size : undefined;
}

function inlaySubTypeOf(target: string | { subType: InlaySubType }): InlaySubType | undefined {
  if (typeof target === "string") {
    const record = parseAccessorySku(target);
    return record?.kind === "inlay" ? (record.subType as InlaySubType) : undefined;
  }
  return hasKey(INLAY_SUBTYPES, target.subType) ? target.subType : undefined;
}

/**
 * Extra price per piece for printing an envelope (sender/recipient address), by size class:
 * C6 standard, B6 compact, DIN lang large. Takes an envelope SKU (`envelope-c6-kraft`) or a size.
 */
export function envelopeExtraPrice(target: string | { size: EnvelopeSize }, country: string): AccessoryExtraPrice | PriceError {
  const size = envelopeSizeOf(target);
  if (!size) return priceError("sku", "Diesen Briefumschlag gibt es nicht.");
  return extraPrice(ENVELOPE_SIZE_CLASS[size], country);
}

/** Extra price per inlay: portrait and landscape standard, square compact. Takes an inlay SKU or a subtype. */
export function inlayExtraPrice(target: string | { subType: InlaySubType }, country: string): AccessoryExtraPrice | PriceError {
  const subType = inlaySubTypeOf(target);
  if (!subType) return priceError("sku", "Dieses Einlegeblatt gibt es nicht.");
  return extraPrice(INLAY_SIZE_CLASS[subType], country);
}

export interface CardAccessoryPriceInput {
  kind: CardAccessoryKind;
  /**
   * envelope: `envelope-<size>-<colour>`; inlay: `inlay-<subType>-<paper>`; seal, pen, ribbon,
   * screw: `<kind>-<variant>` (e.g. `seal-gold`, `pen-gel-gold`, `ribbon-satin-10`, `screw-gold`);
   * bag, bow, box, posterbar, standard need none.
   */
  sku?: string;
  /** Envelopes only: printed with sender/recipient address (extra price) instead of plain (free). */
  printed?: boolean;
  quantity: number;
  country: string;
}

export interface CardAccessoryPrice {
  ok: true;
  kind: CardAccessoryKind;
  currency: Currency;
  /** German name of the chosen accessory. */
  label: string;
  perPiece: number;
  total: number;
  vatRate: number;
  vatAmount: number;
}

const VARIANT_LABELS = {
  seal: (variant: string) => (hasKey(SEALS, variant) ? `Siegel ${SEALS[variant]}` : undefined),
  pen: (variant: string) => (hasKey(PENS, variant) ? PENS[variant] : undefined),
  ribbon: (variant: string) => (hasKey(RIBBONS, variant) ? RIBBONS[variant] : undefined),
  screw: (variant: string) => (hasKey(SCREWS, variant) ? `Buchschraube ${SCREWS[variant]}` : undefined),
} as const;

const PLAIN_LABELS = {
  bag: "Klarsichthülle",
  bow: "Schleife",
  box: "Geschenkbox",
  posterbar: "Posterleiste",
  standard: "Aufsteller",
} as const;

const VARIANT_MISSING_MESSAGE = "Bitte wählen Sie eine gültige Variante.";

/**
 * Price of a card accessory line. Plain envelopes cost 0 (they come with the cards); a printed
 * envelope and an inlay cost their size class's extra price; the rest their list price per piece.
 */
export function cardAccessoryPrice(input: CardAccessoryPriceInput): CardAccessoryPrice | PriceError {
  const { kind, sku, quantity, country } = input;
  if (!(CARD_ACCESSORY_KINDS as readonly unknown[]).includes(kind)) return priceError("kind", "Dieses Zubehör gibt es nicht.");
  if (!isPricedCountry(country)) return priceError("country", COUNTRY_UNSUPPORTED_MESSAGE);
  if (!isIntegerBetween(quantity, QUANTITY_MIN, QUANTITY_MAX)) return priceError("quantity", QUANTITY_RANGE_MESSAGE);
  const listId = COUNTRY_PRICE_LISTS[country];
  const list = ACCESSORY_PRICE_LISTS[listId];

  let label: string;
  let perPiece: number;
  if (kind === "envelope") {
    const record = sku === undefined ? undefined : parseAccessorySku(sku);
    if (sku !== undefined && record?.kind !== "envelope") return priceError("sku", "Diesen Briefumschlag gibt es nicht.");
    const size = record?.subType as EnvelopeSize | undefined;
    const colour = sku?.split("-").at(-1);
    label = `Briefumschlag${size ? ` ${ENVELOPE_SIZES[size].label}` : ""}${colour && hasKey(ENVELOPE_COLOURS, colour) ? ` ${ENVELOPE_COLOURS[colour]}` : ""}`;
    if (input.printed) {
      if (!size) return priceError("sku", "Bitte wählen Sie die Größe des bedruckten Briefumschlags.");
      label += " bedruckt";
      perPiece = ENVELOPE_INLAY_EXTRA_PRICES[listId][ENVELOPE_SIZE_CLASS[size]];
    } else {
      perPiece = 0;
    }
  } else if (kind === "inlay") {
    const subType = sku === undefined ? undefined : inlaySubTypeOf(sku);
    if (!subType) return priceError("sku", "Dieses Einlegeblatt gibt es nicht.");
    label = INLAY_SUBTYPES[subType].label;
    perPiece = ENVELOPE_INLAY_EXTRA_PRICES[listId][INLAY_SIZE_CLASS[subType]];
  } else if (kind === "seal" || kind === "pen" || kind === "ribbon" || kind === "screw") {
    const variant = sku?.startsWith(`${kind}-`) ? sku.slice(kind.length + 1) : undefined;
    const variantLabel = variant === undefined ? undefined : VARIANT_LABELS[kind](variant);
    if (variant === undefined || variantLabel === undefined) return priceError("sku", VARIANT_MISSING_MESSAGE);
    label = variantLabel;
    if (kind === "pen") perPiece = list.pen[variant as keyof typeof PENS];
    else if (kind === "ribbon") perPiece = list.ribbon[variant as keyof typeof RIBBONS];
    else perPiece = list[kind];
  } else {
    if (sku !== undefined && sku !== kind) return priceError("sku", VARIANT_MISSING_MESSAGE);
    label = PLAIN_LABELS[kind];
    perPiece = list[kind];
  }
  const total = perPiece * quantity;
  return { ok: true, kind, currency: PRICE_LISTS[listId].currency, label, perPiece, total, ...vatForCountry(total, country) };
}

// ---------------------------------------------------------------------------------------------
// Sample cards (spec §1, §9)
// ---------------------------------------------------------------------------------------------

export interface SampleCardsPrice {
  ok: true;
  currency: Currency;
  count: number;
  /** How many of them are free (at most 3). */
  free: number;
  /** How many are charged. */
  charged: number;
  /** Price of each charged sample card. */
  perPiece: number;
  total: number;
}

/** Samples: up to 3 free, each further one 1,90 € (DE/AT and the other euro countries) or 3,50 CHF (CH/LI); at most 10. */
export function sampleCardsPrice(count: number, country: string): SampleCardsPrice | PriceError {
  if (!isPricedCountry(country)) return priceError("country", COUNTRY_UNSUPPORTED_MESSAGE);
  const listId = COUNTRY_PRICE_LISTS[country];
  const perPiece = SAMPLE_CARDS.extraPrice[listId];
  if (perPiece === undefined) return priceError("country", "Musterkarten können wir in dieses Land leider nicht senden.");
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) {
    return priceError("count", "Bitte geben Sie eine gültige Anzahl an Musterkarten an.");
  }
  if (count > SAMPLE_CARDS.max) return priceError("count", `Sie können höchstens ${SAMPLE_CARDS.max} Musterkarten auf einmal bestellen.`);
  const free = Math.min(count, SAMPLE_CARDS.free);
  const charged = count - free;
  return { ok: true, currency: PRICE_LISTS[listId].currency, count, free, charged, perPiece, total: charged * perPiece };
}
