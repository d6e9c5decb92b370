import type { EnvelopeSize, PENS, RIBBONS } from "../../core/catalogue/cards";
import type { InlaySubType } from "../../core/catalogue/accessories";
import type { PriceListId } from "./price-lists";

/**
 * Card accessories. Plain envelopes come free with every card (price 0 in the picker, spec §9);
 * printing an envelope (sender/recipient address) and adding an inlay cost the extra price of
 * their size class.
 */

export const ACCESSORY_SIZE_CLASSES = ["standard", "compact", "large"] as const;
export type AccessorySizeClass = (typeof ACCESSORY_SIZE_CLASSES)[number];

/**
 * Size classes, by area: C6 (16,2 × 11,4 cm) is the standard envelope of the A6 cards, B6
 * (17,6 × 12,5 cm) the roomier compact one of the square and B6 cards, DIN lang (22 × 11 cm) the
 * large one. Portrait and landscape inlays (10 × 14,3 cm) fit a C6 card and are standard, the
 * square inlay (14 × 14 cm) is compact.
 */
export const ENVELOPE_SIZE_CLASS: Record<EnvelopeSize, AccessorySizeClass> = {
  c6: "standard",
  b6: "compact",
  "din-lang": "large",
};
export const INLAY_SIZE_CLASS: Record<InlaySubType, AccessorySizeClass> = {
  hoch: "standard",
  quer: "standard",
  quadratisch: "compact",
};

/** Extra price per piece of a printed envelope or an inlay (spec §9 for DE, AT, CH). */
export const ENVELOPE_INLAY_EXTRA_PRICES: Record<PriceListId, Record<AccessorySizeClass, number>> = {
  DE: { standard: 95, compact: 110, large: 180 },
  AT: { standard: 100, compact: 150, large: 150 },
  CH: { standard: 100, compact: 120, large: 290 },
  GB: { standard: 85, compact: 99, large: 159 },
  US: { standard: 99, compact: 119, large: 199 },
};

/** Per-piece prices of the other accessories. */
export interface AccessoryPriceList {
  /** Self-adhesive seal, any motif. */
  seal: number;
  pen: Record<keyof typeof PENS, number>;
  /** One length of ribbon per card; delivered separately. */
  ribbon: Record<keyof typeof RIBBONS, number>;
  /** Binding screw for booklets and card fans, any colour. */
  screw: number;
  /** Clear bag for a card. */
  bag: number;
  /** Pre-tied bow. */
  bow: number;
  /** Gift box. */
  box: number;
  /** Poster rail to hang a seating plan. */
  posterbar: number;
  /** Display stand ("Aufsteller") for seating plans and table numbers. */
  standard: number;
}

export const ACCESSORY_PRICE_LISTS: Record<PriceListId, AccessoryPriceList> = {
  DE: {
    seal: 39,
    pen: { "gel-gold": 390, "gel-rosegold": 390, "gel-silber": 390, "filz-schwarz": 290 },
    ribbon: { "bakers-twine": 20, chiffon: 45, jute: 25, kordel: 25, "satin-10": 35, "satin-3": 25, wachs: 30, ohne: 0 },
    screw: 20,
    bag: 25,
    bow: 59,
    box: 290,
    posterbar: 990,
    standard: 390,
  },
  AT: {
    seal: 42,
    pen: { "gel-gold": 420, "gel-rosegold": 420, "gel-silber": 420, "filz-schwarz": 310 },
    ribbon: { "bakers-twine": 22, chiffon: 49, jute: 27, kordel: 27, "satin-10": 39, "satin-3": 27, wachs: 32, ohne: 0 },
    screw: 22,
    bag: 27,
    bow: 65,
    box: 310,
    posterbar: 1090,
    standard: 420,
  },
  CH: {
    seal: 60,
    pen: { "gel-gold": 590, "gel-rosegold": 590, "gel-silber": 590, "filz-schwarz": 450 },
    ribbon: { "bakers-twine": 30, chiffon: 70, jute: 40, kordel: 40, "satin-10": 55, "satin-3": 40, wachs: 45, ohne: 0 },
    screw: 30,
    bag: 40,
    bow: 90,
    box: 450,
    posterbar: 1490,
    standard: 590,
  },
  GB: {
    seal: 35,
    pen: { "gel-gold": 349, "gel-rosegold": 349, "gel-silber": 349, "filz-schwarz": 259 },
    ribbon: { "bakers-twine": 19, chiffon: 39, jute: 22, kordel: 22, "satin-10": 32, "satin-3": 22, wachs: 27, ohne: 0 },
    screw: 19,
    bag: 22,
    bow: 55,
    box: 259,
    posterbar: 899,
    standard: 349,
  },
  US: {
    seal: 45,
    pen: { "gel-gold": 449, "gel-rosegold": 449, "gel-silber": 449, "filz-schwarz": 329 },
    ribbon: { "bakers-twine": 25, chiffon: 55, jute: 29, kordel: 29, "satin-10": 39, "satin-3": 29, wachs: 35, ohne: 0 },
    screw: 25,
    bag: 29,
    bow: 69,
    box: 349,
    posterbar: 1199,
    standard: 449,
  },
};

/**
 * Free sample cards (spec §1, §9): the first 3 are free, each further one costs the list's price.
 * Samples are a card-brand promotion, so only the card brand's lists (DE, AT, CH) carry a price.
 */
export const SAMPLE_CARDS = {
  free: 3,
  max: 10,
  extraPrice: { DE: 190, AT: 190, CH: 350 } as Partial<Record<PriceListId, number>>,
} as const;
