import type { AspectRatioKey, CardOccasion, CardProductType, Colour, Label, SortKey } from "./cards";
import type { ListingFilters } from "./listing";
import type { Currency } from "../locales";

/** What a page needs to show a design tile (the browser never gets whole catalogue records). */
export interface DesignTile {
  id: number;
  name: string;
  href: string;
  /** Resizer path of the front side in the tile's colour, e.g. /img/design/12/green/front. */
  image: string;
  /** width / height of the front side. */
  aspectRatio: [number, number];
  colour: Colour;
  colours: { key: Colour; label: string; swatch: string; href: string }[];
  labels: { key: Label; label: string }[];
  priceFrom?: Money;
  rating?: { average: number; count: number };
}

export interface Money {
  amount: number;
  currency: Currency;
}

export interface Breadcrumb {
  label: string;
  href: string;
}

export interface FilterGroupView {
  key: keyof ListingFilters;
  label: string;
  options: { value: string; label: string; count: number; selected: boolean; swatch?: string }[];
}

export interface ListingView {
  kind: "listing";
  title: string;
  headline: string;
  intro: string;
  breadcrumbs: Breadcrumb[];
  occasion?: CardOccasion;
  productType?: CardProductType;
  total: number;
  tiles: DesignTile[];
  tileCount: number;
  pageSize: number;
  sort: SortKey;
  sortOptions: { value: SortKey; label: string }[];
  filters: FilterGroupView[];
  activeFilters: { key: keyof ListingFilters; value: string; label: string }[];
  /** Links to narrower listings (occasion → product types, or product type → occasions). */
  related: { label: string; href: string; count: number }[];
  aspectRatioFilter?: AspectRatioKey;
}

export interface PriceRow {
  quantity: number;
  perPiece: Money;
  total: Money;
}

export interface ShippingSummary {
  /** e.g. "Standardversand", "Expressversand" */
  label: string;
  price: Money;
  /** "ab" when the price depends on the order (express classes). */
  from: boolean;
  /** German delivery estimate, e.g. "Lieferung 26.11.–30.11.2026". */
  delivery: string;
}

export interface ProductView {
  kind: "product";
  id: number;
  name: string;
  designName: string;
  description: string;
  breadcrumbs: Breadcrumb[];
  colour: Colour;
  colours: { key: Colour; label: string; swatch: string; href: string; selected: boolean }[];
  sides: { id: string; label: string; image: string; aspectRatio: [number, number] }[];
  details: { label: string; value: string }[];
  priceFrom?: Money;
  priceNotes: { perPiece: string; total: string; excludingShipping: string };
  priceTable: PriceRow[];
  shipping: ShippingSummary[];
  shippingNote: string;
  rating?: { average: number; count: number };
  reviews: Review[];
  designHref: string;
  sampleHref: string;
  /** What the quantity picker and the live price need (spec §9 picker, prices from the server). */
  order: { format: string; paper: string; quantities: number[]; defaultQuantity: number; perPiece?: Money; total?: Money; cartHref: string };
  series: { id: number; name: string; href: string; tiles: DesignTile[] };
  similar: DesignTile[];
  labels: { key: Label; label: string }[];
}

export interface ThemeCard {
  id: number;
  name: string;
  occasion: string;
  designCount: number;
  href: string;
  /** Front of the theme's lead design. */
  image: string;
  aspectRatio: [number, number];
}

export interface ThemeView {
  kind: "theme";
  id: number;
  name: string;
  description: string;
  breadcrumbs: Breadcrumb[];
  tiles: DesignTile[];
}

export interface ThemesOverviewView {
  kind: "themes-overview";
  total: number;
  tileCount: number;
  pageSize: number;
  themes: ThemeCard[];
}

export interface TemplateCard {
  id: number;
  name: string;
  category: string;
  aspectRatio: "portrait" | "landscape" | "square";
  image: string;
  size: [number, number];
}

export interface PhotobookTemplatesView {
  total: number;
  templates: TemplateCard[];
  aspectRatios: { key: string; label: string; selected: boolean }[];
  categories: { key: string; label: string; selected: boolean }[];
}

/** A shopper's review of a design (stored in the shop's database). */
export interface Review {
  id: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  verifiedPurchase: boolean;
  createdAt: string;
}
