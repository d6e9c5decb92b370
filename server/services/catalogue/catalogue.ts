import {
  ASPECT_RATIO_FILTERS,
  CARD_FORMAT_GROUPS,
  CARD_FORMATS,
  CARD_OCCASIONS,
  CARD_PRODUCT_TYPES,
  COLOURS,
  LABELS,
  PAGE_SIZES,
  PUNCHINGS,
  SORT_OPTIONS,
  STYLES,
  PAPERS,
  PRICE_NOTES,
  REFINEMENT_LABELS,
  type CardFormat,
  type CardOccasion,
  type Colour,
} from "../../../core/catalogue/cards";
import { listingIntro } from "../../../core/catalogue/copy";
import type { CardDesign } from "../../../core/catalogue/design";
import { displayFormat, parseFormat } from "../../../core/catalogue/format";
import { parseListingSearch, type ListingFilters, type ListingQuery } from "../../../core/catalogue/listing";
import { allCardsPath, designPath, occasionCategoryPath, occasionPath, productTypePath, type CataloguePath } from "../../../core/catalogue/urls";
import type { Breadcrumb, DesignTile, ListingView, Money, PriceRow, ProductView, ShippingSummary, ThemeCard, ThemesOverviewView, ThemeView } from "../../../core/catalogue/view";
import type { CardTheme } from "../../../core/catalogue/design";
import type { Channel } from "../../../core/channels";
import { designImagePath } from "../../../core/images";
import { shopPath } from "../../../core/paths";
import type { ReviewService } from "../reviews/reviews";
import type { CatalogueIndex } from "./index";
import { productKinds } from "./kinds";

/** Who a page is rendered for: storefront (prices, paths) and device (page size). */
export interface ViewContext {
  channel: Channel;
  country: string;
  mobile: boolean;
}

export interface CatalogueDeps {
  index: CatalogueIndex;
  reviews: ReviewService;
  /** The lowest per-piece price of a card format in the storefront's currency ("ab … €"). */
  priceFrom: (format: CardFormat, country: string) => Money | undefined;
  /** Prices for a handful of quantities with the design's default paper and no refinement. */
  priceTable: (design: CardDesign, country: string) => PriceRow[];
  /** Quantity picker entries and the price at the default quantity (default paper, no refinement). */
  orderDefaults: (design: CardDesign, country: string, cartHref: string) => ProductView["order"];
  /** Shipping options with delivery estimates for an order placed now. */
  shipping: (channel: Channel, country: string, now: Date) => { options: ShippingSummary[]; note: string };
}

const SIDE_LABELS: Record<string, string> = { front: "Vorderseite", "inside-left": "Innen links", "inside-right": "Innen rechts", back: "Rückseite" };

const FILTER_LABELS: Record<keyof ListingFilters, { label: string; names: Record<string, string> }> = {
  category: { label: "Kartenart", names: Object.fromEntries(Object.entries(CARD_PRODUCT_TYPES).map(([k, v]) => [k, v.label])) },
  product: { label: "Format", names: CARD_FORMAT_GROUPS },
  aspectRatio: { label: "Ausrichtung", names: ASPECT_RATIO_FILTERS },
  color: { label: "Farbe", names: Object.fromEntries(Object.entries(COLOURS).map(([k, v]) => [k, v.label])) },
  style: { label: "Stil", names: STYLES },
  label: { label: "Neu & beliebt", names: LABELS },
  punching: { label: "Stanzung", names: PUNCHINGS },
};

