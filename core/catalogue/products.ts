/** The other product kinds of spec §3: wall art, photo books, calendars, prints, boxes, collages, merch, vouchers. */

export const PRODUCT_KINDS = {
  card: "Karten",
  calendar: "Kalender",
  photobook: "Fotobücher",
  collage: "Collagen",
  photoframe: "Wandbilder",
  photoprint: "Fotoabzüge",
  photobox: "Fotoboxen",
  merch: "Merchandise",
} as const;
export type ProductKind = keyof typeof PRODUCT_KINDS;

export const MATERIALS = {
  acrylglas: "Acrylglas",
  aludibond: "Alu-Dibond",
  backlitfolie: "Backlitfolie",
  echtglas: "Echtglas",
  forexplatte: "Forexplatte",
  fototapete: "Fototapete",
  gallerybond: "Gallerybond",
  hahnemuehle: "Hahnemühle Fine Art",
  klebefolie: "Klebefolie",
  leinwand: "Leinwand",
  poster: "Poster",
  pvcplane: "PVC-Plane",
} as const;
export type Material = keyof typeof MATERIALS;

/** Frame families, each with its default black frame type, mat size (0 or 30) and mat type (spec §3). */
export const FRAME_FAMILIES = {
  alurahmen: { label: "Alurahmen", defaultFrameType: "alurahmen-schwarz", matSize: 30, matType: "mat-weiss" },
  artbox: { label: "Artbox", defaultFrameType: "artbox-schwarz", matSize: 0, matType: "mat-none" },
  fotorahmen: { label: "Fotorahmen", defaultFrameType: "fotorahmen-schwarz", matSize: 30, matType: "mat-weiss" },
  holzrahmen: { label: "Holzrahmen", defaultFrameType: "holzrahmen-schwarz", matSize: 30, matType: "mat-weiss" },
  kunststoffrahmen: { label: "Kunststoffrahmen", defaultFrameType: "kunststoffrahmen-schwarz", matSize: 0, matType: "mat-none" },
  "schattenfuge-leinwand": { label: "Schattenfugenrahmen Leinwand", defaultFrameType: "schattenfuge-leinwand-schwarz", matSize: 0, matType: "mat-none" },
  "schattenfuge-platte": { label: "Schattenfugenrahmen Platte", defaultFrameType: "schattenfuge-platte-schwarz", matSize: 0, matType: "mat-none" },
} as const;
export type FrameFamily = keyof typeof FRAME_FAMILIES;
export const FRAME_COLOURS = { schwarz: "Schwarz", weiss: "Weiß", eiche: "Eiche", walnuss: "Walnuss", silber: "Silber", gold: "Gold" } as const;
export const MAT_TYPES = { "mat-none": "Ohne Passepartout", "mat-weiss": "Passepartout weiß" } as const;

export const PHOTOBOOK = {
  types: { digitalfotobuch: "Digitaldruck-Fotobuch", echtfotobuch: "Echtfotobuch", fotoheft: "Fotoheft" },
  covers: { hard: "Hardcover", soft: "Softcover" },
  bindings: { heftbindung: "Heftbindung", layflat: "Layflat-Bindung", pur: "PUR-Klebebindung" },
  papers: { feinstweiss: "Feinstweiß", glaenzend: "Glänzend", matt: "Matt", standard: "Standard" },
  laminations: { glossy: "Glänzend", matt: "Matt" },
  formats: { "din-landscape": "DIN A4 quer", "din-portrait": "DIN A4 hoch", square: "Quadratisch 21 × 21 cm" },
  /** Page counts offered, in steps the bindings allow. */
  pageCounts: { heftbindung: [16, 20, 24, 28, 32], pur: [24, 32, 40, 48, 56, 64, 72, 80, 96, 120, 150], layflat: [20, 26, 32, 40, 50, 60, 70, 80, 100] },
  /** Which binding each type uses and which covers it may have. */
  typeRules: {
    digitalfotobuch: { bindings: ["pur"], covers: ["hard", "soft"] },
    echtfotobuch: { bindings: ["layflat"], covers: ["hard"] },
    fotoheft: { bindings: ["heftbindung"], covers: ["soft"] },
  },
} as const;
export type PhotobookType = keyof typeof PHOTOBOOK.types;
export type PhotobookFormat = keyof typeof PHOTOBOOK.formats;
export type PhotobookBinding = keyof typeof PHOTOBOOK.bindings;

/** Photo book template style categories (spec §2) and the aspect ratios they are browsed by. */
export const PHOTOBOOK_STYLE_CATEGORIES = {
  baby: "Baby",
  hochzeit: "Hochzeit",
  geburtstag: "Geburtstag",
  taufe: "Taufe",
  kommunion: "Kommunion",
  konfirmation: "Konfirmation",
  jugendweihe: "Jugendweihe",
  firmung: "Firmung",
  reisen: "Reisen",
  familie: "Familie",
  "gaestebuch-hochzeit": "Gästebuch Hochzeit",
  "gaestebuch-geburtstag": "Gästebuch Geburtstag",
  "gaestebuch-taufe": "Gästebuch Taufe",
  jahrbuch: "Jahrbuch",
  freunde: "Freunde",
} as const;
export type PhotobookStyleCategory = keyof typeof PHOTOBOOK_STYLE_CATEGORIES;
export const PHOTOBOOK_ASPECT_RATIOS = { portrait: "Hochformat", landscape: "Querformat", square: "Quadratisch" } as const;
export type PhotobookAspectRatio = keyof typeof PHOTOBOOK_ASPECT_RATIOS;

