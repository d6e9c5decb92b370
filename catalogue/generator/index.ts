/**
 * The deterministic card catalogue generator: `generateCatalogue()` for the design list and
 * themes the server indexes, `designDocument()` for the printable document of one design.
 */
export { generateCatalogue, slugify, DEFAULT_THEME_ID, REFERENCE_DATE, type CatalogueOptions } from "./catalogue";
export { designDocument, pieceKindOf, BLEED, SAFE_MARGIN } from "./document";
export { LAYOUTS, type LayoutName } from "./motifs";
export { allDesignNames } from "./names";
