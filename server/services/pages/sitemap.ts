import { CARD_OCCASIONS, CARD_PRODUCT_TYPES } from "../../../core/catalogue/cards";
import { allCardsPath, designPath, occasionCategoryPath, occasionPath, PHOTOBOOK_TEMPLATES_SEGMENT, productTypePath, THEMES_OVERVIEW_SEGMENT } from "../../../core/catalogue/urls";
import { CHANNEL_DEFAULTS, type Channel } from "../../../core/channels";
import { footerColumns, HEADER_LINKS } from "../../../core/navigation";
import { messagesFor, translate } from "../../../core/i18n";
import { DECLARED_ROUTES } from "../../../core/routes";
import type { CatalogueIndex } from "../catalogue/index";

const SERVICE_GROUP_TITLE = translate(messagesFor("de"), "sitemap.service");

export interface SitemapGroup {
  title: string;
  links: { label: string; path: string }[];
}

/**
 * Every page the shop wants found, grouped for the sitemap page (spec §2 SITEMAP); sitemap.xml
 * carries the same paths plus every product page.
 */
export function sitemapGroups(channel: Channel, country: string, catalogue: CatalogueIndex | undefined, stories: { name: string; full_slug: string }[] = []): SitemapGroup[] {
  const t = (key: string) => translate(messagesFor("de"), key);
  const groups: SitemapGroup[] = [];
  const shop: SitemapGroup = {
    title: "Shop",
    links: [
      { label: "Startseite", path: "/" },
      { label: t("products.headline"), path: DECLARED_ROUTES.products.alias },
      ...(CHANNEL_DEFAULTS[channel].wishlist ? [{ label: t("wishlist.title"), path: DECLARED_ROUTES.wishlist.alias }] : []),
    ],
  };
  if (catalogue && channel === "kartenwerk") {
    shop.links.push(
      { label: "Alle Karten", path: allCardsPath() },
      { label: "Designserien", path: `/${THEMES_OVERVIEW_SEGMENT}` },
      { label: "Fotobuch-Vorlagen", path: `/${PHOTOBOOK_TEMPLATES_SEGMENT}` },
    );
    groups.push(shop);
    for (const { occasion, productTypes } of catalogue.occasionCategories()) {
      groups.push({
        title: CARD_OCCASIONS[occasion].title,
        links: [
          { label: `Alle ${CARD_OCCASIONS[occasion].title}`, path: occasionPath(occasion) },
          ...productTypes.map((p) => ({ label: CARD_PRODUCT_TYPES[p].plural, path: occasionCategoryPath(occasion, p) })),
        ],
      });
    }
    groups.push({
      title: "Karten nach Art",
      links: catalogue.productTypesWithDesigns().map((p) => ({ label: CARD_PRODUCT_TYPES[p].plural, path: productTypePath(p) })),
    });
  } else {
    groups.push(shop);
  }
  const articles = stories.filter((s) => s.full_slug.startsWith("magazin/"));
  if (articles.length) groups.push({ title: "Magazin", links: articles.map((s) => ({ label: s.name, path: `/${s.full_slug}` })) });
  groups.push({
    title: SERVICE_GROUP_TITLE,
    links: [
      { label: t("header.freeSamples"), path: HEADER_LINKS.freeSamples.path },
      ...footerColumns(country).flatMap((column) => column.links.map((l) => ({ label: t(l.label), path: l.path }))),
    ],
  });
  return groups;
}

/**
 * Paths for sitemap.xml: the shop and catalogue groups of the sitemap page, every published
 * content page, every theme page and every product page. Service links without a page yet (free
 * samples) stay out.
 */
export function sitemapPaths(channel: Channel, country: string, catalogue: CatalogueIndex | undefined, stories: { name: string; full_slug: string }[] = []): string[] {
  const groups = sitemapGroups(channel, country, catalogue, stories).filter((g) => g.title !== SERVICE_GROUP_TITLE);
  const paths = new Set(groups.flatMap((g) => g.links.map((l) => l.path)));
  if (channel === "kartenwerk") for (const story of stories) paths.add(`/${story.full_slug}`);
  paths.add(DECLARED_ROUTES.sitemap.alias);
  if (catalogue && channel === "kartenwerk") {
    for (const theme of catalogue.themes()) paths.add(`/themes/${theme.id}`);
    for (const design of catalogue.all()) paths.add(designPath(design));
  }
  return [...paths];
}