export const CALENDAR = {
  types: {
    familienplaner: "Familienplaner",
    kuechenkalender: "Küchenkalender",
    terminkalender: "Terminkalender",
    tischkalender: "Tischkalender",
    wandkalender: "Wandkalender",
  },
  formats: {
    "a3-hoch": "A3 hoch",
    "a3-quer": "A3 quer",
    "a4-hoch": "A4 hoch",
    "a4-quer": "A4 quer",
    "a5-quer": "A5 quer",
    "a6-hoch": "A6 hoch",
    "a6-quer": "A6 quer",
    "150-400": "15 × 40 cm",
    "200-400": "20 × 40 cm",
    "130-300": "13 × 30 cm",
    "145-145": "14,5 × 14,5 cm",
    "200-200": "20 × 20 cm",
    "300-300": "30 × 30 cm",
    "265-120": "26,5 × 12 cm",
  },
  /** Grouped formats per calendar type (spec §3). */
  formatGroups: {
    wandkalender: { klassisch: ["a3-hoch", "a3-quer", "a4-hoch", "a4-quer"], quadratisch: ["200-200", "300-300"] },
    familienplaner: { schmal: ["150-400", "200-400"], breit: ["a3-hoch"] },
    kuechenkalender: { schmal: ["130-300", "150-400"] },
    tischkalender: { klein: ["a6-quer", "145-145"], gross: ["a5-quer", "265-120"] },
    terminkalender: { klein: ["a6-hoch", "a6-quer"], gross: ["a5-quer", "a4-hoch"] },
  },
  mountings: { holzblock: "Holzblock", holzfuss: "Holzfuß", lochung: "Lochung", spirale: "Spiralbindung" },
  /** Mounting types each calendar type allows. */
  mountingRules: {
    wandkalender: ["spirale", "lochung"],
    familienplaner: ["spirale"],
    kuechenkalender: ["spirale"],
    tischkalender: ["holzblock", "holzfuss", "spirale"],
    terminkalender: ["spirale"],
  },
  papers: { standard: "Standardpapier", premium: "Premiumpapier matt", fotopapier: "Fotopapier seidenglänzend" },
  refinements: { ohne: "Ohne", gold: "Gold", silber: "Silber", rosegold: "Roségold" },
  accessories: { aufsteller: "Aufsteller", posterleiste: "Posterleiste" },
  /** Option labels of spec §3. */
  optionLabels: {
    displayStand: "Aufsteller",
    mounting: "Bindung",
    refinement: "Veredelung",
    woodBlock: "Holzblock",
    woodFoot: "Holzfuß",
    spiral: "Spiralbindung",
    holePunch: "Lochung",
    gold: "Gold",
    silver: "Silber",
    rosegold: "Roségold",
  },
} as const;
export type CalendarType = keyof typeof CALENDAR.types;
export type CalendarFormat = keyof typeof CALENDAR.formats;
export type CalendarMounting = keyof typeof CALENDAR.mountings;

/** Calendar configuration fields (spec §3). */
export interface CalendarConfiguration {
  designGroupId: number;
  designId: number;
  formatType: CalendarFormat;
  mountingType: CalendarMounting;
  paperType: keyof typeof CALENDAR.papers;
  refinementType: keyof typeof CALENDAR.refinements;
  startDate: string;
  startMonth: number;
  year: number;
  amount: number;
  accessoryTypes: (keyof typeof CALENDAR.accessories)[];
}

export const PHOTO_PRINT = {
  papers: { "fotopapier-matt": "Fotopapier matt", hahnemuehle: "Hahnemühle Fine Art", poster: "Posterpapier" },
  formatGroups: {
    klassisch: ["1000x1500", "1300x1800", "1500x2000", "2000x3000"],
    quadratisch: ["1000x1000", "1300x1300", "2000x2000"],
    poster: ["3000x4000", "4000x6000", "5000x7000", "6000x9000"],
  },
} as const;

export const PHOTO_BOX = {
  types: { small: "Fotobox klein", photoprint: "Fotobox mit Abzügen" },
  /** Theme ids dt41 to dt58 (spec §3). */
  themes: Array.from({ length: 18 }, (_, i) => `dt${41 + i}`),
  imageCounts: { small: [12, 24], photoprint: [24, 48, 96] },
} as const;
export type PhotoBoxType = keyof typeof PHOTO_BOX.types;
export function photoBoxQuantityLabel(count: number): string {
  return `${count} Bilder`;
}

export const COLLAGE = {
  materials: { leinwand: "Leinwand", mixed: "Gemischt", poster: "Poster", "framed-poster": "Gerahmtes Poster", raw: "Ohne Material" },
  defaultCollageId: { kartenwerk: 1, myposter: 13 },
  formats: ["3000x4000", "4000x6000", "5000x7000", "6000x9000", "5000x5000"],
} as const;

export const MERCH = {
  tasse: { label: "Fototasse", variants: ["weiss", "schwarz"] },
  kissen: { label: "Fotokissen", variants: ["40x40", "50x50"] },
  puzzle: { label: "Fotopuzzle", variants: ["500", "1000"] },
  mousepad: { label: "Mauspad", variants: ["standard"] },
} as const;
export type MerchKind = keyof typeof MERCH;

/** Gift vouchers: fixed values in minor units of the shopper's currency. */
export const VOUCHER_VALUES = [1000, 2500, 5000, 7500, 10000] as const;
