import {
  ASPECT_RATIO_FILTERS,
  CARD_FORMAT_GROUPS,
  CARD_FORMATS,
  CARD_OCCASION_KEYS,
  CARD_PRODUCT_TYPE_KEYS,
  COLOUR_KEYS,
  LABELS,
  PUNCHINGS,
  STYLES,
  type CardOccasion,
  type CardProductType,
} from "../../../core/catalogue/cards";
import type { CardDesign, CardTheme } from "../../../core/catalogue/design";
import type { ListingFilters, ListingQuery } from "../../../core/catalogue/listing";

type FacetKey = keyof ListingFilters;

export interface ListingResult {
  total: number;
  designs: CardDesign[];
  /** Per filter key and value: how many designs match with every other active filter applied. */
  facets: Record<FacetKey, Record<string, number>>;
}

const VOCAB = {
  aspectRatio: Object.keys(ASPECT_RATIO_FILTERS),
  category: CARD_PRODUCT_TYPE_KEYS as string[],
  color: COLOUR_KEYS as string[],
  label: Object.keys(LABELS),
  product: Object.keys(CARD_FORMAT_GROUPS),
  punching: Object.keys(PUNCHINGS),
  style: Object.keys(STYLES),
} satisfies Record<FacetKey, string[]>;
const FACET_KEYS = Object.keys(VOCAB) as FacetKey[];
const SINGLE: FacetKey[] = ["aspectRatio", "category", "product", "style"];

/**
 * The in-memory catalogue: designs packed into typed arrays per filter key and presorted per sort
 * key, so a listing query is one pass over the sort order with integer tests (issue 3 budget:
 * p99 under 2 ms over the whole catalogue, also with 100,000 designs).
 */
