import type { CALENDAR, COLLAGE, FrameFamily, Material, MerchKind, MERCH, PHOTOBOOK, PHOTO_PRINT, PhotoBoxType, PHOTO_BOX, PhotobookFormat, PhotobookType, CalendarType, CalendarFormat } from "../../core/catalogue/products";
import type { PriceListId } from "./price-lists";

/**
 * Price lists of the products other than cards, in minor units of each list's currency.
 * All prices include VAT. A missing entry means "not offered" (e.g. photo wallpaper below 50 × 70 cm).
 */

/** Wall-art formats (posters, materials, frames), portrait WxH in tenths of mm; landscape costs the same. */
export const WALL_ART_FORMATS = ["2000x3000", "3000x4000", "4000x6000", "5000x7000", "6000x9000", "3000x3000", "5000x5000"] as const;
export type WallArtFormat = (typeof WALL_ART_FORMATS)[number];

/** Which materials each frame family holds: paper in picture frames, canvas and plates in shadow-gap frames. */
export const FRAME_MATERIALS: Record<FrameFamily, readonly Material[]> = {
  alurahmen: ["poster", "hahnemuehle"],
  artbox: ["poster", "hahnemuehle"],
  fotorahmen: ["poster", "hahnemuehle"],
  holzrahmen: ["poster", "hahnemuehle"],
  kunststoffrahmen: ["poster", "hahnemuehle"],
  "schattenfuge-leinwand": ["leinwand"],
  "schattenfuge-platte": ["aludibond", "acrylglas", "forexplatte", "gallerybond"],
};

/** Calendar discount per copy from an amount on, in basis points (1000 = 10 %). */
export const CALENDAR_AMOUNT_DISCOUNTS = [
  { from: 1, basisPoints: 0 },
  { from: 3, basisPoints: 500 },
  { from: 10, basisPoints: 1000 },
  { from: 25, basisPoints: 1500 },
] as const;
export const CALENDAR_AMOUNT_MAX = 100;
export const PHOTO_PRINT_QUANTITY_MAX = 1000;
export const MERCH_QUANTITY_MAX = 100;

type CollageMaterial = keyof typeof COLLAGE.materials;
type CollageFormat = (typeof COLLAGE.formats)[number];
type PrintPaper = keyof typeof PHOTO_PRINT.papers;
type PrintFormat = (typeof PHOTO_PRINT.formatGroups)[keyof typeof PHOTO_PRINT.formatGroups][number];

export interface ProductPriceList {
  calendar: {
    /** Price of one calendar per type and format (standard paper, no refinement, spiral or punched). */
    base: { [T in CalendarType]: Partial<Record<CalendarFormat, number>> };
    papers: Record<keyof typeof CALENDAR.papers, number>;
    refinements: Record<keyof typeof CALENDAR.refinements, number>;
    mountings: Record<keyof typeof CALENDAR.mountings, number>;
  };
  photobook: {
    /** Price with the binding's smallest page count, per type, cover and format; a missing cover is not offered. */
    base: { [T in PhotobookType]: Partial<Record<keyof typeof PHOTOBOOK.covers, Record<PhotobookFormat, number>>> };
    /** Price of each page above the binding's smallest page count. */
    extraPage: Record<PhotobookType, number>;
    /** Paper surcharge per book; the papers listed are the ones a type offers. */
    papers: { [T in PhotobookType]: Partial<Record<keyof typeof PHOTOBOOK.papers, number>> };
    /** Foil refinement of a hard cover (gold, silver, rose gold). */
    coverRefinement: number;
  };
  /** Price per print; the formats listed per paper are the ones it is offered in. */
  photoPrint: Record<PrintPaper, Partial<Record<PrintFormat, number>>>;
  /** Frame alone (the picture is priced as wall art). */
  frames: Record<FrameFamily, Record<WallArtFormat, number>>;
  /** Passe-partout of 30 mm, for the families that have one. */
  mat: number;
  wallArt: Record<Material, Partial<Record<WallArtFormat, number>>>;
  photobox: { [T in PhotoBoxType]: Record<(typeof PHOTO_BOX.imageCounts)[T][number], number> };
  collage: Record<CollageMaterial, Record<CollageFormat, number>>;
  merch: { [K in MerchKind]: Record<(typeof MERCH)[K]["variants"][number], number> };
}

