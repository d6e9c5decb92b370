import type { AspectRatioKey, CardFormat, CardOccasion, CardProductType, Colour, Label, Paper, Punching, RefinementType, Style } from "./cards";

/**
 * A card design as the catalogue lists it: one product tile, one product page. Its printable
 * content for a colour variant is a DesignDocument made by the generator's `designDocument()`.
 */
export interface CardDesign {
  id: number;
  /** URL segment, unique: `<design-name-slug>-<id>`. */
  slug: string;
  /** Shopper-facing name: occasion and kind plus the design name, e.g. Hochzeitseinladung „Eukalyptus“. */
  name: string;
  /** The design's own name, e.g. "Eukalyptus". */
  designName: string;
  occasion: CardOccasion;
  productType: CardProductType;
  format: CardFormat;
  /** Other formats the same design is offered in. */
  furtherFormats: CardFormat[];
  aspectRatio: AspectRatioKey;
  style: Style;
  /** Colour variants; the first is the default. */
  colours: Colour[];
  labels: Label[];
  /** Orders in the last 90 days (drives "Bestseller" sorting). */
  popularity: number;
  /** Editorial rank for the "Empfehlung" sort, lower first. */
  recommendation: number;
  /** ISO date the design was published. */
  createdAt: string;
  /** The set (theme) the design belongs to, e.g. 1461. */
  themeId: number;
  punchings: Punching[];
  defaultPaper: Paper;
  /** Refinements the design is made for ("ohne" always included). */
  refinements: RefinementType[];
  /** German description for the product page (2–4 sentences). */
  description: string;
  /** The layout family the generator drew it with (for "Ähnliche Designs"). */
  layout: string;
  /** Seed of the design's own randomness, so documents are reproducible. */
  seed: number;
}

/** A theme (design series, spec §2 set page): matching invitation, save-the-date, menu card … */
export interface CardTheme {
  id: number;
  name: string;
  occasion: CardOccasion;
  style: Style;
  designIds: number[];
  description: string;
}
