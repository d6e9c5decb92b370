import { z } from "zod";
import {
  ASPECT_RATIO_FILTERS,
  CARD_FORMAT_GROUPS,
  CARD_OCCASIONS,
  CARD_PRODUCT_TYPES,
  COLOURS,
  LABELS,
  PAGE_SIZES,
  PUNCHINGS,
  SORT_OPTIONS,
  STYLES,
  type AspectRatioKey,
  type CardFormatGroup,
  type CardOccasion,
  type CardProductType,
  type Colour,
  type Label,
  type Punching,
  type SortKey,
  type Style,
} from "./cards";

const keys = <T extends Record<string, unknown>>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/** Filter values per filter key (spec §3: aspectRatio, category, color, label, product, punching, style). */
export const FILTER_VALUES = {
  aspectRatio: keys(ASPECT_RATIO_FILTERS),
  category: keys(CARD_PRODUCT_TYPES),
  color: keys(COLOURS),
  label: keys(LABELS),
  product: keys(CARD_FORMAT_GROUPS),
  punching: keys(PUNCHINGS),
  style: keys(STYLES),
} as const;

export interface ListingFilters {
  aspectRatio: AspectRatioKey[];
  category: CardProductType[];
  color: Colour[];
  label: Label[];
  product: CardFormatGroup[];
  punching: Punching[];
  style: Style[];
}

/** A listing request: the page's fixed scope (occasion, theme) plus the shopper's filters, sort and tile count. */
export interface ListingQuery {
  occasion?: CardOccasion;
  themeId?: number;
  filters: ListingFilters;
  sort: SortKey;
  /** How many tiles to show (grows by the page size with "Mehr Designs anzeigen"). */
  tileCount: number;
}

const list = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z
    .array(z.enum(values, { message: `Unbekannter Filterwert für ${label}.` }))
    .max(values.length)
    .default([]);

export const listingQuerySchema = z.object({
  occasion: z.enum(keys(CARD_OCCASIONS), { message: "Unbekannter Anlass." }).optional(),
  themeId: z.coerce.number().int().positive().max(1_000_000_000).optional(),
  filters: z
    .object({
      aspectRatio: list(FILTER_VALUES.aspectRatio, "Format"),
      category: list(FILTER_VALUES.category, "Kartenart"),
      color: list(FILTER_VALUES.color, "Farbe"),
      label: list(FILTER_VALUES.label, "Label"),
      product: list(FILTER_VALUES.product, "Produkt"),
      punching: list(FILTER_VALUES.punching, "Stanzung"),
      style: list(FILTER_VALUES.style, "Stil"),
    })
    .default({ aspectRatio: [], category: [], color: [], label: [], product: [], punching: [], style: [] }),
  sort: z.enum(keys(SORT_OPTIONS), { message: "Unbekannte Sortierung." }).default("sort"),
  tileCount: z.coerce.number().int({ message: "tileCount muss eine ganze Zahl sein." }).min(1, "tileCount muss mindestens 1 sein.").max(100_000).default(PAGE_SIZES[1]),
});

/** Reads a value list from a query: `color=a&color=b`, `color[]=a` and `color=a,b` all work. */
function readList(search: URLSearchParams, name: string): string[] {
  return [...search.getAll(name), ...search.getAll(`${name}[]`)]
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Parses a listing page's query string. Unknown parameters are ignored (tracking, utm_*); known
 * ones with bad values give the zod error, so the API can answer 400 and pages can fall back.
 */
export function parseListingSearch(search: URLSearchParams, scope: { occasion?: CardOccasion; themeId?: number } = {}, defaultTileCount: number = PAGE_SIZES[1]) {
  const filters: Record<string, string[]> = {};
  for (const key of Object.keys(FILTER_VALUES)) {
    const values = readList(search, key);
    if (values.length) filters[key] = [...new Set(values)];
  }
  const raw = {
    occasion: scope.occasion ?? (search.get("occasion") || undefined),
    themeId: scope.themeId ?? (search.get("themeId") || undefined),
    filters,
    sort: search.get("sort") || undefined,
    tileCount: search.get("tileCount") || defaultTileCount,
  };
  return listingQuerySchema.safeParse(raw);
}

/** The query string for a listing state (filters sorted, defaults left out), for links and history. */
export function listingSearch(query: ListingQuery, defaultTileCount: number = PAGE_SIZES[1]): string {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(query.filters) as [string, string[]][]) {
    for (const value of [...values].sort()) search.append(key, value);
  }
  if (query.sort !== "sort") search.set("sort", query.sort);
  if (query.tileCount !== defaultTileCount) search.set("tileCount", String(query.tileCount));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function emptyFilters(): ListingFilters {
  return { aspectRatio: [], category: [], color: [], label: [], product: [], punching: [], style: [] };
}

export function activeFilterCount(filters: ListingFilters): number {
  return Object.values(filters).reduce((sum, values) => sum + values.length, 0);
}
