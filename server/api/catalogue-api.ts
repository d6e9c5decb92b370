import { z } from "zod";
import { parseAccessorySku } from "../../core/catalogue/accessories";
import { ASPECT_RATIO_FILTERS, CARD_OCCASIONS, PAGE_SIZES, type CardOccasion } from "../../core/catalogue/cards";
import { FRAME_COLOURS, FRAME_FAMILIES, MAT_TYPES, PHOTO_BOX, PHOTOBOOK_ASPECT_RATIOS, photoBoxQuantityLabel, type FrameFamily } from "../../core/catalogue/products";
import { ASPECT_RATIOS } from "../../core/breakpoints";
import type { ShopServices } from "../services/index";
import { endpoint, fail, ok } from "./define";

const occasionKeys = Object.keys(CARD_OCCASIONS) as [CardOccasion, ...CardOccasion[]];

/** Catalogue endpoints that describe the range (no prices). */
const templateCard = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
const idQuery = (what: string) =>
  z.object({ id: z.coerce.number({ message: `${what} fehlt oder ist keine Zahl.` }).int({ message: `${what} muss eine ganze Zahl sein.` }).positive(`${what} muss positiv sein.`) });

export function catalogueEndpoints(services: ShopServices) {
  const { catalogue, templates } = services;
  return [
    endpoint({
      method: "get",
      path: "/web-api/photobook-design-group-set",
      tag: "Fotobücher",
      summary: "Fotobuch-Vorlagen eines Vorlagen-Sets (eine Stilkategorie)",
      query: idQuery("id"),
      response: z.object({ designGroupSetId: z.number().int(), category: z.string(), templates: z.array(templateCard.extend({ category: z.string(), aspectRatio: z.string(), size: z.tuple([z.number(), z.number()]) })) }),
      handler: ({ query }) => {
        const set = templates.photobookSet(query.id);
        return set ? ok(set) : fail(404, `Das Vorlagen-Set ${query.id} gibt es nicht.`);
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/calendar-design-group",
      tag: "Kalender",
      summary: "Kalender-Designgruppen mit ihren Designs; mit id genau eine Gruppe",
      query: z.object({ id: z.coerce.number({ message: "id ist keine Zahl." }).int().positive().optional() }),
      response: z.array(z.object({ id: z.number().int(), name: z.string(), types: z.array(z.string()), designs: z.array(templateCard) })),
      handler: ({ query }) => {
        const groups = templates.calendarGroups().filter((g) => !query.id || g.id === query.id);
        return groups.length ? ok(groups) : fail(404, `Die Designgruppe ${query.id} gibt es nicht.`);
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/collage-designer-design-groups",
      tag: "Collagen",
      summary: "Alle Collage-Layoutgruppen (nach Bildanzahl)",
      response: z.array(z.object({ id: z.number().int(), name: z.string(), photoCount: z.number().int(), designs: z.array(templateCard) })),
      handler: () => ok(templates.collageGroups()),
    }),
    endpoint({
      method: "get",
      path: "/web-api/collage-designer-design-group",
      tag: "Collagen",
      summary: "Eine Collage-Layoutgruppe",
      query: idQuery("id"),
      response: z.object({ id: z.number().int(), name: z.string(), photoCount: z.number().int(), designs: z.array(templateCard) }),
      handler: ({ query }) => {
        const group = templates.collageGroups().find((g) => g.id === query.id);
        return group ? ok(group) : fail(404, `Die Layoutgruppe ${query.id} gibt es nicht.`);
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/themes",
      tag: "Katalog",
      summary: "Designserien (Themes) mit Anzahl und Vorschau, seitenweise",
      query: z.object({
        occasion: z.enum(occasionKeys, { message: "Unbekannter Anlass." }).optional(),
        tileCount: z.coerce.number({ message: "tileCount muss eine Zahl sein." }).int().min(1, "tileCount muss mindestens 1 sein.").max(1000, "tileCount darf höchstens 1000 sein.").default(PAGE_SIZES[0]),
      }),
      response: z.object({
        total: z.number().int(),
        themes: z.array(z.object({ id: z.number().int(), name: z.string(), occasion: z.string(), designCount: z.number().int(), href: z.string(), image: z.string() })),
      }),
      handler: ({ query, info }) => {
        const themes = catalogue.themes(query.occasion);
        return ok({ total: themes.length, themes: themes.slice(0, query.tileCount).map((t) => catalogue.themeSummary(t, info.channel)) });
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/aspect-ratio",
      tag: "Katalog",
      summary: "Seitenverhältnisse: Kartenfilter, Fotobuch-Vorlagen und Bildformate der Seite",
      response: z.object({
        cards: z.array(z.object({ key: z.string(), label: z.string() })),
        photobooks: z.array(z.object({ key: z.string(), label: z.string() })),
        images: z.record(z.string(), z.tuple([z.number(), z.number()])),
      }),
      handler: () =>
        ok({
          cards: Object.entries(ASPECT_RATIO_FILTERS).map(([key, label]) => ({ key, label })),
          photobooks: Object.entries(PHOTOBOOK_ASPECT_RATIOS).map(([key, label]) => ({ key, label })),
          images: Object.fromEntries(Object.entries(ASPECT_RATIOS).map(([k, v]) => [k, [v[0], v[1]] as [number, number]])),
        }),
    }),
    endpoint({
      method: "get",
      path: "/web-api/sku/container",
      tag: "Katalog",
      summary: "Zerlegt die SKU eines Briefumschlags oder Einlegeblatts (Teile durch Bindestriche getrennt)",
      query: z.object({ sku: z.string({ message: "sku fehlt." }).min(3, "sku fehlt.").max(80, "Die SKU ist zu lang.") }),
      response: z.object({ sku: z.string(), kind: z.enum(["envelope", "inlay"]), subType: z.string(), width: z.number().int(), height: z.number().int() }),
      handler: ({ query }) => {
        const record = parseAccessorySku(query.sku);
        return record ? ok(record) : fail(404, `Die SKU „${query.sku}“ gibt es nicht.`);
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/variants-for-frame-types",
      tag: "Wandbilder",
      summary: "Rahmenvarianten je Rahmenfamilie: Standardrahmen, Farben, Passepartout",
      query: z.object({ family: z.enum(Object.keys(FRAME_FAMILIES) as [FrameFamily, ...FrameFamily[]], { message: "Unbekannte Rahmenfamilie." }).optional() }),
      response: z.array(
        z.object({
          family: z.string(),
          label: z.string(),
          defaultFrameType: z.string(),
          matSize: z.number().int(),
          matType: z.string(),
          variants: z.array(z.object({ frameType: z.string(), colour: z.string(), label: z.string() })),
          matTypes: z.array(z.object({ key: z.string(), label: z.string() })),
        }),
      ),
      handler: ({ query }) =>
        ok(
          (Object.keys(FRAME_FAMILIES) as FrameFamily[])
            .filter((family) => !query.family || family === query.family)
            .map((family) => {
              const spec = FRAME_FAMILIES[family];
              return {
                family,
                label: spec.label,
                defaultFrameType: spec.defaultFrameType,
                matSize: spec.matSize,
                matType: spec.matType,
                variants: Object.entries(FRAME_COLOURS).map(([colour, label]) => ({ frameType: `${family}-${colour}`, colour, label: `${spec.label} ${label}` })),
                matTypes: Object.entries(MAT_TYPES).map(([key, label]) => ({ key, label })),
              };
            }),
        ),
    }),
    endpoint({
      method: "get",
      path: "/web-api/photobox-data",
      tag: "Fotoboxen",
      summary: "Fotobox-Typen, Motive dt41–dt58 und Bildanzahlen",
      response: z.object({
        types: z.array(z.object({ key: z.string(), label: z.string(), quantities: z.array(z.object({ count: z.number().int(), label: z.string() })) })),
        themes: z.array(z.string()),
      }),
      handler: () =>
        ok({
          types: (Object.keys(PHOTO_BOX.types) as (keyof typeof PHOTO_BOX.types)[]).map((key) => ({
            key,
            label: PHOTO_BOX.types[key],
            quantities: PHOTO_BOX.imageCounts[key].map((count) => ({ count, label: photoBoxQuantityLabel(count) })),
          })),
          themes: [...PHOTO_BOX.themes],
        }),
    }),
  ];
}