export function createCatalogueService(deps: CatalogueDeps) {
  const { index } = deps;

  function tile(design: CardDesign, ctx: ViewContext, preferredColours: readonly Colour[] = []): DesignTile {
    const colour = design.colours.find((c) => preferredColours.includes(c)) ?? design.colours[0]!;
    const size = parseFormat(CARD_FORMATS[design.format].size);
    const href = (c: Colour) => `${shopPath(designPath(design), ctx.channel)}${c === design.colours[0] ? "" : `?color=${c}`}`;
    return {
      id: design.id,
      name: design.name,
      href: href(colour),
      image: designImagePath(design.id, colour, "front"),
      aspectRatio: [size.width, size.height],
      colour,
      colours: design.colours.map((c) => ({ key: c, label: COLOURS[c].label, swatch: COLOURS[c].swatch, href: href(c) })),
      labels: design.labels.map((l) => ({ key: l, label: LABELS[l] })),
      priceFrom: deps.priceFrom(design.format, ctx.country),
      rating: deps.reviews.summary(design.id),
    };
  }

  function breadcrumbs(path: CataloguePath, ctx: ViewContext): Breadcrumb[] {
    const p = (x: string) => shopPath(x, ctx.channel);
    const crumbs: Breadcrumb[] = [{ label: "Startseite", href: "/" }];
    if (path.kind === "all-cards" || path.kind === "category") crumbs.push({ label: "Karten", href: p(allCardsPath()) });
    if (path.kind === "category") crumbs.push({ label: CARD_PRODUCT_TYPES[path.productType].plural, href: p(productTypePath(path.productType)) });
    if (path.kind === "occasion" || path.kind === "occasion-category" || path.kind === "design") {
      crumbs.push({ label: CARD_OCCASIONS[path.occasion].title, href: p(occasionPath(path.occasion)) });
    }
    if (path.kind === "occasion-category" || path.kind === "design") {
      crumbs.push({ label: CARD_PRODUCT_TYPES[path.productType].plural, href: p(occasionCategoryPath(path.occasion, path.productType)) });
    }
    return crumbs;
  }

  function themeSummary(theme: CardTheme, channel: Channel): ThemeCard {
    const lead = index.byId(theme.designIds[0]!)!;
    const size = parseFormat(CARD_FORMATS[lead.format].size);
    return {
      id: theme.id,
      name: theme.name,
      occasion: CARD_OCCASIONS[theme.occasion].label,
      designCount: theme.designIds.length,
      href: shopPath(`/themes/${theme.id}`, channel),
      image: designImagePath(lead.id, lead.colours[0]!, "front"),
      aspectRatio: [size.width, size.height],
    };
  }

  /** Themes, the most popular first (sum of their designs' popularity). */
  const themesByPopularity = [...index.themes()]
    .map((t) => ({ t, score: t.designIds.reduce((sum, id) => sum + (index.byId(id)?.popularity ?? 0), 0) }))
    .sort((a, b) => b.score - a.score || a.t.id - b.t.id)
    .map((x) => x.t);

  return {
    index,
    tile,
    breadcrumbs,
    themeSummary,
    productKinds,
    themes: (occasion?: CardOccasion) => (occasion ? themesByPopularity.filter((t) => t.occasion === occasion) : themesByPopularity),

    /** The set page of a theme (spec §2 themes/:id): every design of the series. */
    theme(id: number, ctx: ViewContext): ThemeView | undefined {
      const theme = index.theme(id);
      if (!theme) return undefined;
      return {
        kind: "theme",
        id,
        name: theme.name,
        description: theme.description,
        breadcrumbs: [
          { label: "Startseite", href: "/" },
          { label: "Designserien", href: shopPath("/designserien", ctx.channel) },
          { label: `Serie „${theme.name}“`, href: shopPath(`/themes/${id}`, ctx.channel) },
        ],
        tiles: index.designsOfTheme(id).map((d) => tile(d, ctx)),
      };
    },

    themesOverview(search: URLSearchParams, ctx: ViewContext): ThemesOverviewView {
      const pageSize = ctx.mobile ? PAGE_SIZES[0] : PAGE_SIZES[1];
      const requested = Number(search.get("tileCount"));
      const tileCount = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 10_000) : pageSize;
      return { kind: "themes-overview", total: themesByPopularity.length, tileCount, pageSize, themes: themesByPopularity.slice(0, tileCount).map((t) => themeSummary(t, ctx.channel)) };
    },

    /**
     * A listing page for an occasion, a product type, both, or all cards. Bad filter values give
     * `{ ok: false }` with the zod error so the page can answer 400.
     */
    listing(path: Extract<CataloguePath, { kind: "all-cards" | "occasion" | "occasion-category" | "category" }>, search: URLSearchParams, ctx: ViewContext) {
      const occasion = path.kind === "occasion" || path.kind === "occasion-category" ? path.occasion : undefined;
      const productType = path.kind === "occasion-category" || path.kind === "category" ? path.productType : undefined;
      const pageSize = ctx.mobile ? PAGE_SIZES[0] : PAGE_SIZES[1];
      const parsed = parseListingSearch(search, { occasion }, pageSize);
      if (!parsed.success) return { ok: false as const, error: parsed.error };
      const query: ListingQuery = parsed.data;
      if (productType) query.filters.category = [productType];
      const result = index.query(query);

      const filters = (Object.keys(FILTER_LABELS) as (keyof ListingFilters)[])
        .filter((key) => !(key === "category" && productType))
        .map((key) => ({
          key,
          label: FILTER_LABELS[key].label,
          options: Object.entries(result.facets[key])
            .filter(([value, count]) => count > 0 || query.filters[key].includes(value as never))
            .map(([value, count]) => ({
              value,
              label: FILTER_LABELS[key].names[value] ?? value,
              count,
              selected: query.filters[key].includes(value as never),
              swatch: key === "color" ? COLOURS[value as Colour].swatch : undefined,
            })),
        }))
        .filter((group) => group.options.length > 1 || group.options.some((o) => o.selected));

      const related =
        path.kind === "occasion"
          ? index.occasionCategories().find((o) => o.occasion === path.occasion)!.productTypes.map((p) => ({
              label: CARD_PRODUCT_TYPES[p].plural,
              href: shopPath(occasionCategoryPath(path.occasion, p), ctx.channel),
              count: index.count(path.occasion, p),
            }))
          : path.kind === "all-cards"
            ? index.occasionCategories().map((o) => ({ label: CARD_OCCASIONS[o.occasion].title, href: shopPath(occasionPath(o.occasion), ctx.channel), count: index.count(o.occasion, undefined) }))
            : path.kind === "category"
              ? index.occasionCategories()
                  .filter((o) => o.productTypes.includes(path.productType))
                  .map((o) => ({ label: CARD_OCCASIONS[o.occasion].label, href: shopPath(occasionCategoryPath(o.occasion, path.productType), ctx.channel), count: index.count(o.occasion, path.productType) }))
              : [];

      const headline =
        path.kind === "occasion"
          ? CARD_OCCASIONS[path.occasion].title
          : path.kind === "occasion-category"
            ? `${CARD_PRODUCT_TYPES[path.productType].plural} ${CARD_OCCASIONS[path.occasion].label}`
            : path.kind === "category"
              ? CARD_PRODUCT_TYPES[path.productType].plural
              : "Alle Karten";

      const view: ListingView = {
        kind: "listing",
        title: headline,
        headline,
        intro: listingIntro(occasion, productType),
        breadcrumbs: breadcrumbs(path, ctx),
        occasion,
        productType,
        total: result.total,
        tiles: result.designs.map((d) => tile(d, ctx, query.filters.color)),
        tileCount: query.tileCount,
        pageSize,
        sort: query.sort,
        sortOptions: (Object.keys(SORT_OPTIONS) as (keyof typeof SORT_OPTIONS)[]).map((value) => ({ value, label: SORT_OPTIONS[value] })),
        filters,
        activeFilters: (Object.keys(query.filters) as (keyof ListingFilters)[])
          .filter((key) => !(key === "category" && productType))
          .flatMap((key) => (query.filters[key] as string[]).map((value) => ({ key, value, label: FILTER_LABELS[key].names[value] ?? value }))),
        related,
      };
      return { ok: true as const, view };
    },

    /** The product page of a design in one colour (unknown colours fall back to the default). */
    async product(design: CardDesign, requestedColour: string | null, ctx: ViewContext & { now: Date }): Promise<ProductView> {
      const colour = design.colours.find((c) => c === requestedColour) ?? design.colours[0]!;
      const format = CARD_FORMATS[design.format];
      const size = parseFormat(format.size);
      const base = shopPath(designPath(design), ctx.channel);
      const theme = index.theme(design.themeId);
      const shipping = deps.shipping(ctx.channel, ctx.country, ctx.now);
      const seriesTiles = index.designsOfTheme(design.themeId).filter((d) => d.id !== design.id).map((d) => tile(d, ctx));
      return {
        kind: "product",
        id: design.id,
        name: design.name,
        designName: design.designName,
        description: design.description,
        breadcrumbs: [...breadcrumbs({ kind: "design", occasion: design.occasion, productType: design.productType, slug: design.slug }, ctx), { label: design.name, href: base }],
        colour,
        colours: design.colours.map((c) => ({ key: c, label: COLOURS[c].label, swatch: COLOURS[c].swatch, href: c === design.colours[0] ? base : `${base}?color=${c}`, selected: c === colour })),
        sides: format.sides.map((side) => ({ id: side, label: SIDE_LABELS[side] ?? side, image: designImagePath(design.id, colour, side), aspectRatio: [size.width, size.height] })),
        details: [
          { label: "Format", value: format.label },
          { label: "Maße", value: displayFormat(size, "cm") },
          { label: "Papier", value: PAPERS[design.defaultPaper].label },
          { label: "Veredelung", value: design.refinements.map((r) => REFINEMENT_LABELS[r]).join(", ") },
          ...(design.punchings.length > 1 ? [{ label: "Stanzung", value: design.punchings.map((p) => PUNCHINGS[p]).join(", ") }] : []),
          ...(design.furtherFormats.length ? [{ label: "Weitere Formate", value: design.furtherFormats.map((f) => CARD_FORMATS[f].label).join(", ") }] : []),
          { label: "Anlass", value: CARD_OCCASIONS[design.occasion].label },
          { label: "Stil", value: STYLES[design.style] },
          { label: "Design-Nr.", value: String(design.id) },
        ],
        priceFrom: deps.priceFrom(design.format, ctx.country),
        priceNotes: PRICE_NOTES,
        priceTable: deps.priceTable(design, ctx.country),
        shipping: shipping.options,
        shippingNote: shipping.note,
        rating: deps.reviews.summary(design.id),
        reviews: await deps.reviews.latest(design.id, 6),
        order: deps.orderDefaults(design, ctx.country, shopPath("/warenkorb", ctx.channel)),
        designHref: shopPath(`/configurator-card/${design.id}`, ctx.channel) + `?color=${colour}`,
        sampleHref: shopPath("/musterkarten", ctx.channel) + `?design=${design.id}&color=${colour}`,
        series: { id: design.themeId, name: theme?.name ?? design.designName, href: shopPath(`/themes/${design.themeId}`, ctx.channel), tiles: seriesTiles },
        similar: index.similar(design, 12).map((d) => tile(d, ctx)),
        labels: design.labels.map((l) => ({ key: l, label: LABELS[l] })),
      };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
