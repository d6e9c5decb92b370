import type { CardFormatGroup, Paper, Punching, RefinementType } from "../../core/catalogue/cards";
import type { PriceListId } from "./price-lists";

/**
 * Card price lists. A card's base price per piece depends on its price class (derived from the
 * format group) and the quantity tier; paper, refinement and punching add to it.
 */

/** Price classes: format groups that cost the same to print and finish. */
export const CARD_PRICE_CLASSES = ["klein", "tischkarte", "flach", "umschlag", "klapp", "mehrteilig", "pocketfold", "sitzplan"] as const;
export type CardPriceClass = (typeof CARD_PRICE_CLASSES)[number];

export const CARD_GROUP_PRICE_CLASS: Record<CardFormatGroup, CardPriceClass> = {
  aufkleber: "klein",
  konfetti: "klein",
  wunderkerzenetikett: "klein",
  flaschenetikett: "klein",
  geschenkanhaenger: "klein",
  tischkarte: "tischkarte",
  fotostreifen: "tischkarte",
  polaroid: "tischkarte",
  banderole: "tischkarte",
  postkarte: "flach",
  einlegeblatt: "flach",
  einsteckkarte: "flach",
  ballonkarte: "flach",
  windlichtkarte: "flach",
  "besondere-formate": "flach",
  briefumschlag: "umschlag",
  klappkarte: "klapp",
  kartenfaecher: "klapp",
  doppelklappkarte: "mehrteilig",
  kartentrio: "mehrteilig",
  leporello: "mehrteilig",
  booklet: "mehrteilig",
  pocketfold: "pocketfold",
  fotobuch: "pocketfold",
  sitzplan: "sitzplan",
};

/**
 * Lowest quantity of each tier. Every boundary is a quantity-picker value, so a step of the
 * picker never lands in the middle of a tier. A tier holds from its boundary up to the next one.
 */
export const CARD_QUANTITY_TIERS = [1, 10, 25, 50, 100, 150, 250, 500, 1000, 2500] as const;

/** Base price per piece (minor units) on the reference paper (Premiumpapier), one entry per tier. */
export type CardTierPrices = readonly [number, number, number, number, number, number, number, number, number, number];

export interface CardPriceList {
  base: Record<CardPriceClass, CardTierPrices>;
  /** Per-piece surcharge of a refinement, and its one-off setup fee (foil die / relief plate). */
  refinements: Record<Exclude<RefinementType, "ohne">, { perPiece: number; setup: number }>;
  /** Per-piece surcharge of a punching. */
  punchings: Record<Exclude<Punching, "ohne">, number>;
}

/** Price classes that cannot be punched (already die-cut, or not a card). */
export const UNPUNCHABLE_CLASSES: readonly CardPriceClass[] = ["klein", "umschlag", "sitzplan"];

/**
 * Paper surcharge relative to the base price, in basis points (4000 = +40 %). Relative, because a
 * folded card uses twice the paper of a postcard; kraft and recycling paper are cheaper.
 */
export const PAPER_SURCHARGE_BP: Record<Paper, number> = {
  "premium-matt": 0,
  "premium-glanz": 0,
  naturpapier: 500,
  recyclingpapier: -500,
  leinenpapier: 1000,
  buettenpapier: 2500,
  perlmuttpapier: 2000,
  kraftpapier: -500,
  "extra-dick": 4000,
  transparentpapier: 1500,
};

