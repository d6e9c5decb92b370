import { data, redirect } from "react-router";
import type { Route } from "./+types/slug";
import { breadcrumbJsonLd, faqJsonLd, productJsonLd, type MetaDescriptor, type PageMeta } from "../../core/seo";
import { imageUrl } from "../../core/images";
import { ListingPage } from "../components/ListingPage";
import { ProductPage } from "../components/ProductPage";
import { ThemesOverviewPage } from "../components/ThemesOverviewPage";
import { PhotobookTemplatesPage } from "../components/PhotobookTemplatesPage";
import { Block, type BlockData } from "../blocks/registry";
import { notFound, resolvePage } from "../lib/page.server";
import { pageMeta } from "../lib/seo";

/**
 * `/:slug(.*)*` (spec §2): catalogue listings and product pages by their readable German paths;
 * operators' redirects; everything else is a 404. Content pages join through the same resolver.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { info } = context;
  if (info.invalidSubLocale) notFound(`${info.pathname}${info.search}`);
  const page = await resolvePage(context);
  switch (page.kind) {
    case "redirect":
      throw redirect(page.location, page.status);
    case "notFound":
      return notFound(page.path);
    case "badRequest":
      throw data({ message: page.message, path: `${info.pathname}${info.search}` }, { status: 400, statusText: "Bad Request" });
    case "content": {
      const content = page.story.content as { title?: string; intro?: string; seo?: { title?: string; description?: string } };
      const meta: PageMeta = {
        title: content.seo?.title ?? content.title ?? page.story.name,
        description: content.seo?.description ?? content.intro,
        // Drafts in live preview are never indexed.
        indexable: !page.preview,
      };
      return { page, meta, jsonLd: page.questions.length ? [faqJsonLd(page.questions)] : [] };
    }
    case "photobook-templates":
      return { page, meta: { title: "Fotobuch-Vorlagen", description: "Fotobuch-Vorlagen für Hochzeit, Baby, Reisen, Familie und mehr – im Hoch-, Quer- oder Quadratformat.", indexable: true } satisfies PageMeta, jsonLd: [] };
    case "themes-overview":
      return { page, meta: { title: "Designserien", description: "Alle Designserien von Kartenwerk: Einladung, Save-the-Date, Menükarte und Danksagung aus einem Guss.", indexable: true } satisfies PageMeta, jsonLd: [] };
    case "listing": {
      const meta: PageMeta = { title: page.view.title, description: page.view.intro, indexable: true, canonicalKind: "cards" };
      return { page, meta, jsonLd: [breadcrumbJsonLd(page.view.breadcrumbs, info.origin)] };
    }
    case "product": {
      const view = page.view;
      const front = view.sides[0]!;
      const ogImage = imageUrl(front.image, { w: 1200, format: "jpeg" });
      const meta: PageMeta = { title: view.name, description: view.description, indexable: true, ogImages: [ogImage] };
      const url = new URL(view.breadcrumbs.at(-1)!.href, info.origin).href;
      return {
        page,
        meta,
        jsonLd: [
          productJsonLd({
            name: view.name,
            description: view.description,
            sku: `design-${view.id}`,
            url,
            images: [new URL(ogImage, info.origin).href],
            brand: "Kartenwerk",
            lowPrice: view.priceFrom,
            rating: view.rating,
          }),
          breadcrumbJsonLd(view.breadcrumbs, info.origin),
        ],
      };
    }
  }
}

export function meta({ matches, location, data: loaderData }: Route.MetaArgs) {
  const descriptors: MetaDescriptor[] = pageMeta(matches, location, loaderData?.meta);
  for (const item of loaderData?.jsonLd ?? []) descriptors.push({ "script:ld+json": item });
  return descriptors;
}

export default function Slug({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page.kind === "listing") return <ListingPage view={page.view} />;
  if (page.kind === "themes-overview") return <ThemesOverviewPage view={page.view} />;
  if (page.kind === "photobook-templates") return <PhotobookTemplatesPage view={page.view} />;
  if (page.kind === "content") return <Block block={page.story.content as BlockData} preview={page.preview} />;
  return <ProductPage view={page.view} />;
}
