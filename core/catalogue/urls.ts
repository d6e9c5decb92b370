import { CARD_OCCASIONS, CARD_PRODUCT_TYPES, type CardOccasion, type CardProductType } from "./cards";
import type { CardDesign } from "./design";

/** Readable German catalogue paths (without the channel's trailing-slash rule; apply shopPath). */
export const ALL_CARDS_SEGMENT = "karten";
export const THEMES_OVERVIEW_SEGMENT = "designserien";
export const PHOTOBOOK_TEMPLATES_SEGMENT = "fotobuch-vorlagen";

const occasionBySlug = new Map<string, CardOccasion>(Object.entries(CARD_OCCASIONS).map(([key, o]) => [o.slug, key as CardOccasion]));
const productTypeBySlug = new Map<string, CardProductType>(Object.entries(CARD_PRODUCT_TYPES).map(([key, p]) => [p.slug, key as CardProductType]));

export function occasionPath(occasion: CardOccasion): string {
  return `/${CARD_OCCASIONS[occasion].slug}`;
}

export function occasionCategoryPath(occasion: CardOccasion, productType: CardProductType): string {
  return `/${CARD_OCCASIONS[occasion].slug}/${CARD_PRODUCT_TYPES[productType].slug}`;
}

export function productTypePath(productType: CardProductType): string {
  return `/${ALL_CARDS_SEGMENT}/${CARD_PRODUCT_TYPES[productType].slug}`;
}

export function allCardsPath(): string {
  return `/${ALL_CARDS_SEGMENT}`;
}

export function designPath(design: Pick<CardDesign, "occasion" | "productType" | "slug">): string {
  return `${occasionCategoryPath(design.occasion, design.productType)}/${design.slug}`;
}

export type CataloguePath =
  | { kind: "all-cards" }
  | { kind: "occasion"; occasion: CardOccasion }
  | { kind: "occasion-category"; occasion: CardOccasion; productType: CardProductType }
  | { kind: "category"; productType: CardProductType }
  | { kind: "design"; occasion: CardOccasion; productType: CardProductType; slug: string }
  | { kind: "themes-overview" }
  | { kind: "photobook-templates" };

/** Which catalogue page a path (prefixes removed) names, if any. */
export function parseCataloguePath(rest: string): CataloguePath | undefined {
  const segments = rest.split("/").filter(Boolean);
  const [first, second, third, ...more] = segments;
  if (!first || more.length) return undefined;
  if (first === ALL_CARDS_SEGMENT) {
    if (!second) return { kind: "all-cards" };
    const productType = productTypeBySlug.get(second);
    return productType && !third ? { kind: "category", productType } : undefined;
  }
  if (first === THEMES_OVERVIEW_SEGMENT && !second) return { kind: "themes-overview" };
  if (first === PHOTOBOOK_TEMPLATES_SEGMENT && !second) return { kind: "photobook-templates" };
  const occasion = occasionBySlug.get(first);
  if (!occasion) return undefined;
  if (!second) return { kind: "occasion", occasion };
  const productType = productTypeBySlug.get(second);
  if (!productType) return undefined;
  if (!third) return { kind: "occasion-category", occasion, productType };
  return /^[a-z0-9-]+-[0-9]+$/.test(third) ? { kind: "design", occasion, productType, slug: third } : undefined;
}
