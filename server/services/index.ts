import { generateCatalogue, designDocument } from "../../catalogue/generator/index";
import { seedReviews } from "../../catalogue/reviews-seed";
import path from "node:path";
import type { Channel } from "../../core/channels";
import type { Colour } from "../../core/catalogue/cards";
import type { ShopConfig } from "../config";
import { openDatabase, type ShopDatabase } from "../db/database";
import type { Logger } from "../logger";
import { createCatalogueIndex } from "./catalogue/index";
import { createCatalogueService, type CatalogueService } from "./catalogue/catalogue";
import { createCataloguePricing } from "./catalogue/pricing";
import { createTemplateService, type TemplateService } from "./catalogue/templates";
import { loadContentStore, type ContentStore } from "./content/store";
import { embeddedSource, storyblokSource } from "./content/source";
import { ensureServerFonts } from "./fonts/fonts";
import { createImageService, type ImageService } from "./images/images";
import { createPageResolver, type PageResolver } from "./pages/resolve";
import { sitemapGroups, sitemapPaths } from "./pages/sitemap";
import { createRedirectService, type RedirectService } from "./redirects/redirects";
import { createReviewService, type ReviewService } from "./reviews/reviews";
import { createStorefrontService, type StorefrontService } from "./storefront/storefront";

/** Every service of the shop, built once per process and handed to the HTTP layer and SSR loaders. */
export interface ShopServices {
  config: ShopConfig;
  logger: Logger;
  database: ShopDatabase;
  redirects: RedirectService;
  pages: PageResolver;
  storefront: StorefrontService;
  catalogue: CatalogueService;
  reviews: ReviewService;
  content: ContentStore;
  images: ImageService;
  templates: TemplateService;
  pricing: ReturnType<typeof createCataloguePricing>;
  /** Work started at start-up that must finish before the data folder may go (font conversion). */
  background: Promise<unknown>;
  sitemap: {
    groups: (channel: Channel, country: string) => ReturnType<typeof sitemapGroups>;
    paths: (channel: Channel, country: string) => string[];
  };
}

export interface ServiceOptions {
  /** Folder of the shop's own static images (build/client/images or public/images). */
  staticImagesDir?: string;
}

export async function createServices(config: ShopConfig, logger: Logger, options: ServiceOptions = {}): Promise<ShopServices> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const result = await database.migrate();
  const applied = result.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
  logger.info({ dialect: database.dialect, applied }, "database ready");

  const started = performance.now();
  const generated = generateCatalogue();
  const index = createCatalogueIndex(generated.designs, generated.themes);
  const reviews = createReviewService(database);
  const seeded = await reviews.seedIfEmpty(() => seedReviews(generated.designs));
  logger.info({ designs: index.size, themes: generated.themes.length, seededReviews: seeded, ms: Math.round(performance.now() - started) }, "catalogue ready");

  // Fonts for the image renderer are converted in the background now, not on the first image request.
  const fonts = ensureServerFonts(config.dataDir);
  fonts.catch((error: unknown) => logger.error({ err: error }, "server fonts could not be prepared"));
  const pricing = createCataloguePricing();
  const catalogue = createCatalogueService({ index, reviews, ...pricing.forCatalogue });
  const redirects = createRedirectService(database);
  const templates = createTemplateService();
  const content = loadContentStore(config.contentDir);
  const contentSource = config.cms ? storyblokSource({ ...config.cms, logger }) : embeddedSource(content);
  logger.info({ source: contentSource.kind, embeddedStories: content.list("published").length }, "content ready");
  const images = createImageService({
    cacheDir: path.join(config.dataDir, "image-cache"),
    staticDir: options.staticImagesDir ?? path.resolve("public/images"),
    catalogue: index,
    designDocument: (id: number, colour: Colour) => {
      const design = index.byId(id);
      return design ? designDocument(design, colour) : undefined;
    },
    templateDocument: (id: number) => templates.document(id),
    ensureFonts: () => fonts,
  });
  return {
    config,
    logger,
    database,
    redirects,
    pages: createPageResolver({ redirects, catalogue, templates, content: contentSource }),
    storefront: createStorefrontService({ domains: config.domains }),
    catalogue,
    reviews,
    content,
    images,
    templates,
    pricing,
    background: fonts.catch(() => undefined),
    sitemap: {
      groups: (channel, country) => sitemapGroups(channel, country, index, content.list("published")),
      paths: (channel, country) => sitemapPaths(channel, country, index, content.list("published")),
    },
  };
}
