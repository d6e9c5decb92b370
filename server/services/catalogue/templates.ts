import { calendarDesignGroups, collageDesignGroups, photobookTemplates, type PhotobookTemplate } from "../../../catalogue/templates";
import { PHOTOBOOK_ASPECT_RATIOS, PHOTOBOOK_STYLE_CATEGORIES, type PhotobookAspectRatio, type PhotobookStyleCategory } from "../../../core/catalogue/products";
import type { DesignDocument } from "../../../core/design/document";
import type { PhotobookTemplatesView, TemplateCard } from "../../../core/catalogue/view";


/** Photo book templates, calendar design groups and collage layouts, built once at start. */
export function createTemplateService() {
  const photobooks = photobookTemplates();
  const calendars = calendarDesignGroups();
  const collages = collageDesignGroups();
  const documents = new Map<number, DesignDocument>();
  for (const t of photobooks) documents.set(t.id, t.cover);
  for (const g of calendars) for (const d of g.designs) documents.set(d.id, d.cover);
  for (const g of collages) for (const d of g.designs) documents.set(d.id, d.layout);

  const card = (t: PhotobookTemplate): TemplateCard => ({
    id: t.id,
    name: t.name,
    category: PHOTOBOOK_STYLE_CATEGORIES[t.category],
    aspectRatio: t.aspectRatio,
    image: templateImagePath(t.id),
    size: [t.cover.width, t.cover.height],
  });

  return {
    document: (id: number) => documents.get(id),
    /** Photo book templates filtered by aspect ratio and style category (spec §2). */
    photobookTemplates(filter: { aspectRatio?: PhotobookAspectRatio; category?: PhotobookStyleCategory }): PhotobookTemplatesView {
      const matching = photobooks.filter((t) => (!filter.aspectRatio || t.aspectRatio === filter.aspectRatio) && (!filter.category || t.category === filter.category));
      return {
        total: matching.length,
        templates: matching.map(card),
        aspectRatios: (Object.keys(PHOTOBOOK_ASPECT_RATIOS) as PhotobookAspectRatio[]).map((key) => ({ key, label: PHOTOBOOK_ASPECT_RATIOS[key], selected: key === filter.aspectRatio })),
        categories: (Object.keys(PHOTOBOOK_STYLE_CATEGORIES) as PhotobookStyleCategory[]).map((key) => ({ key, label: PHOTOBOOK_STYLE_CATEGORIES[key], selected: key === filter.category })),
      };
    },
    photobookSet(designGroupSetId: number) {
      const set = photobooks.filter((t) => t.designGroupSetId === designGroupSetId);
      return set.length ? { designGroupSetId, category: set[0]!.category, templates: set.map(card) } : undefined;
    },
    calendarGroups: () => calendars.map((g) => ({ id: g.id, name: g.name, types: g.types, designs: g.designs.map((d) => ({ id: d.id, name: d.name, image: templateImagePath(d.id) })) })),
    collageGroups: () => collages.map((g) => ({ id: g.id, name: g.name, photoCount: g.photoCount, designs: g.designs.map((d) => ({ id: d.id, name: d.name, image: templateImagePath(d.id) })) })),
  };
}
export type TemplateService = ReturnType<typeof createTemplateService>;

export function templateImagePath(id: number): string {
  return `/img/template/${id}`;
}