export const CARD_PRICE_LISTS: Record<PriceListId, CardPriceList> = {
  DE: {
    base: {
      klein: [99, 59, 45, 39, 32, 29, 25, 22, 19, 16],
      tischkarte: [149, 99, 79, 69, 59, 55, 49, 45, 39, 35],
      flach: [249, 189, 149, 129, 105, 99, 89, 79, 69, 59],
      umschlag: [249, 199, 169, 149, 129, 125, 119, 109, 99, 95],
      klapp: [399, 299, 249, 219, 179, 169, 149, 129, 109, 99],
      mehrteilig: [549, 399, 339, 299, 249, 229, 199, 179, 159, 139],
      pocketfold: [799, 599, 499, 449, 379, 349, 319, 279, 249, 219],
      sitzplan: [3990, 3490, 3290, 2990, 2790, 2690, 2490, 2290, 2190, 1990],
    },
    refinements: {
      gold: { perPiece: 45, setup: 1490 },
      silber: { perPiece: 45, setup: 1490 },
      rosegold: { perPiece: 45, setup: 1490 },
      relief: { perPiece: 35, setup: 1990 },
    },
    punchings: { "runde-ecken": 10, herzecken: 20, wellenform: 25 },
  },
  AT: {
    base: {
      klein: [109, 65, 49, 42, 35, 32, 27, 24, 21, 18],
      tischkarte: [159, 105, 85, 75, 65, 59, 52, 48, 42, 38],
      flach: [269, 199, 159, 139, 110, 105, 95, 85, 75, 65],
      umschlag: [269, 209, 179, 159, 139, 135, 129, 119, 109, 105],
      klapp: [429, 319, 265, 235, 189, 179, 159, 139, 119, 109],
      mehrteilig: [589, 429, 359, 319, 265, 245, 215, 189, 169, 149],
      pocketfold: [849, 639, 529, 479, 399, 369, 339, 299, 265, 235],
      sitzplan: [4290, 3790, 3490, 3190, 2990, 2890, 2690, 2490, 2390, 2190],
    },
    refinements: {
      gold: { perPiece: 49, setup: 1590 },
      silber: { perPiece: 49, setup: 1590 },
      rosegold: { perPiece: 49, setup: 1590 },
      relief: { perPiece: 39, setup: 2090 },
    },
    punchings: { "runde-ecken": 10, herzecken: 22, wellenform: 27 },
  },
  CH: {
    base: {
      klein: [150, 90, 70, 60, 50, 45, 40, 35, 30, 25],
      tischkarte: [220, 150, 120, 105, 90, 85, 75, 70, 60, 55],
      flach: [370, 280, 220, 190, 155, 145, 130, 115, 100, 90],
      umschlag: [370, 290, 250, 220, 190, 185, 175, 160, 145, 140],
      klapp: [590, 450, 370, 320, 260, 245, 220, 190, 160, 145],
      mehrteilig: [790, 590, 490, 440, 370, 340, 295, 265, 235, 205],
      pocketfold: [1190, 890, 740, 660, 560, 515, 470, 410, 365, 320],
      sitzplan: [5990, 5290, 4990, 4490, 4190, 3990, 3690, 3390, 3290, 2990],
    },
    refinements: {
      gold: { perPiece: 60, setup: 1990 },
      silber: { perPiece: 60, setup: 1990 },
      rosegold: { perPiece: 60, setup: 1990 },
      relief: { perPiece: 50, setup: 2690 },
    },
    punchings: { "runde-ecken": 15, herzecken: 30, wellenform: 35 },
  },
  GB: {
    base: {
      klein: [89, 55, 39, 35, 29, 25, 22, 19, 17, 15],
      tischkarte: [129, 89, 69, 59, 52, 49, 45, 39, 35, 32],
      flach: [219, 169, 129, 115, 95, 89, 79, 69, 59, 52],
      umschlag: [219, 175, 149, 129, 115, 109, 105, 95, 89, 85],
      klapp: [349, 265, 219, 195, 159, 149, 129, 115, 95, 89],
      mehrteilig: [479, 349, 299, 265, 219, 199, 175, 159, 139, 125],
      pocketfold: [699, 529, 439, 395, 335, 309, 279, 245, 219, 195],
      sitzplan: [3490, 2990, 2890, 2590, 2490, 2390, 2190, 1990, 1890, 1790],
    },
    refinements: {
      gold: { perPiece: 40, setup: 1290 },
      silber: { perPiece: 40, setup: 1290 },
      rosegold: { perPiece: 40, setup: 1290 },
      relief: { perPiece: 30, setup: 1790 },
    },
    punchings: { "runde-ecken": 10, herzecken: 18, wellenform: 22 },
  },
  US: {
    base: {
      klein: [109, 65, 49, 45, 35, 32, 29, 25, 22, 19],
      tischkarte: [169, 109, 89, 79, 69, 65, 55, 49, 45, 39],
      flach: [279, 209, 169, 149, 119, 109, 99, 89, 79, 69],
      umschlag: [279, 219, 189, 169, 145, 139, 129, 119, 109, 105],
      klapp: [449, 339, 279, 249, 199, 189, 169, 145, 125, 115],
      mehrteilig: [599, 449, 379, 339, 279, 259, 225, 199, 179, 159],
      pocketfold: [899, 669, 559, 499, 425, 389, 355, 309, 279, 245],
      sitzplan: [4490, 3890, 3690, 3390, 3190, 2990, 2790, 2590, 2490, 2290],
    },
    refinements: {
      gold: { perPiece: 50, setup: 1590 },
      silber: { perPiece: 50, setup: 1590 },
      rosegold: { perPiece: 50, setup: 1590 },
      relief: { perPiece: 40, setup: 2190 },
    },
    punchings: { "runde-ecken": 10, herzecken: 20, wellenform: 25 },
  },
};
