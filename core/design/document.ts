import { z } from "zod";

/**
 * The design document (issue 3): the one description of a printed design that the browser
 * preview, the product images, the print files and the designer all render through
 * `renderSideSvg` in ./render-svg.ts. All lengths are tenths of millimetres on the trimmed page,
 * origin top-left; the bleed extends the page by `bleed` on every edge.
 */

/** Font families the shop ships: WOFF2 for the browser (@fontsource), TTF for the server. */
export const FONT_FAMILIES = [
  "Playfair Display",
  "Cormorant Garamond",
  "EB Garamond",
  "Lora",
  "Montserrat",
  "Josefin Sans",
  "Lato",
  "Great Vibes",
  "Parisienne",
  "Dancing Script",
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

const length = z.number().finite().min(-100_000).max(100_000);
const positive = z.number().finite().positive().max(100_000);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Farben werden als #rrggbb angegeben.");

export const SIDE_IDS = ["front", "inside-left", "inside-right", "back"] as const;
export type SideId = (typeof SIDE_IDS)[number];

const box = {
  id: z.string().min(1).max(60),
  x: length,
  y: length,
  width: positive,
  height: positive,
  /** Degrees clockwise around the element's centre. */
  rotation: z.number().finite().min(-360).max(360).default(0),
  /** Printed in foil when the order has a foil refinement (gold, silber, rosegold); drawn metallic in previews. */
  foil: z.boolean().default(false),
};

export const textElementSchema = z.object({
  type: z.literal("text"),
  ...box,
  /** What the text is for, so the designer and name upload can address it (names, date, place, body …). */
  role: z.string().min(1).max(40),
  text: z.string().max(2000),
  /** The design's sample text; a warning shows while the text still equals it. */
  sampleText: z.string().max(2000),
  editable: z.boolean().default(true),
  maxLength: z.number().int().min(1).max(2000).default(200),
  font: z.enum(FONT_FAMILIES),
  /** Font size in tenths of mm (cap height is about 0.7 of it). */
  size: positive,
  weight: z.union([z.literal(400), z.literal(600), z.literal(700)]).default(400),
  italic: z.boolean().default(false),
  color: colour,
  align: z.enum(["left", "center", "right"]).default("center"),
  lineHeight: z.number().finite().min(0.5).max(3).default(1.25),
  /** Letter spacing in em. */
  letterSpacing: z.number().finite().min(-0.2).max(1).default(0),
  uppercase: z.boolean().default(false),
});

export const imageElementSchema = z.object({
  type: z.literal("image"),
  ...box,
  role: z.string().min(1).max(40).default("photo"),
  shape: z.enum(["rect", "rounded", "circle", "arch"]).default("rect"),
  /** A stored image reference (`upload:<id>` or `sample:<name>`); empty shows the placeholder. */
  src: z.string().max(200).default(""),
  /** Crop: offset of the image centre from the slot centre (fraction of the slot), zoom ≥ 1, rotation in 90° steps. */
  crop: z
    .object({ offsetX: z.number().min(-1).max(1).default(0), offsetY: z.number().min(-1).max(1).default(0), zoom: z.number().min(1).max(8).default(1), rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0) })
    .default({ offsetX: 0, offsetY: 0, zoom: 1, rotation: 0 }),
  placeholderColor: colour.default("#e9e4dc"),
});

export const shapeElementSchema = z.object({
  type: z.literal("shape"),
  ...box,
  kind: z.enum(["rect", "ellipse", "line", "path"]),
  /** SVG path data in the element's own box (0..width, 0..height), for kind "path". */
  d: z.string().max(20_000).optional(),
  fill: colour.optional(),
  stroke: colour.optional(),
  strokeWidth: z.number().finite().min(0).max(500).default(0),
  cornerRadius: z.number().finite().min(0).max(10_000).default(0),
  opacity: z.number().min(0).max(1).default(1),
});

/** Ornaments are named vector drawings the renderer knows (leaves, florals, stars, frames …). */
export const ornamentElementSchema = z.object({
  type: z.literal("ornament"),
  ...box,
  name: z.string().min(1).max(60),
  color: colour,
  /** A second colour some ornaments use (berries, blossoms). */
  accent: colour.optional(),
  opacity: z.number().min(0).max(1).default(1),
  mirror: z.boolean().default(false),
});

export const elementSchema = z.discriminatedUnion("type", [textElementSchema, imageElementSchema, shapeElementSchema, ornamentElementSchema]);
export type DesignElement = z.infer<typeof elementSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type ShapeElement = z.infer<typeof shapeElementSchema>;
export type OrnamentElement = z.infer<typeof ornamentElementSchema>;

export const sideSchema = z.object({
  id: z.enum(SIDE_IDS),
  background: colour,
  /** Optional paper texture hint for previews: plain, linen, kraft, deckle. */
  texture: z.enum(["plain", "linen", "kraft", "deckle"]).default("plain"),
  elements: z.array(elementSchema).max(200),
});
export type DesignSide = z.infer<typeof sideSchema>;

export const designDocumentSchema = z.object({
  version: z.literal(1),
  /** Trimmed page size in tenths of mm. */
  width: positive,
  height: positive,
  /** Bleed on every edge, tenths of mm (2 mm = 20). */
  bleed: z.number().int().min(0).max(100).default(20),
  /** Keep text this far inside the trim edge, tenths of mm. */
  safeMargin: z.number().int().min(0).max(300).default(50),
  /** The palette the design was drawn with (named colours of the colour variant). */
  palette: z.record(z.string().max(30), colour),
  sides: z.array(sideSchema).min(1).max(8),
});
export type DesignDocument = z.infer<typeof designDocumentSchema>;