export const PRODUCT_PRICE_LISTS: Record<PriceListId, ProductPriceList> = {
  DE: {
    calendar: {
      base: {
        wandkalender: { "a3-hoch": 3499, "a3-quer": 3499, "a4-hoch": 2499, "a4-quer": 2499, "200-200": 1999, "300-300": 3299 },
        familienplaner: { "150-400": 2299, "200-400": 2699, "a3-hoch": 3499 },
        kuechenkalender: { "130-300": 1799, "150-400": 2199 },
        tischkalender: { "a6-quer": 1499, "145-145": 1699, "a5-quer": 1999, "265-120": 1899 },
        terminkalender: { "a6-hoch": 1299, "a6-quer": 1299, "a5-quer": 1699, "a4-hoch": 2299 },
      },
      papers: { standard: 0, premium: 300, fotopapier: 500 },
      refinements: { ohne: 0, gold: 500, silber: 500, rosegold: 500 },
      mountings: { spirale: 0, lochung: 0, holzblock: 1000, holzfuss: 800 },
    },
    photobook: {
      base: {
        digitalfotobuch: { hard: { "din-landscape": 3499, "din-portrait": 3499, square: 2999 }, soft: { "din-landscape": 2499, "din-portrait": 2499, square: 1999 } },
        echtfotobuch: { hard: { "din-landscape": 5999, "din-portrait": 5999, square: 4999 } },
        fotoheft: { soft: { "din-landscape": 1499, "din-portrait": 1499, square: 1299 } },
      },
      extraPage: { digitalfotobuch: 50, echtfotobuch: 150, fotoheft: 40 },
      papers: {
        digitalfotobuch: { standard: 0, matt: 300, glaenzend: 300, feinstweiss: 500 },
        echtfotobuch: { glaenzend: 0, matt: 0 },
        fotoheft: { standard: 0, matt: 100 },
      },
      coverRefinement: 999,
    },
    photoPrint: {
      "fotopapier-matt": { "1000x1500": 19, "1300x1800": 29, "1500x2000": 49, "2000x3000": 149, "1000x1000": 19, "1300x1300": 29, "2000x2000": 99, "3000x4000": 1499, "4000x6000": 1999, "5000x7000": 2499, "6000x9000": 3299 },
      hahnemuehle: { "1000x1500": 149, "1300x1800": 199, "1500x2000": 249, "2000x3000": 499, "1000x1000": 129, "1300x1300": 179, "2000x2000": 399, "3000x4000": 3999, "4000x6000": 5499, "5000x7000": 6999, "6000x9000": 8999 },
      poster: { "3000x4000": 1299, "4000x6000": 1799, "5000x7000": 2299, "6000x9000": 2999 },
    },
    frames: {
      alurahmen: { "2000x3000": 2499, "3000x4000": 2999, "4000x6000": 3999, "5000x7000": 4999, "6000x9000": 6499, "3000x3000": 2799, "5000x5000": 4499 },
      artbox: { "2000x3000": 2999, "3000x4000": 3499, "4000x6000": 4499, "5000x7000": 5499, "6000x9000": 6999, "3000x3000": 3299, "5000x5000": 4999 },
      fotorahmen: { "2000x3000": 1499, "3000x4000": 1999, "4000x6000": 2799, "5000x7000": 3499, "6000x9000": 4499, "3000x3000": 1799, "5000x5000": 2999 },
      holzrahmen: { "2000x3000": 2299, "3000x4000": 2799, "4000x6000": 3699, "5000x7000": 4499, "6000x9000": 5999, "3000x3000": 2599, "5000x5000": 3999 },
      kunststoffrahmen: { "2000x3000": 1299, "3000x4000": 1599, "4000x6000": 2199, "5000x7000": 2699, "6000x9000": 3499, "3000x3000": 1499, "5000x5000": 2399 },
      "schattenfuge-leinwand": { "2000x3000": 2999, "3000x4000": 3499, "4000x6000": 4499, "5000x7000": 5499, "6000x9000": 6999, "3000x3000": 3299, "5000x5000": 4999 },
      "schattenfuge-platte": { "2000x3000": 3499, "3000x4000": 3999, "4000x6000": 4999, "5000x7000": 5999, "6000x9000": 7499, "3000x3000": 3799, "5000x5000": 5499 },
    },
    mat: 500,
    wallArt: {
      poster: { "2000x3000": 999, "3000x4000": 1299, "4000x6000": 1799, "5000x7000": 2299, "6000x9000": 2999, "3000x3000": 1199, "5000x5000": 1999 },
      hahnemuehle: { "2000x3000": 2999, "3000x4000": 3999, "4000x6000": 5499, "5000x7000": 6999, "6000x9000": 8999, "3000x3000": 3499, "5000x5000": 5999 },
      leinwand: { "2000x3000": 2999, "3000x4000": 3499, "4000x6000": 4499, "5000x7000": 5499, "6000x9000": 6999, "3000x3000": 3299, "5000x5000": 4999 },
      acrylglas: { "2000x3000": 3999, "3000x4000": 4999, "4000x6000": 6999, "5000x7000": 8999, "6000x9000": 11999, "3000x3000": 4499, "5000x5000": 7999 },
      echtglas: { "2000x3000": 4999, "3000x4000": 5999, "4000x6000": 7999, "5000x7000": 9999, "6000x9000": 12999, "3000x3000": 5499, "5000x5000": 8999 },
      aludibond: { "2000x3000": 3499, "3000x4000": 4499, "4000x6000": 5999, "5000x7000": 7499, "6000x9000": 9999, "3000x3000": 3999, "5000x5000": 6999 },
      forexplatte: { "2000x3000": 2499, "3000x4000": 2999, "4000x6000": 3999, "5000x7000": 4999, "6000x9000": 6499, "3000x3000": 2799, "5000x5000": 4499 },
      gallerybond: { "2000x3000": 2999, "3000x4000": 3999, "4000x6000": 4999, "5000x7000": 6499, "6000x9000": 8499, "3000x3000": 3499, "5000x5000": 5999 },
      backlitfolie: { "2000x3000": 1999, "3000x4000": 2499, "4000x6000": 3499, "5000x7000": 4499, "6000x9000": 5999, "3000x3000": 2299, "5000x5000": 3999 },
      klebefolie: { "2000x3000": 1499, "3000x4000": 1999, "4000x6000": 2799, "5000x7000": 3499, "6000x9000": 4499, "3000x3000": 1799, "5000x5000": 2999 },
      fototapete: { "5000x7000": 4999, "6000x9000": 6999, "5000x5000": 5999 },
      pvcplane: { "4000x6000": 3999, "5000x7000": 4999, "6000x9000": 6499, "5000x5000": 4999 },
    },
    photobox: { small: { "12": 1999, "24": 2999 }, photoprint: { "24": 2499, "48": 3499, "96": 4999 } },
    collage: {
      poster: { "3000x4000": 1499, "4000x6000": 1999, "5000x7000": 2499, "6000x9000": 2999, "5000x5000": 2299 },
      mixed: { "3000x4000": 2499, "4000x6000": 3299, "5000x7000": 3999, "6000x9000": 4999, "5000x5000": 3699 },
      leinwand: { "3000x4000": 3499, "4000x6000": 4499, "5000x7000": 5499, "6000x9000": 6999, "5000x5000": 4999 },
      "framed-poster": { "3000x4000": 3999, "4000x6000": 4999, "5000x7000": 5999, "6000x9000": 7499, "5000x5000": 5499 },
      raw: { "3000x4000": 999, "4000x6000": 999, "5000x7000": 999, "6000x9000": 999, "5000x5000": 999 },
    },
    merch: { tasse: { weiss: 1499, schwarz: 1699 }, kissen: { "40x40": 2499, "50x50": 2999 }, puzzle: { "500": 2499, "1000": 2999 }, mousepad: { standard: 1299 } },
  },
  AT: {
    calendar: {
      base: {
        wandkalender: { "a3-hoch": 3699, "a3-quer": 3699, "a4-hoch": 2599, "a4-quer": 2599, "200-200": 2099, "300-300": 3499 },
        familienplaner: { "150-400": 2399, "200-400": 2799, "a3-hoch": 3699 },
        kuechenkalender: { "130-300": 1899, "150-400": 2299 },
        tischkalender: { "a6-quer": 1599, "145-145": 1799, "a5-quer": 2099, "265-120": 1999 },
        terminkalender: { "a6-hoch": 1399, "a6-quer": 1399, "a5-quer": 1799, "a4-hoch": 2399 },
      },
      papers: { standard: 0, premium: 300, fotopapier: 500 },
      refinements: { ohne: 0, gold: 500, silber: 500, rosegold: 500 },
      mountings: { spirale: 0, lochung: 0, holzblock: 1000, holzfuss: 800 },
    },
    photobook: {
      base: {
        digitalfotobuch: { hard: { "din-landscape": 3699, "din-portrait": 3699, square: 3099 }, soft: { "din-landscape": 2599, "din-portrait": 2599, square: 2099 } },
        echtfotobuch: { hard: { "din-landscape": 6299, "din-portrait": 6299, square: 5199 } },
        fotoheft: { soft: { "din-landscape": 1599, "din-portrait": 1599, square: 1399 } },
      },
      extraPage: { digitalfotobuch: 50, echtfotobuch: 150, fotoheft: 40 },
      papers: {
        digitalfotobuch: { standard: 0, matt: 300, glaenzend: 300, feinstweiss: 500 },
        echtfotobuch: { glaenzend: 0, matt: 0 },
        fotoheft: { standard: 0, matt: 100 },
      },
      coverRefinement: 999,
    },
    photoPrint: {
      "fotopapier-matt": { "1000x1500": 19, "1300x1800": 29, "1500x2000": 49, "2000x3000": 159, "1000x1000": 19, "1300x1300": 29, "2000x2000": 99, "3000x4000": 1599, "4000x6000": 2099, "5000x7000": 2599, "6000x9000": 3499 },
      hahnemuehle: { "1000x1500": 159, "1300x1800": 209, "1500x2000": 259, "2000x3000": 519, "1000x1000": 139, "1300x1300": 189, "2000x2000": 419, "3000x4000": 4199, "4000x6000": 5799, "5000x7000": 7299, "6000x9000": 9399 },
      poster: { "3000x4000": 1399, "4000x6000": 1899, "5000x7000": 2399, "6000x9000": 3099 },
    },
    frames: {
      alurahmen: { "2000x3000": 2599, "3000x4000": 3099, "4000x6000": 4199, "5000x7000": 5199, "6000x9000": 6799, "3000x3000": 2899, "5000x5000": 4699 },
      artbox: { "2000x3000": 3099, "3000x4000": 3699, "4000x6000": 4699, "5000x7000": 5799, "6000x9000": 7299, "3000x3000": 3499, "5000x5000": 5199 },
      fotorahmen: { "2000x3000": 1599, "3000x4000": 2099, "4000x6000": 2899, "5000x7000": 3699, "6000x9000": 4699, "3000x3000": 1899, "5000x5000": 3099 },
      holzrahmen: { "2000x3000": 2399, "3000x4000": 2899, "4000x6000": 3899, "5000x7000": 4699, "6000x9000": 6299, "3000x3000": 2699, "5000x5000": 4199 },
      kunststoffrahmen: { "2000x3000": 1399, "3000x4000": 1699, "4000x6000": 2299, "5000x7000": 2799, "6000x9000": 3699, "3000x3000": 1599, "5000x5000": 2499 },
      "schattenfuge-leinwand": { "2000x3000": 3099, "3000x4000": 3699, "4000x6000": 4699, "5000x7000": 5799, "6000x9000": 7299, "3000x3000": 3499, "5000x5000": 5199 },
      "schattenfuge-platte": { "2000x3000": 3699, "3000x4000": 4199, "4000x6000": 5199, "5000x7000": 6299, "6000x9000": 7899, "3000x3000": 3999, "5000x5000": 5799 },
    },
    mat: 500,
    wallArt: {
      poster: { "2000x3000": 999, "3000x4000": 1399, "4000x6000": 1899, "5000x7000": 2399, "6000x9000": 3099, "3000x3000": 1299, "5000x5000": 2099 },
      hahnemuehle: { "2000x3000": 3099, "3000x4000": 4199, "4000x6000": 5799, "5000x7000": 7299, "6000x9000": 9399, "3000x3000": 3699, "5000x5000": 6299 },
      leinwand: { "2000x3000": 3099, "3000x4000": 3699, "4000x6000": 4699, "5000x7000": 5799, "6000x9000": 7299, "3000x3000": 3499, "5000x5000": 5199 },
      acrylglas: { "2000x3000": 4199, "3000x4000": 5199, "4000x6000": 7299, "5000x7000": 9399, "6000x9000": 12599, "3000x3000": 4699, "5000x5000": 8399 },
      echtglas: { "2000x3000": 5199, "3000x4000": 6299, "4000x6000": 8399, "5000x7000": 10499, "6000x9000": 13599, "3000x3000": 5799, "5000x5000": 9399 },
      aludibond: { "2000x3000": 3699, "3000x4000": 4699, "4000x6000": 6299, "5000x7000": 7899, "6000x9000": 10499, "3000x3000": 4199, "5000x5000": 7299 },
      forexplatte: { "2000x3000": 2599, "3000x4000": 3099, "4000x6000": 4199, "5000x7000": 5199, "6000x9000": 6799, "3000x3000": 2899, "5000x5000": 4699 },
      gallerybond: { "2000x3000": 3099, "3000x4000": 4199, "4000x6000": 5199, "5000x7000": 6799, "6000x9000": 8899, "3000x3000": 3699, "5000x5000": 6299 },
      backlitfolie: { "2000x3000": 2099, "3000x4000": 2599, "4000x6000": 3699, "5000x7000": 4699, "6000x9000": 6299, "3000x3000": 2399, "5000x5000": 4199 },
      klebefolie: { "2000x3000": 1599, "3000x4000": 2099, "4000x6000": 2899, "5000x7000": 3699, "6000x9000": 4699, "3000x3000": 1899, "5000x5000": 3099 },
      fototapete: { "5000x7000": 5199, "6000x9000": 7299, "5000x5000": 6299 },
      pvcplane: { "4000x6000": 4199, "5000x7000": 5199, "6000x9000": 6799, "5000x5000": 5199 },
    },
    photobox: { small: { "12": 2099, "24": 3099 }, photoprint: { "24": 2599, "48": 3699, "96": 5199 } },
    collage: {
      poster: { "3000x4000": 1599, "4000x6000": 2099, "5000x7000": 2599, "6000x9000": 3099, "5000x5000": 2399 },
      mixed: { "3000x4000": 2599, "4000x6000": 3499, "5000x7000": 4199, "6000x9000": 5199, "5000x5000": 3899 },
      leinwand: { "3000x4000": 3699, "4000x6000": 4699, "5000x7000": 5799, "6000x9000": 7299, "5000x5000": 5199 },
      "framed-poster": { "3000x4000": 4199, "4000x6000": 5199, "5000x7000": 6299, "6000x9000": 7899, "5000x5000": 5799 },
      raw: { "3000x4000": 999, "4000x6000": 999, "5000x7000": 999, "6000x9000": 999, "5000x5000": 999 },
    },
    merch: { tasse: { weiss: 1599, schwarz: 1799 }, kissen: { "40x40": 2599, "50x50": 3099 }, puzzle: { "500": 2599, "1000": 3099 }, mousepad: { standard: 1399 } },
  },
  CH: {
    calendar: {
      base: {
        wandkalender: { "a3-hoch": 5090, "a3-quer": 5090, "a4-hoch": 3590, "a4-quer": 3590, "200-200": 2890, "300-300": 4790 },
        familienplaner: { "150-400": 3290, "200-400": 3890, "a3-hoch": 5090 },
        kuechenkalender: { "130-300": 2590, "150-400": 3190 },
        tischkalender: { "a6-quer": 2190, "145-145": 2490, "a5-quer": 2890, "265-120": 2790 },
        terminkalender: { "a6-hoch": 1890, "a6-quer": 1890, "a5-quer": 2490, "a4-hoch": 3290 },
      },
      papers: { standard: 0, premium: 450, fotopapier: 750 },
      refinements: { ohne: 0, gold: 750, silber: 750, rosegold: 750 },
      mountings: { spirale: 0, lochung: 0, holzblock: 1500, holzfuss: 1200 },
    },
    photobook: {
      base: {
        digitalfotobuch: { hard: { "din-landscape": 5090, "din-portrait": 5090, square: 4390 }, soft: { "din-landscape": 3590, "din-portrait": 3590, square: 2890 } },
        echtfotobuch: { hard: { "din-landscape": 8690, "din-portrait": 8690, square: 7290 } },
        fotoheft: { soft: { "din-landscape": 2190, "din-portrait": 2190, square: 1890 } },
      },
      extraPage: { digitalfotobuch: 75, echtfotobuch: 200, fotoheft: 60 },
      papers: {
        digitalfotobuch: { standard: 0, matt: 450, glaenzend: 450, feinstweiss: 750 },
        echtfotobuch: { glaenzend: 0, matt: 0 },
        fotoheft: { standard: 0, matt: 150 },
      },
      coverRefinement: 1490,
    },
    photoPrint: {
      "fotopapier-matt": { "1000x1500": 30, "1300x1800": 40, "1500x2000": 70, "2000x3000": 215, "1000x1000": 30, "1300x1300": 40, "2000x2000": 145, "3000x4000": 2190, "4000x6000": 2890, "5000x7000": 3590, "6000x9000": 4790 },
      hahnemuehle: { "1000x1500": 215, "1300x1800": 290, "1500x2000": 360, "2000x3000": 725, "1000x1000": 185, "1300x1300": 260, "2000x2000": 580, "3000x4000": 5790, "4000x6000": 7990, "5000x7000": 10190, "6000x9000": 13090 },
      poster: { "3000x4000": 1890, "4000x6000": 2590, "5000x7000": 3290, "6000x9000": 4390 },
    },
    frames: {
      alurahmen: { "2000x3000": 3590, "3000x4000": 4390, "4000x6000": 5790, "5000x7000": 7290, "6000x9000": 9390, "3000x3000": 4090, "5000x5000": 6490 },
      artbox: { "2000x3000": 4390, "3000x4000": 5090, "4000x6000": 6490, "5000x7000": 7990, "6000x9000": 10190, "3000x3000": 4790, "5000x5000": 7290 },
      fotorahmen: { "2000x3000": 2190, "3000x4000": 2890, "4000x6000": 4090, "5000x7000": 5090, "6000x9000": 6490, "3000x3000": 2590, "5000x5000": 4390 },
      holzrahmen: { "2000x3000": 3290, "3000x4000": 4090, "4000x6000": 5390, "5000x7000": 6490, "6000x9000": 8690, "3000x3000": 3790, "5000x5000": 5790 },
      kunststoffrahmen: { "2000x3000": 1890, "3000x4000": 2290, "4000x6000": 3190, "5000x7000": 3890, "6000x9000": 5090, "3000x3000": 2190, "5000x5000": 3490 },
      "schattenfuge-leinwand": { "2000x3000": 4390, "3000x4000": 5090, "4000x6000": 6490, "5000x7000": 7990, "6000x9000": 10190, "3000x3000": 4790, "5000x5000": 7290 },
      "schattenfuge-platte": { "2000x3000": 5090, "3000x4000": 5790, "4000x6000": 7290, "5000x7000": 8690, "6000x9000": 10890, "3000x3000": 5490, "5000x5000": 7990 },
    },
    mat: 750,
    wallArt: {
      poster: { "2000x3000": 1490, "3000x4000": 1890, "4000x6000": 2590, "5000x7000": 3290, "6000x9000": 4390, "3000x3000": 1690, "5000x5000": 2890 },
      hahnemuehle: { "2000x3000": 4390, "3000x4000": 5790, "4000x6000": 7990, "5000x7000": 10190, "6000x9000": 13090, "3000x3000": 5090, "5000x5000": 8690 },
      leinwand: { "2000x3000": 4390, "3000x4000": 5090, "4000x6000": 6490, "5000x7000": 7990, "6000x9000": 10190, "3000x3000": 4790, "5000x5000": 7290 },
      acrylglas: { "2000x3000": 5790, "3000x4000": 7290, "4000x6000": 10190, "5000x7000": 13090, "6000x9000": 17390, "3000x3000": 6490, "5000x5000": 11590 },
      echtglas: { "2000x3000": 7290, "3000x4000": 8690, "4000x6000": 11590, "5000x7000": 14490, "6000x9000": 18890, "3000x3000": 7990, "5000x5000": 13090 },
      aludibond: { "2000x3000": 5090, "3000x4000": 6490, "4000x6000": 8690, "5000x7000": 10890, "6000x9000": 14490, "3000x3000": 5790, "5000x5000": 10190 },
      forexplatte: { "2000x3000": 3590, "3000x4000": 4390, "4000x6000": 5790, "5000x7000": 7290, "6000x9000": 9390, "3000x3000": 4090, "5000x5000": 6490 },
      gallerybond: { "2000x3000": 4390, "3000x4000": 5790, "4000x6000": 7290, "5000x7000": 9390, "6000x9000": 12290, "3000x3000": 5090, "5000x5000": 8690 },
      backlitfolie: { "2000x3000": 2890, "3000x4000": 3590, "4000x6000": 5090, "5000x7000": 6490, "6000x9000": 8690, "3000x3000": 3290, "5000x5000": 5790 },
      klebefolie: { "2000x3000": 2190, "3000x4000": 2890, "4000x6000": 4090, "5000x7000": 5090, "6000x9000": 6490, "3000x3000": 2590, "5000x5000": 4390 },
      fototapete: { "5000x7000": 7290, "6000x9000": 10190, "5000x5000": 8690 },
      pvcplane: { "4000x6000": 5790, "5000x7000": 7290, "6000x9000": 9390, "5000x5000": 7290 },
    },
    photobox: { small: { "12": 2890, "24": 4390 }, photoprint: { "24": 3590, "48": 5090, "96": 7290 } },
    collage: {
      poster: { "3000x4000": 2190, "4000x6000": 2890, "5000x7000": 3590, "6000x9000": 4390, "5000x5000": 3290 },
      mixed: { "3000x4000": 3590, "4000x6000": 4790, "5000x7000": 5790, "6000x9000": 7290, "5000x5000": 5390 },
      leinwand: { "3000x4000": 5090, "4000x6000": 6490, "5000x7000": 7990, "6000x9000": 10190, "5000x5000": 7290 },
      "framed-poster": { "3000x4000": 5790, "4000x6000": 7290, "5000x7000": 8690, "6000x9000": 10890, "5000x5000": 7990 },
      raw: { "3000x4000": 1490, "4000x6000": 1490, "5000x7000": 1490, "6000x9000": 1490, "5000x5000": 1490 },
    },
    merch: { tasse: { weiss: 2190, schwarz: 2490 }, kissen: { "40x40": 3590, "50x50": 4390 }, puzzle: { "500": 3590, "1000": 4390 }, mousepad: { standard: 1890 } },
  },
  GB: {
    calendar: {
      base: {
        wandkalender: { "a3-hoch": 3099, "a3-quer": 3099, "a4-hoch": 2199, "a4-quer": 2199, "200-200": 1799, "300-300": 2899 },
        familienplaner: { "150-400": 1999, "200-400": 2399, "a3-hoch": 3099 },
        kuechenkalender: { "130-300": 1599, "150-400": 1899 },
        tischkalender: { "a6-quer": 1299, "145-145": 1499, "a5-quer": 1799, "265-120": 1699 },
        terminkalender: { "a6-hoch": 1099, "a6-quer": 1099, "a5-quer": 1499, "a4-hoch": 1999 },
      },
      papers: { standard: 0, premium: 250, fotopapier: 450 },
      refinements: { ohne: 0, gold: 450, silber: 450, rosegold: 450 },
      mountings: { spirale: 0, lochung: 0, holzblock: 900, holzfuss: 700 },
    },
    photobook: {
      base: {
        digitalfotobuch: { hard: { "din-landscape": 3099, "din-portrait": 3099, square: 2599 }, soft: { "din-landscape": 2199, "din-portrait": 2199, square: 1799 } },
        echtfotobuch: { hard: { "din-landscape": 5299, "din-portrait": 5299, square: 4399 } },
        fotoheft: { soft: { "din-landscape": 1299, "din-portrait": 1299, square: 1099 } },
      },
      extraPage: { digitalfotobuch: 45, echtfotobuch: 150, fotoheft: 35 },
      papers: {
        digitalfotobuch: { standard: 0, matt: 250, glaenzend: 250, feinstweiss: 450 },
        echtfotobuch: { glaenzend: 0, matt: 0 },
        fotoheft: { standard: 0, matt: 90 },
      },
      coverRefinement: 899,
    },
    photoPrint: {
      "fotopapier-matt": { "1000x1500": 19, "1300x1800": 29, "1500x2000": 39, "2000x3000": 129, "1000x1000": 19, "1300x1300": 29, "2000x2000": 89, "3000x4000": 1299, "4000x6000": 1799, "5000x7000": 2199, "6000x9000": 2899 },
      hahnemuehle: { "1000x1500": 129, "1300x1800": 179, "1500x2000": 219, "2000x3000": 439, "1000x1000": 109, "1300x1300": 159, "2000x2000": 349, "3000x4000": 3499, "4000x6000": 4799, "5000x7000": 6199, "6000x9000": 7899 },
      poster: { "3000x4000": 1099, "4000x6000": 1599, "5000x7000": 1999, "6000x9000": 2599 },
    },
    frames: {
      alurahmen: { "2000x3000": 2199, "3000x4000": 2599, "4000x6000": 3499, "5000x7000": 4399, "6000x9000": 5699, "3000x3000": 2499, "5000x5000": 3999 },
      artbox: { "2000x3000": 2599, "3000x4000": 3099, "4000x6000": 3999, "5000x7000": 4799, "6000x9000": 6199, "3000x3000": 2899, "5000x5000": 4399 },
      fotorahmen: { "2000x3000": 1299, "3000x4000": 1799, "4000x6000": 2499, "5000x7000": 3099, "6000x9000": 3999, "3000x3000": 1599, "5000x5000": 2599 },
      holzrahmen: { "2000x3000": 1999, "3000x4000": 2499, "4000x6000": 3299, "5000x7000": 3999, "6000x9000": 5299, "3000x3000": 2299, "5000x5000": 3499 },
      kunststoffrahmen: { "2000x3000": 1099, "3000x4000": 1399, "4000x6000": 1899, "5000x7000": 2399, "6000x9000": 3099, "3000x3000": 1299, "5000x5000": 2099 },
      "schattenfuge-leinwand": { "2000x3000": 2599, "3000x4000": 3099, "4000x6000": 3999, "5000x7000": 4799, "6000x9000": 6199, "3000x3000": 2899, "5000x5000": 4399 },
      "schattenfuge-platte": { "2000x3000": 3099, "3000x4000": 3499, "4000x6000": 4399, "5000x7000": 5299, "6000x9000": 6599, "3000x3000": 3299, "5000x5000": 4799 },
    },
    mat: 450,
    wallArt: {
      poster: { "2000x3000": 879, "3000x4000": 1099, "4000x6000": 1599, "5000x7000": 1999, "6000x9000": 2599, "3000x3000": 1099, "5000x5000": 1799 },
      hahnemuehle: { "2000x3000": 2599, "3000x4000": 3499, "4000x6000": 4799, "5000x7000": 6199, "6000x9000": 7899, "3000x3000": 3099, "5000x5000": 5299 },
      leinwand: { "2000x3000": 2599, "3000x4000": 3099, "4000x6000": 3999, "5000x7000": 4799, "6000x9000": 6199, "3000x3000": 2899, "5000x5000": 4399 },
      acrylglas: { "2000x3000": 3499, "3000x4000": 4399, "4000x6000": 6199, "5000x7000": 7899, "6000x9000": 10599, "3000x3000": 3999, "5000x5000": 6999 },
      echtglas: { "2000x3000": 4399, "3000x4000": 5299, "4000x6000": 6999, "5000x7000": 8799, "6000x9000": 11399, "3000x3000": 4799, "5000x5000": 7899 },
      aludibond: { "2000x3000": 3099, "3000x4000": 3999, "4000x6000": 5299, "5000x7000": 6599, "6000x9000": 8799, "3000x3000": 3499, "5000x5000": 6199 },
      forexplatte: { "2000x3000": 2199, "3000x4000": 2599, "4000x6000": 3499, "5000x7000": 4399, "6000x9000": 5699, "3000x3000": 2499, "5000x5000": 3999 },
      gallerybond: { "2000x3000": 2599, "3000x4000": 3499, "4000x6000": 4399, "5000x7000": 5699, "6000x9000": 7499, "3000x3000": 3099, "5000x5000": 5299 },
      backlitfolie: { "2000x3000": 1799, "3000x4000": 2199, "4000x6000": 3099, "5000x7000": 3999, "6000x9000": 5299, "3000x3000": 1999, "5000x5000": 3499 },
      klebefolie: { "2000x3000": 1299, "3000x4000": 1799, "4000x6000": 2499, "5000x7000": 3099, "6000x9000": 3999, "3000x3000": 1599, "5000x5000": 2599 },
      fototapete: { "5000x7000": 4399, "6000x9000": 6199, "5000x5000": 5299 },
      pvcplane: { "4000x6000": 3499, "5000x7000": 4399, "6000x9000": 5699, "5000x5000": 4399 },
    },
    photobox: { small: { "12": 1799, "24": 2599 }, photoprint: { "24": 2199, "48": 3099, "96": 4399 } },
    collage: {
      poster: { "3000x4000": 1299, "4000x6000": 1799, "5000x7000": 2199, "6000x9000": 2599, "5000x5000": 1999 },
      mixed: { "3000x4000": 2199, "4000x6000": 2899, "5000x7000": 3499, "6000x9000": 4399, "5000x5000": 3299 },
      leinwand: { "3000x4000": 3099, "4000x6000": 3999, "5000x7000": 4799, "6000x9000": 6199, "5000x5000": 4399 },
      "framed-poster": { "3000x4000": 3499, "4000x6000": 4399, "5000x7000": 5299, "6000x9000": 6599, "5000x5000": 4799 },
      raw: { "3000x4000": 879, "4000x6000": 879, "5000x7000": 879, "6000x9000": 879, "5000x5000": 879 },
    },
    merch: { tasse: { weiss: 1299, schwarz: 1499 }, kissen: { "40x40": 2199, "50x50": 2599 }, puzzle: { "500": 2199, "1000": 2599 }, mousepad: { standard: 1099 } },
  },
  US: {
    calendar: {
      base: {
        wandkalender: { "a3-hoch": 3799, "a3-quer": 3799, "a4-hoch": 2699, "a4-quer": 2699, "200-200": 2199, "300-300": 3599 },
        familienplaner: { "150-400": 2499, "200-400": 2999, "a3-hoch": 3799 },
        kuechenkalender: { "130-300": 1999, "150-400": 2399 },
        tischkalender: { "a6-quer": 1599, "145-145": 1899, "a5-quer": 2199, "265-120": 2099 },
        terminkalender: { "a6-hoch": 1399, "a6-quer": 1399, "a5-quer": 1899, "a4-hoch": 2499 },
      },
      papers: { standard: 0, premium: 350, fotopapier: 550 },
      refinements: { ohne: 0, gold: 550, silber: 550, rosegold: 550 },
      mountings: { spirale: 0, lochung: 0, holzblock: 1100, holzfuss: 900 },
    },
    photobook: {
      base: {
        digitalfotobuch: { hard: { "din-landscape": 3799, "din-portrait": 3799, square: 3299 }, soft: { "din-landscape": 2699, "din-portrait": 2699, square: 2199 } },
        echtfotobuch: { hard: { "din-landscape": 6599, "din-portrait": 6599, square: 5499 } },
        fotoheft: { soft: { "din-landscape": 1599, "din-portrait": 1599, square: 1399 } },
      },
      extraPage: { digitalfotobuch: 55, echtfotobuch: 150, fotoheft: 45 },
      papers: {
        digitalfotobuch: { standard: 0, matt: 350, glaenzend: 350, feinstweiss: 550 },
        echtfotobuch: { glaenzend: 0, matt: 0 },
        fotoheft: { standard: 0, matt: 110 },
      },
      coverRefinement: 1099,
    },
    photoPrint: {
      "fotopapier-matt": { "1000x1500": 19, "1300x1800": 29, "1500x2000": 49, "2000x3000": 159, "1000x1000": 19, "1300x1300": 29, "2000x2000": 109, "3000x4000": 1599, "4000x6000": 2199, "5000x7000": 2699, "6000x9000": 3599 },
      hahnemuehle: { "1000x1500": 159, "1300x1800": 219, "1500x2000": 269, "2000x3000": 549, "1000x1000": 139, "1300x1300": 199, "2000x2000": 439, "3000x4000": 4399, "4000x6000": 5999, "5000x7000": 7699, "6000x9000": 9899 },
      poster: { "3000x4000": 1399, "4000x6000": 1999, "5000x7000": 2499, "6000x9000": 3299 },
    },
    frames: {
      alurahmen: { "2000x3000": 2699, "3000x4000": 3299, "4000x6000": 4399, "5000x7000": 5499, "6000x9000": 7099, "3000x3000": 3099, "5000x5000": 4899 },
      artbox: { "2000x3000": 3299, "3000x4000": 3799, "4000x6000": 4899, "5000x7000": 5999, "6000x9000": 7699, "3000x3000": 3599, "5000x5000": 5499 },
      fotorahmen: { "2000x3000": 1599, "3000x4000": 2199, "4000x6000": 3099, "5000x7000": 3799, "6000x9000": 4899, "3000x3000": 1999, "5000x5000": 3299 },
      holzrahmen: { "2000x3000": 2499, "3000x4000": 3099, "4000x6000": 4099, "5000x7000": 4899, "6000x9000": 6599, "3000x3000": 2899, "5000x5000": 4399 },
      kunststoffrahmen: { "2000x3000": 1399, "3000x4000": 1799, "4000x6000": 2399, "5000x7000": 2999, "6000x9000": 3799, "3000x3000": 1599, "5000x5000": 2599 },
      "schattenfuge-leinwand": { "2000x3000": 3299, "3000x4000": 3799, "4000x6000": 4899, "5000x7000": 5999, "6000x9000": 7699, "3000x3000": 3599, "5000x5000": 5499 },
      "schattenfuge-platte": { "2000x3000": 3799, "3000x4000": 4399, "4000x6000": 5499, "5000x7000": 6599, "6000x9000": 8199, "3000x3000": 4199, "5000x5000": 5999 },
    },
    mat: 550,
    wallArt: {
      poster: { "2000x3000": 1099, "3000x4000": 1399, "4000x6000": 1999, "5000x7000": 2499, "6000x9000": 3299, "3000x3000": 1299, "5000x5000": 2199 },
      hahnemuehle: { "2000x3000": 3299, "3000x4000": 4399, "4000x6000": 5999, "5000x7000": 7699, "6000x9000": 9899, "3000x3000": 3799, "5000x5000": 6599 },
      leinwand: { "2000x3000": 3299, "3000x4000": 3799, "4000x6000": 4899, "5000x7000": 5999, "6000x9000": 7699, "3000x3000": 3599, "5000x5000": 5499 },
      acrylglas: { "2000x3000": 4399, "3000x4000": 5499, "4000x6000": 7699, "5000x7000": 9899, "6000x9000": 13199, "3000x3000": 4899, "5000x5000": 8799 },
      echtglas: { "2000x3000": 5499, "3000x4000": 6599, "4000x6000": 8799, "5000x7000": 10999, "6000x9000": 14299, "3000x3000": 5999, "5000x5000": 9899 },
      aludibond: { "2000x3000": 3799, "3000x4000": 4899, "4000x6000": 6599, "5000x7000": 8199, "6000x9000": 10999, "3000x3000": 4399, "5000x5000": 7699 },
      forexplatte: { "2000x3000": 2699, "3000x4000": 3299, "4000x6000": 4399, "5000x7000": 5499, "6000x9000": 7099, "3000x3000": 3099, "5000x5000": 4899 },
      gallerybond: { "2000x3000": 3299, "3000x4000": 4399, "4000x6000": 5499, "5000x7000": 7099, "6000x9000": 9299, "3000x3000": 3799, "5000x5000": 6599 },
      backlitfolie: { "2000x3000": 2199, "3000x4000": 2699, "4000x6000": 3799, "5000x7000": 4899, "6000x9000": 6599, "3000x3000": 2499, "5000x5000": 4399 },
      klebefolie: { "2000x3000": 1599, "3000x4000": 2199, "4000x6000": 3099, "5000x7000": 3799, "6000x9000": 4899, "3000x3000": 1999, "5000x5000": 3299 },
      fototapete: { "5000x7000": 5499, "6000x9000": 7699, "5000x5000": 6599 },
      pvcplane: { "4000x6000": 4399, "5000x7000": 5499, "6000x9000": 7099, "5000x5000": 5499 },
    },
    photobox: { small: { "12": 2199, "24": 3299 }, photoprint: { "24": 2699, "48": 3799, "96": 5499 } },
    collage: {
      poster: { "3000x4000": 1599, "4000x6000": 2199, "5000x7000": 2699, "6000x9000": 3299, "5000x5000": 2499 },
      mixed: { "3000x4000": 2699, "4000x6000": 3599, "5000x7000": 4399, "6000x9000": 5499, "5000x5000": 4099 },
      leinwand: { "3000x4000": 3799, "4000x6000": 4899, "5000x7000": 5999, "6000x9000": 7699, "5000x5000": 5499 },
      "framed-poster": { "3000x4000": 4399, "4000x6000": 5499, "5000x7000": 6599, "6000x9000": 8199, "5000x5000": 5999 },
      raw: { "3000x4000": 1099, "4000x6000": 1099, "5000x7000": 1099, "6000x9000": 1099, "5000x5000": 1099 },
    },
    merch: { tasse: { weiss: 1599, schwarz: 1899 }, kissen: { "40x40": 2699, "50x50": 3299 }, puzzle: { "500": 2699, "1000": 3299 }, mousepad: { standard: 1399 } },
  },
};
