import type { ProductView, ListingView, ThemesOverviewView } from "../../../core/catalogue/view";
import type { Channel } from "../../../core/channels";
import { parseShopPath, shopPath } from "../../../core/paths";
import { designPath, parseCataloguePath } from "../../../core/catalogue/urls";
import type { CatalogueService } from "../catalogue/catalogue";
import type { RedirectService } from "../redirects/redirects";
import type { TemplateService } from "../catalogue/templates";
import type { Story } from "../content/store";
import type { ContentSource } from "../content/source";
import { attachBlockData, seoQuestions } from "../content/block-data";
import { parseListingSearch } from "../../../core/catalogue/listing";
import { CARD_OCCASIONS, type CardOccasion } from "../../../core/catalogue/cards";
import { PHOTOBOOK_ASPECT_RATIOS, PHOTOBOOK_STYLE_CATEGORIES, type PhotobookAspectRatio, type PhotobookStyleCategory } from "../../../core/catalogue/products";

export interface PageRequest {
  channel: Channel;
  country: string;
  /** Page path as requested (prefixes included) and its query. */
  pathname: string;
  search: string;
  mobile: boolean;
  now: Date;
}

export type PageResolution =
  | { kind: "listing"; view: ListingView }
  | { kind: "product"; view: ProductView }
  | { kind: "themes-overview"; view: ThemesOverviewView }
  | { kind: "photobook-templates"; view: ReturnType<TemplateService["photobookTemplates"]> }
  | { kind: "content"; story: Story; preview: boolean; questions: { question: string; answer: string }[] }
  | { kind: "badRequest"; message: string }
  | { kind: "redirect"; location: string; status: number }
  | { kind: "notFound"; path: string };

/**
 * Resolves a path the declared routes do not cover (spec §2 `/:slug(.*)*`): catalogue pages first
 * (card brand), then operators' redirects; what nothing claims is a 404. Content pages join here.
 */
/** Storyblok's live-preview parameter: the id of the story the visual editor opened. */
export const PREVIEW_PARAM = "_storyblok";

export function createPageResolver(deps: { redirects: RedirectService; catalogue?: CatalogueService; templates?: TemplateService; content?: ContentSource }) {
  async function redirectOrNotFound(channel: Channel, pathname: string, search: string): Promise<PageResolution> {
    const redirect = await deps.redirects.find(channel, pathname);
    if (redirect) {
      const [targetPath, targetQuery] = redirect.toPath.split("?");
      const query = new URLSearchParams(targetQuery ?? "");
      for (const [name, value] of new URLSearchParams(search)) if (!query.has(name)) query.append(name, value);
      const text = query.toString();
      return { kind: "redirect", location: `${targetPath}${text ? `?${text}` : ""}`, status: redirect.statusCode };
    }
    return { kind: "notFound", path: `${pathname}${search}` };
  }

  /** Shop data for blocks: shipping rules, and design tiles from the catalogue. */
  function blockContext(request: PageRequest) {
    const catalogue = deps.catalogue;
    return {
      channel: request.channel,
      country: request.country,
      designTiles: catalogue
        ? ({ occasion, sort, count }: { occasion?: string; sort: "popularity" | "created" | "sort"; count: number }) => {
            const parsed = parseListingSearch(new URLSearchParams(), {}, count);
            if (!parsed.success) return [];
            const known = occasion && occasion in CARD_OCCASIONS ? (occasion as CardOccasion) : undefined;
            return catalogue.index.query({ ...parsed.data, occasion: known, sort, tileCount: count }).designs.map((d) => catalogue.tile(d, { channel: request.channel, country: request.country, mobile: request.mobile }));
          }
        : undefined,
    };
  }

  return {
    /** The home story (`home`) with its block data, when the content has one. */
    async home(request: PageRequest): Promise<{ story: Story; preview: boolean } | undefined> {
      if (!deps.content || request.channel !== "kartenwerk") return undefined;
      const previewId = new URLSearchParams(request.search).get(PREVIEW_PARAM);
      const draft = previewId ? await deps.content.story("home", "draft") : undefined;
      const story = draft && String(draft.id) === previewId ? draft : await deps.content.story("home", "published");
      if (!story) return undefined;
      return { story: { ...story, content: attachBlockData(story.content, blockContext(request)) }, preview: story === draft };
    },

    async resolve(request: PageRequest): Promise<PageResolution> {
      const catalogue = deps.catalogue;
      const { subLocale, desktopApp, rest } = parseShopPath(request.pathname);
      const catalogPath = request.channel === "kartenwerk" && catalogue ? parseCataloguePath(rest) : undefined;
      if (catalogPath && catalogue) {
        const ctx = { channel: request.channel, country: request.country, mobile: request.mobile };
        const search = new URLSearchParams(request.search);
        if (catalogPath.kind === "design") {
          const design = catalogue.index.bySlug(catalogPath.slug);
          if (design) {
            // A design reached under another occasion or kind answers with its one canonical path.
            if (design.occasion !== catalogPath.occasion || design.productType !== catalogPath.productType) {
              const prefix = `${desktopApp ? "/d" : ""}${subLocale ? `/${subLocale}` : ""}`;
              return { kind: "redirect", location: `${prefix}${shopPath(designPath(design), request.channel)}${request.search}`, status: 301 };
            }
            return { kind: "product", view: await catalogue.product(design, search.get("color"), { ...ctx, now: request.now }) };
          }
        } else if (catalogPath.kind === "themes-overview") {
          return { kind: "themes-overview", view: catalogue.themesOverview(search, ctx) };
        } else if (catalogPath.kind === "photobook-templates") {
          if (deps.templates) {
            const aspect = search.get("aspectRatio");
            const category = search.get("category");
            if (aspect && !(aspect in PHOTOBOOK_ASPECT_RATIOS)) return { kind: "badRequest", message: "Unbekanntes Seitenverhältnis." };
            if (category && !(category in PHOTOBOOK_STYLE_CATEGORIES)) return { kind: "badRequest", message: "Unbekannte Kategorie." };
            return {
              kind: "photobook-templates",
              view: deps.templates.photobookTemplates({ aspectRatio: (aspect ?? undefined) as PhotobookAspectRatio | undefined, category: (category ?? undefined) as PhotobookStyleCategory | undefined }),
            };
          }
        } else {
          const result = catalogue.listing(catalogPath, search, ctx);
          if (!result.ok) return { kind: "badRequest", message: result.error.issues[0]?.message ?? "Ungültige Filter." };
          return { kind: "listing", view: result.view };
        }
      }
      if (deps.content && request.channel === "kartenwerk") {
        const slug = rest.replace(/^\/+|\/+$/g, "") || "home";
        const published = await deps.content.story(slug, "published");
        const previewId = new URLSearchParams(request.search).get(PREVIEW_PARAM);
        const draft = previewId && /^[1-9][0-9]*$/.test(previewId) ? await deps.content.story(slug, "draft") : undefined;
        // Drafts and editor markers only for the story the editor asked for (spec §2, §5).
        const withData = (story: Story): Story => ({ ...story, content: attachBlockData(story.content, blockContext(request)) });
        if (draft && String(draft.id) === previewId) return { kind: "content", story: withData(draft), preview: true, questions: seoQuestions(draft.content) };
        if (published) return { kind: "content", story: withData(published), preview: false, questions: seoQuestions(published.content) };
      }
      return redirectOrNotFound(request.channel, request.pathname, request.search);
    },
  };
}
export type PageResolver = ReturnType<typeof createPageResolver>;
