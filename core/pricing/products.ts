import { COUNTRY_PRICE_LISTS, PRICE_LISTS } from "../../catalogue/prices/price-lists";
import {
  CALENDAR_AMOUNT_DISCOUNTS,
  CALENDAR_AMOUNT_MAX,
  FRAME_MATERIALS,
  MERCH_QUANTITY_MAX,
  PHOTO_PRINT_QUANTITY_MAX,
  PRODUCT_PRICE_LISTS,
  WALL_ART_FORMATS,
  type ProductPriceList,
  type WallArtFormat,
} from "../../catalogue/prices/products";
import { parseFormat } from "../catalogue/format";
import {
  CALENDAR,
  COLLAGE,
  FRAME_FAMILIES,
  MATERIALS,
  MAT_TYPES,
  MERCH,
  PHOTOBOOK,
  PHOTO_BOX,
  PHOTO_PRINT,
  VOUCHER_VALUES,
  type CalendarFormat,
  type CalendarMounting,
  type CalendarType,
  type FrameFamily,
  type Material,
  type MerchKind,
  type PhotoBoxType,
  type PhotobookBinding,
  type PhotobookFormat,
  type PhotobookType,
} from "../catalogue/products";
import type { Currency } from "../locales";
import {
  COUNTRY_UNSUPPORTED_MESSAGE,
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

/** One line of a product price, per piece, in minor units (a discount is negative). Lines sum to perPiece. */
export interface ProductPriceLine {
  label: string;
  amount: number;
}

/** A priced product: every product function answers with this shape or a PriceError. */
export interface ProductPrice {
  ok: true;
  currency: Currency;
  quantity: number;
  perPiece: number;
  /** perPiece × quantity. */
  total: number;
  /** VAT rate in per cent; prices include it. */
  vatRate: number;
  /** VAT contained in the total, rounded half-up. */
  vatAmount: number;
  breakdown: ProductPriceLine[];
}

export type ProductPriceResult = ProductPrice | PriceError;

interface ListContext {
  country: PricedCountry;
  currency: Currency;
  list: ProductPriceList;
}

function listFor(country: string): ListContext | PriceError {
  if (!isPricedCountry(country)) return priceError("country", COUNTRY_UNSUPPORTED_MESSAGE);
  const id: PriceListId = COUNTRY_PRICE_LISTS[country];
  return { country, currency: PRICE_LISTS[id].currency, list: PRODUCT_PRICE_LISTS[id] };
}

function priced(context: ListContext, quantity: number, breakdown: ProductPriceLine[]): ProductPrice {
  const perPiece = breakdown.reduce((sum, line) => sum + line.amount, 0);
  const total = perPiece * quantity;
  return { ok: true, currency: context.currency, quantity, perPiece, total, ...vatForCountry(total, context.country), breakdown };
}

/** "3000x4000" and "4000x3000" are the same product: short side first. Undefined for a malformed format. */
function normalisedFormat(value: unknown): string | undefined {
  const { width, height } = parseFormat(value);
  if (width === 0) return undefined;
  return `${Math.min(width, height)}x${Math.max(width, height)}`;
}

// ---------------------------------------------------------------------------------------------
// Calendars
// ---------------------------------------------------------------------------------------------

export interface CalendarPriceInput {
  type: CalendarType;
  format: CalendarFormat;
  mounting: CalendarMounting;
  paper: keyof typeof CALENDAR.papers;
  refinement: keyof typeof CALENDAR.refinements;
  /** Copies, 1 to 100; from 3 copies 5 %, from 10 10 %, from 25 15 % off each. */
  amount: number;
  country: string;
}

/** Formats a calendar type is offered in (all of its format groups). */
export function calendarFormatsOf(type: CalendarType): CalendarFormat[] {
  return Object.values(CALENDAR.formatGroups[type]).flat() as CalendarFormat[];
}

/**
 * Price of a calendar: base price of type and format + paper + refinement + mounting, less the
 * amount discount (rounded half-up per copy); total = per copy × amount.
 */
export function calendarPrice(input: CalendarPriceInput): ProductPriceResult {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  const { type, format, mounting, paper, refinement, amount } = input;
  if (!hasKey(CALENDAR.types, type)) return priceError("type", "Diesen Kalendertyp gibt es nicht.");
  const typeLabel = CALENDAR.types[type];
  if (!hasKey(CALENDAR.formats, format)) return priceError("format", "Dieses Kalenderformat gibt es nicht.");
  if (!calendarFormatsOf(type).includes(format)) return priceError("format", `Das Format ${CALENDAR.formats[format]} gibt es für den ${typeLabel} nicht.`);
  if (!hasKey(CALENDAR.mountings, mounting)) return priceError("mounting", "Diese Bindung gibt es nicht.");
  if (!(CALENDAR.mountingRules[type] as readonly string[]).includes(mounting)) {
    return priceError("mounting", `Die Bindung „${CALENDAR.mountings[mounting]}“ ist für den ${typeLabel} nicht möglich.`);
  }
  if (!hasKey(CALENDAR.papers, paper)) return priceError("paper", "Diese Papierart gibt es nicht.");
  if (!hasKey(CALENDAR.refinements, refinement)) return priceError("refinement", "Diese Veredelung gibt es nicht.");
  if (!isIntegerBetween(amount, 1, CALENDAR_AMOUNT_MAX)) return priceError("amount", `Bitte wählen Sie eine Anzahl zwischen 1 und ${CALENDAR_AMOUNT_MAX}.`);

  const prices = context.list.calendar;
  const lines: ProductPriceLine[] = [{ label: `${typeLabel} ${CALENDAR.formats[format]}`, amount: prices.base[type][format]! }];
  if (prices.papers[paper]) lines.push({ label: `Papier: ${CALENDAR.papers[paper]}`, amount: prices.papers[paper] });
  if (prices.refinements[refinement]) lines.push({ label: `Veredelung: ${CALENDAR.refinements[refinement]}`, amount: prices.refinements[refinement] });
  if (prices.mountings[mounting]) lines.push({ label: `Bindung: ${CALENDAR.mountings[mounting]}`, amount: prices.mountings[mounting] });
  const discount = [...CALENDAR_AMOUNT_DISCOUNTS].reverse().find((d) => amount >= d.from)!.basisPoints;
  if (discount > 0) {
    const full = lines.reduce((sum, line) => sum + line.amount, 0);
    lines.push({ label: `Mengenrabatt ${discount / 100} %`, amount: applyBasisPoints(full, -discount) - full });
  }
  return priced(context, amount, lines);
}

// ---------------------------------------------------------------------------------------------
// Photo books
// ---------------------------------------------------------------------------------------------

export const PHOTOBOOK_REFINEMENTS = { ohne: "Ohne Veredelung", gold: "Goldfolie", silber: "Silberfolie", rosegold: "Roségoldfolie" } as const;
export type PhotobookRefinement = keyof typeof PHOTOBOOK_REFINEMENTS;

export interface PhotobookPriceInput {
  type: PhotobookType;
  cover: keyof typeof PHOTOBOOK.covers;
  binding: PhotobookBinding;
  paper: keyof typeof PHOTOBOOK.papers;
  lamination: keyof typeof PHOTOBOOK.laminations;
  format: PhotobookFormat;
  /** One of the binding's page counts (PHOTOBOOK.pageCounts). */
  pageCount: number;
  /** Foil on the cover, hard covers only; default "ohne". */
  refinement?: PhotobookRefinement;
  country: string;
}

/**
 * Price of a photo book: base price (type, cover, format) with the binding's smallest page count,
 * plus each further page, the paper surcharge and a cover refinement. Lamination is included.
 */
export function photobookPrice(input: PhotobookPriceInput): ProductPriceResult {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  const { type, cover, binding, paper, lamination, format, pageCount } = input;
  const refinement = input.refinement ?? "ohne";
  if (!hasKey(PHOTOBOOK.types, type)) return priceError("type", "Diesen Fotobuchtyp gibt es nicht.");
  const typeLabel = PHOTOBOOK.types[type];
  const rules = PHOTOBOOK.typeRules[type];
  if (!hasKey(PHOTOBOOK.covers, cover)) return priceError("cover", "Diesen Einband gibt es nicht.");
  if (!(rules.covers as readonly string[]).includes(cover)) return priceError("cover", `Das ${typeLabel} gibt es nicht als ${PHOTOBOOK.covers[cover]}.`);
  if (!hasKey(PHOTOBOOK.bindings, binding)) return priceError("binding", "Diese Bindung gibt es nicht.");
  if (!(rules.bindings as readonly string[]).includes(binding)) return priceError("binding", `Das ${typeLabel} gibt es nicht mit ${PHOTOBOOK.bindings[binding]}.`);
  const prices = context.list.photobook;
  if (!hasKey(PHOTOBOOK.papers, paper)) return priceError("paper", "Diese Papierart gibt es nicht.");
  const paperSurcharge = prices.papers[type][paper];
  if (paperSurcharge === undefined) return priceError("paper", `Das Papier „${PHOTOBOOK.papers[paper]}“ gibt es für das ${typeLabel} nicht.`);
  if (!hasKey(PHOTOBOOK.laminations, lamination)) return priceError("lamination", "Diese Kaschierung gibt es nicht.");
  if (!hasKey(PHOTOBOOK.formats, format)) return priceError("format", "Dieses Fotobuchformat gibt es nicht.");
  const pageCounts: readonly number[] = PHOTOBOOK.pageCounts[binding];
  if (!pageCounts.includes(pageCount)) {
    return priceError("pageCount", `Bitte wählen Sie eine dieser Seitenzahlen: ${pageCounts.join(", ")}.`);
  }
  if (!hasKey(PHOTOBOOK_REFINEMENTS, refinement)) return priceError("refinement", "Diese Veredelung gibt es nicht.");
  if (refinement !== "ohne" && cover !== "hard") return priceError("refinement", "Eine Veredelung des Einbands ist nur beim Hardcover möglich.");

  const extraPages = pageCount - pageCounts[0]!;
  const lines: ProductPriceLine[] = [
    { label: `${typeLabel} ${PHOTOBOOK.covers[cover]} ${PHOTOBOOK.formats[format]}, ${pageCounts[0]} Seiten`, amount: prices.base[type][cover]![format] },
  ];
  if (extraPages > 0) lines.push({ label: `${extraPages} zusätzliche Seiten`, amount: extraPages * prices.extraPage[type] });
  if (paperSurcharge > 0) lines.push({ label: `Papier: ${PHOTOBOOK.papers[paper]}`, amount: paperSurcharge });
  if (refinement !== "ohne") lines.push({ label: `Veredelung: ${PHOTOBOOK_REFINEMENTS[refinement]}`, amount: prices.coverRefinement });
  return priced(context, 1, lines);
}

export interface PhotobookTypeInfo {
  type: PhotobookType;
  label: string;
  covers: { key: keyof typeof PHOTOBOOK.covers; label: string }[];
  bindings: { key: PhotobookBinding; label: string }[];
  papers: { key: keyof typeof PHOTOBOOK.papers; label: string; surcharge: number }[];
  formats: { key: PhotobookFormat; label: string }[];
  pageCounts: number[];
  /** Price per extra page. */
  extraPage: number;
  /** Cheapest configuration: smallest page count, cheapest cover and format, cheapest paper. */
  priceFrom: number;
}

/** The photo book types with their allowed options and from-prices (for /web-api/photobook-types). */
export function photobookTypes(country: string): { ok: true; currency: Currency; types: PhotobookTypeInfo[] } | PriceError {
  const context = listFor(country);
  if ("ok" in context) return context;
  const prices = context.list.photobook;
  const types = (Object.keys(PHOTOBOOK.types) as PhotobookType[]).map((type): PhotobookTypeInfo => {
    const rules = PHOTOBOOK.typeRules[type];
    const bindings = rules.bindings as readonly PhotobookBinding[];
    const covers = rules.covers as readonly (keyof typeof PHOTOBOOK.covers)[];
    const papers = (Object.entries(prices.papers[type]) as [keyof typeof PHOTOBOOK.papers, number][]).map(([key, surcharge]) => ({
      key,
      label: PHOTOBOOK.papers[key],
      surcharge,
    }));
    const basePrices = covers.flatMap((cover) => Object.values(prices.base[type][cover]!));
    return {
      type,
      label: PHOTOBOOK.types[type],
      covers: covers.map((key) => ({ key, label: PHOTOBOOK.covers[key] })),
      bindings: bindings.map((key) => ({ key, label: PHOTOBOOK.bindings[key] })),
      papers,
      formats: (Object.keys(PHOTOBOOK.formats) as PhotobookFormat[]).map((key) => ({ key, label: PHOTOBOOK.formats[key] })),
      pageCounts: bindings.flatMap((binding) => [...PHOTOBOOK.pageCounts[binding]]),
      extraPage: prices.extraPage[type],
      priceFrom: Math.min(...basePrices) + Math.min(...papers.map((p) => p.surcharge)),
    };
  });
  return { ok: true, currency: context.currency, types };
}

// ---------------------------------------------------------------------------------------------
// Photo prints
// ---------------------------------------------------------------------------------------------

type PrintFormatGroup = keyof typeof PHOTO_PRINT.formatGroups;
type PrintPaper = keyof typeof PHOTO_PRINT.papers;

/** Prices of every format of a format group on one paper (for /price-api/prices/format-group). */
export function photoPrintPrices(
  formatGroup: PrintFormatGroup,
  paper: PrintPaper,
  country: string,
): { ok: true; currency: Currency; formatGroup: PrintFormatGroup; paper: PrintPaper; prices: { format: string; price: number }[] } | PriceError {
  const context = listFor(country);
  if ("ok" in context) return context;
  if (!hasKey(PHOTO_PRINT.formatGroups, formatGroup)) return priceError("formatGroup", "Diese Formatgruppe gibt es nicht.");
  if (!hasKey(PHOTO_PRINT.papers, paper)) return priceError("paper", "Diese Papierart gibt es nicht.");
  const table: Partial<Record<string, number>> = context.list.photoPrint[paper];
  const prices = PHOTO_PRINT.formatGroups[formatGroup].flatMap((format) => {
    const price = table[format];
    return price === undefined ? [] : [{ format, price }];
  });
  if (prices.length === 0) return priceError("paper", `Das ${PHOTO_PRINT.papers[paper]} gibt es für diese Formate nicht.`);
  return { ok: true, currency: context.currency, formatGroup, paper, prices };
}

export interface ArticlePriceInput {
  /** WxH in tenths of mm, either orientation. */
  format: string;
  paper: PrintPaper;
  /** Prints of this article, 1 to 1000. */
  quantity: number;
  country: string;
}

/** Price of a photo-print article (one format on one paper, several copies). */
export function articlePrice(input: ArticlePriceInput): ProductPriceResult {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  if (!hasKey(PHOTO_PRINT.papers, input.paper)) return priceError("paper", "Diese Papierart gibt es nicht.");
  const format = normalisedFormat(input.format);
  const table: Partial<Record<string, number>> = context.list.photoPrint[input.paper];
  const price = format === undefined ? undefined : table[format];
  if (price === undefined) return priceError("format", `Dieses Format gibt es auf ${PHOTO_PRINT.papers[input.paper]} nicht.`);
  if (!isIntegerBetween(input.quantity, 1, PHOTO_PRINT_QUANTITY_MAX)) {
    return priceError("quantity", `Bitte wählen Sie eine Menge zwischen 1 und ${PHOTO_PRINT_QUANTITY_MAX}.`);
  }
  return priced(context, input.quantity, [{ label: `Fotoabzug ${format} auf ${PHOTO_PRINT.papers[input.paper]}`, amount: price }]);
}

// ---------------------------------------------------------------------------------------------
// Frames and wall art
// ---------------------------------------------------------------------------------------------

function wallArtFormat(value: unknown): WallArtFormat | undefined {
  const format = normalisedFormat(value);
  return (WALL_ART_FORMATS as readonly (string | undefined)[]).includes(format) ? (format as WallArtFormat) : undefined;
}

export interface FramePriceInput {
  family: FrameFamily;
  /** WxH in tenths of mm, either orientation (WALL_ART_FORMATS). */
  format: string;
  /** 0 or 30 mm; default the family's (FRAME_FAMILIES). Only families with a default of 30 have a passe-partout. */
  matSize?: number;
  /** The framed material, checked against the family when given. */
  material?: Material;
  country: string;
}

export interface FramePrice extends ProductPrice {
  frameType: string;
  matSize: 0 | 30;
  matType: keyof typeof MAT_TYPES;
}

/** Price of a frame alone (default black frame type), with its passe-partout when chosen. */
export function framePrice(input: FramePriceInput): FramePrice | PriceError {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  const frame = frameLines(context, input);
  if ("ok" in frame) return frame;
  return { ...priced(context, 1, frame.lines), frameType: frame.frameType, matSize: frame.matSize, matType: frame.matType };
}

function frameLines(
  context: ListContext,
  input: Omit<FramePriceInput, "country">,
): { lines: ProductPriceLine[]; frameType: string; matSize: 0 | 30; matType: keyof typeof MAT_TYPES } | PriceError {
  if (!hasKey(FRAME_FAMILIES, input.family)) return priceError("family", "Diesen Rahmen gibt es nicht.");
  const family = FRAME_FAMILIES[input.family];
  const format = wallArtFormat(input.format);
  if (!format) return priceError("format", `Den ${family.label} gibt es in diesem Format nicht.`);
  const matSize = input.matSize ?? family.matSize;
  if (matSize !== 0 && matSize !== 30) return priceError("matSize", "Das Passepartout ist 0 oder 30 mm breit.");
  if (matSize === 30 && family.matSize !== 30) return priceError("matSize", `Für den ${family.label} gibt es kein Passepartout.`);
  if (input.material !== undefined && !FRAME_MATERIALS[input.family].includes(input.material)) {
    return priceError("material", `${hasKey(MATERIALS, input.material) ? MATERIALS[input.material] : "Dieses Material"} passt nicht in den ${family.label}.`);
  }
  const prices = context.list;
  const lines: ProductPriceLine[] = [{ label: family.label, amount: prices.frames[input.family][format] }];
  if (matSize === 30) lines.push({ label: MAT_TYPES["mat-weiss"], amount: prices.mat });
  return { lines, frameType: family.defaultFrameType, matSize, matType: matSize === 30 ? "mat-weiss" : "mat-none" };
}

export interface WallArtPriceInput {
  material: Material;
  /** WxH in tenths of mm, either orientation (WALL_ART_FORMATS). */
  format: string;
  /** Optional frame around the picture. */
  frame?: { family: FrameFamily; matSize?: number };
  country: string;
}

/** Price of a wall picture: the print on its material, plus the frame when one is chosen. */
export function wallArtPrice(input: WallArtPriceInput): ProductPriceResult {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  if (!hasKey(MATERIALS, input.material)) return priceError("material", "Dieses Material gibt es nicht.");
  const format = wallArtFormat(input.format);
  const price = format === undefined ? undefined : context.list.wallArt[input.material][format];
  if (price === undefined) return priceError("format", `${MATERIALS[input.material]} gibt es in diesem Format nicht.`);
  const lines: ProductPriceLine[] = [{ label: `${MATERIALS[input.material]} ${format}`, amount: price }];
  if (input.frame) {
    const frame = frameLines(context, { ...input.frame, format: input.format, material: input.material });
    if ("ok" in frame) return frame;
    lines.push(...frame.lines);
  }
  return priced(context, 1, lines);
}

/** Prices of one material in every format it is offered in (for the format picker). */
export function wallArtPrices(material: Material, country: string): { ok: true; currency: Currency; prices: { format: WallArtFormat; price: number }[] } | PriceError {
  const context = listFor(country);
  if ("ok" in context) return context;
  if (!hasKey(MATERIALS, material)) return priceError("material", "Dieses Material gibt es nicht.");
  const table = context.list.wallArt[material];
  const prices = WALL_ART_FORMATS.flatMap((format) => (table[format] === undefined ? [] : [{ format, price: table[format]! }]));
  return { ok: true, currency: context.currency, prices };
}

// ---------------------------------------------------------------------------------------------
// Photo boxes, collages, merchandise, vouchers
// ---------------------------------------------------------------------------------------------

export interface PhotoboxPriceInput {
  type: PhotoBoxType;
  /** One of PHOTO_BOX.imageCounts[type]. */
  imageCount: number;
  /** Theme dt41 … dt58, checked when given; it does not change the price. */
  theme?: string;
  country: string;
}

export function photoboxPrice(input: PhotoboxPriceInput): ProductPriceResult {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  if (!hasKey(PHOTO_BOX.types, input.type)) return priceError("type", "Diese Fotobox gibt es nicht.");
  const counts: readonly number[] = PHOTO_BOX.imageCounts[input.type];
  if (!counts.includes(input.imageCount)) {
    return priceError("imageCount", `Die ${PHOTO_BOX.types[input.type]} gibt es mit ${counts.join(" oder ")} Bildern.`);
  }
  if (input.theme !== undefined && !PHOTO_BOX.themes.includes(input.theme)) return priceError("theme", "Dieses Motiv gibt es nicht.");
  const table: Record<number, number> = context.list.photobox[input.type];
  return priced(context, 1, [{ label: `${PHOTO_BOX.types[input.type]}, ${input.imageCount} Bilder`, amount: table[input.imageCount]! }]);
}

export interface CollagePriceInput {
  material: keyof typeof COLLAGE.materials;
  /** WxH in tenths of mm, either orientation (COLLAGE.formats). */
  format: string;
  country: string;
}

export function collagePrice(input: CollagePriceInput): ProductPriceResult {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  if (!hasKey(COLLAGE.materials, input.material)) return priceError("material", "Dieses Material gibt es nicht.");
  const format = normalisedFormat(input.format);
  if (!(COLLAGE.formats as readonly (string | undefined)[]).includes(format)) return priceError("format", "Die Collage gibt es in diesem Format nicht.");
  const table: Record<string, number> = context.list.collage[input.material];
  return priced(context, 1, [{ label: `Collage ${COLLAGE.materials[input.material]} ${format}`, amount: table[format!]! }]);
}

export interface MerchPriceInput {
  kind: MerchKind;
  /** One of MERCH[kind].variants. */
  variant: string;
  /** 1 to 100. */
  quantity: number;
  country: string;
}

export function merchPrice(input: MerchPriceInput): ProductPriceResult {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  if (!hasKey(MERCH, input.kind)) return priceError("kind", "Diesen Artikel gibt es nicht.");
  const table: Partial<Record<string, number>> = context.list.merch[input.kind];
  const price = hasKey(table, input.variant) ? table[input.variant] : undefined;
  if (price === undefined) return priceError("variant", "Diese Variante gibt es nicht.");
  if (!isIntegerBetween(input.quantity, 1, MERCH_QUANTITY_MAX)) return priceError("quantity", `Bitte wählen Sie eine Menge zwischen 1 und ${MERCH_QUANTITY_MAX}.`);
  return priced(context, input.quantity, [{ label: `${MERCH[input.kind].label} (${input.variant})`, amount: price }]);
}

/**
 * A gift voucher costs its value, in the currency of the country's price list. It is a
 * multi-purpose voucher: VAT is due when it is redeemed, so its sale carries none (vatRate 0).
 */
export function voucherPrice(input: { value: number; country: string }): ProductPriceResult {
  const context = listFor(input.country);
  if ("ok" in context) return context;
  if (!(VOUCHER_VALUES as readonly number[]).includes(input.value)) {
    return priceError("value", "Bitte wählen Sie einen der angebotenen Gutscheinwerte.");
  }
  return { ok: true, currency: context.currency, quantity: 1, perPiece: input.value, total: input.value, vatRate: 0, vatAmount: 0, breakdown: [{ label: "Geschenkgutschein", amount: input.value }] };
}