export function createCatalogueIndex(designs: CardDesign[], themes: CardTheme[]) {
  const n = designs.length;
  const occasion = new Uint8Array(n);
  const theme = new Uint32Array(n);
  // For single-valued keys the value index; for multi-valued keys a bit mask of values.
  const fields: Record<FacetKey, Uint8Array | Uint16Array> = {
    aspectRatio: new Uint8Array(n),
    category: new Uint8Array(n),
    color: new Uint16Array(n),
    label: new Uint8Array(n),
    product: new Uint8Array(n),
    punching: new Uint8Array(n),
    style: new Uint8Array(n),
  };
  const indexOf = (key: FacetKey, value: string) => VOCAB[key].indexOf(value);
  const mask = (key: FacetKey, values: readonly string[]) => values.reduce((m, v) => m | (1 << indexOf(key, v)), 0);

  const byId = new Map<number, CardDesign>();
  const bySlug = new Map<string, CardDesign>();
  designs.forEach((d, i) => {
    occasion[i] = CARD_OCCASION_KEYS.indexOf(d.occasion);
    theme[i] = d.themeId;
    fields.aspectRatio[i] = indexOf("aspectRatio", d.aspectRatio);
    fields.category[i] = indexOf("category", d.productType);
    fields.product[i] = indexOf("product", CARD_FORMATS[d.format].group);
    fields.style[i] = indexOf("style", d.style);
    fields.color[i] = mask("color", d.colours);
    fields.label[i] = mask("label", d.labels);
    fields.punching[i] = mask("punching", d.punchings);
    byId.set(d.id, d);
    bySlug.set(d.slug, d);
  });

  const ids = designs.map((_, i) => i);
  const orders = {
    sort: Uint32Array.from([...ids].sort((a, b) => designs[a]!.recommendation - designs[b]!.recommendation || designs[a]!.id - designs[b]!.id)),
    popularity: Uint32Array.from([...ids].sort((a, b) => designs[b]!.popularity - designs[a]!.popularity || designs[a]!.id - designs[b]!.id)),
    created: Uint32Array.from([...ids].sort((a, b) => (designs[a]!.createdAt < designs[b]!.createdAt ? 1 : designs[a]!.createdAt > designs[b]!.createdAt ? -1 : designs[a]!.id - designs[b]!.id))),
  };
  const themesById = new Map(themes.map((t) => [t.id, t]));
  const pairCounts = new Map<string, number>();
  for (const d of designs) {
    for (const key of [`${d.occasion}|${d.productType}`, `${d.occasion}|`, `|${d.productType}`]) pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
  }

  function query(q: ListingQuery): ListingResult {
    const occasionFilter = q.occasion ? CARD_OCCASION_KEYS.indexOf(q.occasion) : -1;
    const themeFilter = q.themeId ?? 0;
    // Per key: for single-valued keys an allow-table, for multi-valued keys a mask; null = no filter.
    const active = FACET_KEYS.filter((key) => q.filters[key].length > 0);
    const allow: Partial<Record<FacetKey, Uint8Array>> = {};
    const masks: Partial<Record<FacetKey, number>> = {};
    for (const key of active) {
      if (SINGLE.includes(key)) {
        const table = new Uint8Array(VOCAB[key].length);
        for (const value of q.filters[key]) table[indexOf(key, value)] = 1;
        allow[key] = table;
      } else {
        masks[key] = mask(key, q.filters[key]);
      }
    }
    const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, new Uint32Array(VOCAB[key].length)])) as Record<FacetKey, Uint32Array>;
    const order = orders[q.sort];
    const picked: CardDesign[] = [];
    let total = 0;

    for (let o = 0; o < order.length; o++) {
      const i = order[o]!;
      if (occasionFilter >= 0 && occasion[i] !== occasionFilter) continue;
      if (themeFilter && theme[i] !== themeFilter) continue;
      let failed = -1;
      let failures = 0;
      for (let k = 0; k < active.length; k++) {
        const key = active[k]!;
        const table = allow[key];
        const pass = table ? table[fields[key][i]!] === 1 : (fields[key][i]! & masks[key]!) !== 0;
        if (!pass) {
          failures += 1;
          failed = k;
          if (failures > 1) break;
        }
      }
      if (failures > 1) continue;
      // Facet counts: a design counts for key K when it passes every filter except perhaps K's own.
      if (failures === 1) {
        countFacet(facets, active[failed]!, i);
        continue;
      }
      for (const key of FACET_KEYS) countFacet(facets, key, i);
      total += 1;
      if (picked.length < q.tileCount) picked.push(designs[i]!);
    }
    return {
      total,
      designs: picked,
      facets: Object.fromEntries(
        FACET_KEYS.map((key) => [key, Object.fromEntries(VOCAB[key].map((value, v) => [value, facets[key][v]!]))]),
      ) as ListingResult["facets"],
    };
  }

  function countFacet(facets: Record<FacetKey, Uint32Array>, key: FacetKey, i: number) {
    const value = fields[key][i]!;
    if (SINGLE.includes(key)) facets[key][value]! += 1;
    else for (let bit = 0; bit < VOCAB[key].length; bit++) if (value & (1 << bit)) facets[key][bit]! += 1;
  }

  return {
    size: n,
    query,
    byId: (id: number) => byId.get(id),
    bySlug: (slug: string) => bySlug.get(slug),
    theme: (id: number) => themesById.get(id),
    themes: () => themes,
    designsOfTheme: (id: number) => themesById.get(id)?.designIds.map((d) => byId.get(d)!).filter(Boolean) ?? [],
    /** Designs like this one: same layout family or same style for the same occasion, best sellers first. */
    similar(design: CardDesign, limit: number): CardDesign[] {
      const result: CardDesign[] = [];
      for (const i of orders.popularity) {
        const other = designs[i]!;
        if (other.id === design.id || other.themeId === design.themeId) continue;
        if (other.occasion !== design.occasion || other.productType !== design.productType) continue;
        if (other.layout !== design.layout && other.style !== design.style) continue;
        result.push(other);
        if (result.length >= limit) break;
      }
      return result;
    },
    /** How many designs an occasion, a product type or the pair of both has (0 when none). */
    count(occasion: CardOccasion | undefined, productType: CardProductType | undefined): number {
      return pairCounts.get(`${occasion ?? ""}|${productType ?? ""}`) ?? (occasion || productType ? 0 : n);
    },
    /** Occasions with designs and their product types, in catalogue order, for navigation and the sitemap. */
    occasionCategories(): { occasion: CardOccasion; productTypes: CardProductType[] }[] {
      return CARD_OCCASION_KEYS.filter((o) => pairCounts.has(`${o}|`)).map((o) => ({
        occasion: o,
        productTypes: CARD_PRODUCT_TYPE_KEYS.filter((p) => pairCounts.has(`${o}|${p}`)),
      }));
    },
    productTypesWithDesigns(): CardProductType[] {
      return CARD_PRODUCT_TYPE_KEYS.filter((p) => pairCounts.has(`|${p}`));
    },
    all: () => designs,
  };
}
export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
