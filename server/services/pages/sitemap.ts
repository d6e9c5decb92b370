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
export function sitemapGroups(channel: Channel, country: string, catalogue: CatalogueIndex | undefined): SitemapGroup[] {
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
 * Paths for sitemap.xml: the shop and catalogue groups of the sitemap page, every theme page and
 * every product page. Service pages join once the content pages exist (they answer 404 until then).
 */
export function sitemapPaths(channel: Channel, country: string, catalogue: CatalogueIndex | undefined): string[] {
  const groups = sitemapGroups(channel, country, catalogue).filter((g) => g.title !== SERVICE_GROUP_TITLE);
  const paths = new Set(groups.flatMap((g) => g.links.map((l) => l.path)));
  paths.add(DECLARED_ROUTES.sitemap.alias);
  if (catalogue && channel === "kartenwerk") {
    for (const theme of catalogue.themes()) paths.add(`/themes/${theme.id}`);
    for (const design of catalogue.all()) paths.add(designPath(design));
  }
  return [...paths];
}
