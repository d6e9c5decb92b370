import { z } from "zod";
import { ENVELOPE_COLOURS, INLAY_SUBTYPES } from "../../core/catalogue/accessories";
import {
  CARD_ACCESSORY_KINDS,
  CARD_FORMATS,
  ENVELOPE_SIZES,
  PAPERS,
  PENS,
  PUNCHINGS,
  REFINEMENT_TYPES,
  RIBBONS,
  SCREWS,
  SEALS,
  type CardFormat,
} from "../../core/catalogue/cards";
import { CALENDAR, COLLAGE, FRAME_FAMILIES, MATERIALS, MERCH, PHOTO_BOX, PHOTO_PRINT, PHOTOBOOK, type FrameFamily } from "../../core/catalogue/products";
import { envelopeFor } from "../../core/catalogue/accessories";
import { parseFormat } from "../../core/catalogue/format";
import { designImagePath } from "../../core/images";
import { cardAccessoryPrice, cardPrice, envelopeExtraPrice, inlayExtraPrice, quantitySteps, DEFAULT_QUANTITY } from "../../core/pricing/cards";
import { priceListFor, type PriceError } from "../../core/pricing/money";
import { articlePrice, calendarPrice, collagePrice, framePrice, merchPrice, photoboxPrice, photobookPrice, photobookTypes, photoPrintPrices, wallArtPrices } from "../../core/pricing/products";
import { shippingCountries, shippingInformation } from "../../core/shipping/shipping";
import type { RequestInfo } from "../http/request-info";
import type { ShopServices } from "../services/index";
import { endpoint, fail, ok, type EndpointResult } from "./define";

const keys = <T extends Record<string, unknown>>(record: T, message: string) => z.enum(Object.keys(record) as [keyof T & string, ...(keyof T & string)[]], { message });
const int = (name: string, min: number, max: number) =>
  z.coerce.number({ message: `${name} muss eine Zahl sein.` }).int({ message: `${name} muss eine ganze Zahl sein.` }).min(min, `${name} muss mindestens ${min} sein.`).max(max, `${name} darf höchstens ${max} sein.`);
/** Delivery country; without it the storefront's country. */
const country = z.string().regex(/^[A-Z]{2}$/, "country ist ein Ländercode wie DE.").optional();
const money = z.object({ amount: z.number().int(), currency: z.string() });
const priced = z.object({
  currency: z.string(),
  quantity: z.number().int(),
  perPiece: z.number().int(),
  total: z.number().int(),
  vatRate: z.number(),
  vatAmount: z.number().int(),
  breakdown: z.array(z.object({ label: z.string(), amount: z.number().int() })),
});

const NOT_DELIVERED = "In dieses Land liefern wir leider nicht.";

/**
 * The delivery country of a price request: the `country` parameter when the channel ships there,
 * else the storefront's country. Undefined when the parameter names a country the channel does not serve.
 */
function deliveryCountry(requested: string | undefined, info: RequestInfo): string | undefined {
  if (!requested) return info.country;
  return shippingCountries(info.channel).includes(requested) ? requested : undefined;
}

const notDelivered = () => fail(400, NOT_DELIVERED, { country: [NOT_DELIVERED] });

/** A core price result as an endpoint answer: errors become 400 with the field named. */
function answer<T extends { ok: true }>(result: T | PriceError): EndpointResult<Omit<T, "ok">> {
  if (!result.ok) return fail(400, result.message, { [result.field]: [result.message] });
  const { ok: _ok, ...rest } = result;
  return ok(rest);
}

/** Price and shipping endpoints: thin wrappers around the rules in core/pricing and core/shipping. */
export function priceEndpoints(services: ShopServices) {
  return [
    endpoint({
      method: "get",
      path: "/web-api/card-price",
      tag: "Preise",
      summary: "Kartenpreis aus Format, Papier, Veredelung, Stanzung und Menge (pro Stück und gesamt, inkl. MwSt.)",
      query: z.object({
        format: keys(CARD_FORMATS, "Dieses Kartenformat gibt es nicht."),
        paper: keys(PAPERS, "Diese Papierart gibt es nicht.").default("premium-matt"),
        refinement: z.enum(REFINEMENT_TYPES, { message: "Diese Veredelung gibt es nicht." }).default("ohne"),
        punching: keys(PUNCHINGS, "Diese Stanzung gibt es nicht.").default("ohne"),
        quantity: int("quantity", 1, 5000).default(DEFAULT_QUANTITY),
        country,
      }),
      response: z.object({
        currency: z.string(),
        quantity: z.number().int(),
        perPiece: z.number().int(),
        setupFee: z.number().int(),
        total: z.number().int(),
        effectivePerPiece: z.number().int(),
        vatRate: z.number(),
        vatAmount: z.number().int(),
        notes: z.object({ perPiece: z.string(), total: z.string(), excludingShipping: z.string() }),
        breakdown: z.array(z.object({ label: z.string(), perPiece: z.number().int(), total: z.number().int() })),
      }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(cardPrice({ ...query, country: target })) : notDelivered();
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/card-quantities",
      tag: "Preise",
      summary: "Mengen der Mengenauswahl (1–5000) und die vorausgewählte Menge",
      response: z.object({ quantities: z.array(z.number().int()), defaultQuantity: z.number().int() }),
      handler: () => ok({ quantities: quantitySteps(), defaultQuantity: DEFAULT_QUANTITY }),
    }),
    endpoint({
      method: "get",
      path: "/web-api/card-accessories",
      tag: "Zubehör",
      summary: "Zubehör zu einem Kartenformat: passende Briefumschläge (Preis 0 in der Auswahl), Einlegeblätter, Siegel, Stifte, Bänder, Schrauben",
      query: z.object({ format: keys(CARD_FORMATS, "Dieses Kartenformat gibt es nicht."), country }),
      response: z.object({
        currency: z.string(),
        envelopes: z.array(z.object({ sku: z.string(), size: z.string(), colour: z.string(), label: z.string(), price: z.number().int(), printedExtra: z.number().int() })),
        inlays: z.array(z.object({ sku: z.string(), subType: z.string(), label: z.string(), extra: z.number().int() })),
        extras: z.array(z.object({ kind: z.string(), sku: z.string(), label: z.string(), perPiece: z.number().int() })),
      }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        if (!target) return notDelivered();
        const size = parseFormat(CARD_FORMATS[query.format as CardFormat].size);
        const envelopeSize = envelopeFor(size.width, size.height);
        const extra = envelopeSize ? envelopeExtraPrice({ size: envelopeSize }, target) : undefined;
        if (extra && !extra.ok) return fail(400, extra.message, { [extra.field]: [extra.message] });
        const envelopes = envelopeSize
          ? (Object.keys(ENVELOPE_COLOURS) as (keyof typeof ENVELOPE_COLOURS)[]).map((colour) => ({
              sku: `envelope-${envelopeSize}-${colour}`,
              size: envelopeSize,
              colour,
              label: `Briefumschlag ${ENVELOPE_SIZES[envelopeSize].label} ${ENVELOPE_COLOURS[colour]}`,
              price: 0,
              printedExtra: extra && extra.ok ? extra.perPiece : 0,
            }))
          : [];
        const inlays = (Object.keys(INLAY_SUBTYPES) as (keyof typeof INLAY_SUBTYPES)[]).flatMap((subType) => {
          const price = inlayExtraPrice({ subType }, target);
          return price.ok ? [{ sku: `inlay-${subType}-transparentpapier`, subType, label: INLAY_SUBTYPES[subType].label, extra: price.perPiece }] : [];
        });
        const variants: [("seal" | "pen" | "ribbon" | "screw"), Record<string, string>][] = [["seal", SEALS], ["pen", PENS], ["ribbon", RIBBONS], ["screw", SCREWS]];
        const extras = variants.flatMap(([kind, names]) =>
          Object.keys(names)
            .filter((variant) => variant !== "ohne")
            .flatMap((variant) => {
              const price = cardAccessoryPrice({ kind, sku: `${kind}-${variant}`, quantity: 1, country: target });
              return price.ok ? [{ kind, sku: `${kind}-${variant}`, label: price.label, perPiece: price.perPiece }] : [];
            }),
        );
        return ok({ currency: priceListFor(target)?.currency ?? info.currency, envelopes, inlays, extras });
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/card-accessory-price",
      tag: "Zubehör",
      summary: "Preis eines Kartenzubehörs (Briefumschlag schlicht 0, bedruckt mit Aufpreis; Einlegeblatt, Siegel, Stift, Band …)",
      query: z.object({
        kind: z.enum(CARD_ACCESSORY_KINDS, { message: "Diese Zubehörart gibt es nicht." }),
        sku: z.string().max(80).optional(),
        printed: z.enum(["true", "false"], { message: "printed ist true oder false." }).optional(),
        quantity: int("quantity", 1, 5000).default(1),
        country,
      }),
      response: z.object({ kind: z.string(), currency: z.string(), label: z.string(), perPiece: z.number().int(), total: z.number().int(), vatRate: z.number(), vatAmount: z.number().int() }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(cardAccessoryPrice({ ...query, printed: query.printed === "true", country: target })) : notDelivered();
      },
    }),
    endpoint({
      method: "get",
      path: "/price-api/accessory",
      tag: "Zubehör",
      summary: "Aufpreis für bedruckte Briefumschläge und Einlegeblätter je SKU (Standard, Kompakt, Groß)",
      query: z.object({ sku: z.string({ message: "sku fehlt." }).min(3, "sku fehlt.").max(80), country }),
      response: z.object({ currency: z.string(), sizeClass: z.string(), perPiece: z.number().int() }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        if (!target) return notDelivered();
        if (query.sku.startsWith("envelope-")) return answer(envelopeExtraPrice(query.sku, target));
        if (query.sku.startsWith("inlay-")) return answer(inlayExtraPrice(query.sku, target));
        return fail(400, "Die SKU muss mit envelope- oder inlay- beginnen.", { sku: ["Die SKU muss mit envelope- oder inlay- beginnen."] });
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/calendar-price",
      tag: "Kalender",
      summary: "Kalenderpreis aus Typ, Format, Bindung, Papier, Veredelung und Anzahl",
      query: z.object({
        type: keys(CALENDAR.types, "Diesen Kalendertyp gibt es nicht."),
        format: keys(CALENDAR.formats, "Dieses Kalenderformat gibt es nicht."),
        mounting: keys(CALENDAR.mountings, "Diese Bindung gibt es nicht."),
        paper: keys(CALENDAR.papers, "Diese Papierart gibt es nicht.").default("standard"),
        refinement: keys(CALENDAR.refinements, "Diese Veredelung gibt es nicht.").default("ohne"),
        amount: int("amount", 1, 100).default(1),
        country,
      }),
      response: priced,
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(calendarPrice({ ...query, country: target })) : notDelivered();
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/photobook-price",
      tag: "Fotobücher",
      summary: "Fotobuchpreis aus Typ, Einband, Bindung, Papier, Kaschierung, Format und Seitenzahl",
      query: z.object({
        type: keys(PHOTOBOOK.types, "Diesen Fotobuchtyp gibt es nicht."),
        cover: keys(PHOTOBOOK.covers, "Diesen Einband gibt es nicht."),
        binding: keys(PHOTOBOOK.bindings, "Diese Bindung gibt es nicht."),
        paper: keys(PHOTOBOOK.papers, "Diese Papierart gibt es nicht.").default("standard"),
        lamination: keys(PHOTOBOOK.laminations, "Diese Kaschierung gibt es nicht.").default("matt"),
        format: keys(PHOTOBOOK.formats, "Dieses Format gibt es nicht."),
        pageCount: int("pageCount", 1, 500),
        refinement: z.enum(["ohne", "gold", "silber", "rosegold"], { message: "Diese Veredelung gibt es nicht." }).optional(),
        country,
      }),
      response: priced,
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(photobookPrice({ ...query, country: target })) : notDelivered();
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/photobook-types",
      tag: "Fotobücher",
      summary: "Fotobuchtypen mit erlaubten Einbänden, Bindungen, Papieren, Formaten, Seitenzahlen und ab-Preisen",
      query: z.object({ country }),
      response: z.object({
        currency: z.string(),
        types: z.array(
          z.object({
            type: z.string(),
            label: z.string(),
            covers: z.array(z.object({ key: z.string(), label: z.string() })),
            bindings: z.array(z.object({ key: z.string(), label: z.string() })),
            papers: z.array(z.object({ key: z.string(), label: z.string(), surcharge: z.number().int() })),
            formats: z.array(z.object({ key: z.string(), label: z.string() })),
            pageCounts: z.array(z.number().int()),
            extraPage: z.number().int(),
            priceFrom: z.number().int(),
          }),
        ),
      }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(photobookTypes(target)) : notDelivered();
      },
    }),
    endpoint({
      method: "get",
      path: "/price-api/prices/article",
      tag: "Fotoabzüge",
      summary: "Preis eines Fotoabzug-Artikels (ein Format auf einem Papier, mehrere Abzüge)",
      query: z.object({
        format: z.string({ message: "format fehlt." }).regex(/^[1-9][0-9]*x[1-9][0-9]*$/, "format hat die Form BxH in Zehntelmillimetern, z. B. 1000x1500."),
        paper: keys(PHOTO_PRINT.papers, "Diese Papierart gibt es nicht.").default("fotopapier-matt"),
        quantity: int("quantity", 1, 1000).default(1),
        country,
      }),
      response: priced,
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(articlePrice({ ...query, country: target })) : notDelivered();
      },
    }),
    endpoint({
      method: "get",
      path: "/price-api/prices/format-group",
      tag: "Fotoabzüge",
      summary: "Preise aller Formate einer Formatgruppe auf einem Papier",
      query: z.object({ formatGroup: keys(PHOTO_PRINT.formatGroups, "Diese Formatgruppe gibt es nicht."), paper: keys(PHOTO_PRINT.papers, "Diese Papierart gibt es nicht.").default("fotopapier-matt"), country }),
      response: z.object({ currency: z.string(), formatGroup: z.string(), paper: z.string(), prices: z.array(z.object({ format: z.string(), price: z.number().int() })) }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(photoPrintPrices(query.formatGroup, query.paper, target)) : notDelivered();
      },
    }),
    endpoint({
      method: "get",
      path: "/price-api/prices/formats",
      tag: "Fotoabzüge",
      summary: "Preise ausgewählter Formate (formats[]=1000x1500&formats[]=1300x1800) auf einem Papier",
      query: z.object({
        formats: z.union([z.string(), z.array(z.string())], { message: "formats[] fehlt." }).transform((v) => (Array.isArray(v) ? v : [v])).pipe(z.array(z.string().regex(/^[1-9][0-9]*x[1-9][0-9]*$/, "Formate haben die Form BxH.")).min(1).max(50)),
        paper: keys(PHOTO_PRINT.papers, "Diese Papierart gibt es nicht.").default("fotopapier-matt"),
        country,
      }),
      response: z.object({ currency: z.string(), prices: z.array(z.object({ format: z.string(), price: z.number().int() })) }),
      handler: ({ query, info }) => {
        const prices: { format: string; price: number }[] = [];
        let currency = info.currency as string;
        for (const format of query.formats) {
          const target = deliveryCountry(query.country, info);
          if (!target) return notDelivered();
          const result = articlePrice({ format, paper: query.paper, quantity: 1, country: target });
          if (!result.ok) return fail(400, `${format}: ${result.message}`, { formats: [result.message] });
          currency = result.currency;
          prices.push({ format, price: result.perPiece });
        }
        return ok({ currency, prices });
      },
    }),
    endpoint({
      method: "get",
      path: "/price-api/prices/format-group-prices-images",
      tag: "Fotoabzüge",
      summary: "Formatgruppen mit Preisen je Format und einem Vorschaubild",
      query: z.object({ paper: keys(PHOTO_PRINT.papers, "Diese Papierart gibt es nicht.").default("fotopapier-matt"), country }),
      response: z.object({ groups: z.array(z.object({ formatGroup: z.string(), image: z.string(), currency: z.string(), prices: z.array(z.object({ format: z.string(), price: z.number().int() })) })) }),
      handler: ({ query, info }) => {
        const lead = services.catalogue.index.all()[0];
        const groups = (Object.keys(PHOTO_PRINT.formatGroups) as (keyof typeof PHOTO_PRINT.formatGroups)[]).flatMap((formatGroup) => {
          const result = photoPrintPrices(formatGroup, query.paper, deliveryCountry(query.country, info) ?? "");
          return result.ok ? [{ formatGroup, image: lead ? designImagePath(lead.id, lead.colours[0]!, "front") : "", currency: result.currency, prices: result.prices }] : [];
        });
        return ok({ groups });
      },
    }),
    endpoint({
      method: "get",
      path: "/price-api/frame",
      tag: "Wandbilder",
      summary: "Rahmenpreis je Rahmenfamilie und Format (Standard: schwarzer Rahmen, Passepartout der Familie)",
      query: z.object({
        family: keys(FRAME_FAMILIES, "Diese Rahmenfamilie gibt es nicht."),
        format: z.string({ message: "format fehlt." }).regex(/^[1-9][0-9]*x[1-9][0-9]*$/, "format hat die Form BxH in Zehntelmillimetern."),
        matSize: z.coerce.number().refine((v) => v === 0 || v === 30, "matSize ist 0 oder 30.").optional(),
        material: keys(MATERIALS, "Dieses Material gibt es nicht.").optional(),
        country,
      }),
      response: priced.extend({ frameType: z.string(), matSize: z.number().int(), matType: z.string() }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(framePrice({ ...query, family: query.family as FrameFamily, country: target })) : notDelivered();
      },
    }),
    endpoint({
      method: "get",
      path: "/price-api/photo-options-groups",
      tag: "Wandbilder",
      summary: "Optionsgruppen für Wandbilder: Materialien mit Formaten und Preisen, Rahmenfamilien",
      query: z.object({ country }),
      response: z.object({
        materials: z.array(z.object({ key: z.string(), label: z.string(), currency: z.string(), prices: z.array(z.object({ format: z.string(), price: z.number().int() })) })),
        frames: z.array(z.object({ key: z.string(), label: z.string(), defaultFrameType: z.string(), matSize: z.number().int(), matType: z.string() })),
      }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        if (!target) return notDelivered();
        const materials = (Object.keys(MATERIALS) as (keyof typeof MATERIALS)[]).flatMap((key) => {
          const result = wallArtPrices(key, target);
          return result.ok ? [{ key, label: MATERIALS[key], currency: result.currency, prices: result.prices }] : [];
        });
        const frames = (Object.keys(FRAME_FAMILIES) as FrameFamily[]).map((key) => ({ key, ...FRAME_FAMILIES[key] }));
        return ok({ materials, frames });
      },
    }),
    endpoint({
      method: "get",
      path: "/price-api/photoboxes",
      tag: "Fotoboxen",
      summary: "Fotoboxen mit Preis je Bildanzahl",
      query: z.object({ country }),
      response: z.array(z.object({ type: z.string(), label: z.string(), prices: z.array(z.object({ imageCount: z.number().int(), label: z.string(), price: money })) })),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        if (!target) return notDelivered();
        const boxes = [];
        for (const type of Object.keys(PHOTO_BOX.types) as (keyof typeof PHOTO_BOX.types)[]) {
          const prices = [];
          for (const imageCount of PHOTO_BOX.imageCounts[type]) {
            const result = photoboxPrice({ type, imageCount, country: target });
            if (!result.ok) return fail(400, result.message, { [result.field]: [result.message] });
            prices.push({ imageCount, label: `${imageCount} Bilder`, price: { amount: result.total, currency: result.currency } });
          }
          boxes.push({ type, label: PHOTO_BOX.types[type], prices });
        }
        return ok(boxes);
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/collage-designer-merch-price",
      tag: "Collagen",
      summary: "Preis einer Collage (Material, Format) oder eines Merchandise-Artikels (Art, Variante, Menge)",
      query: z.object({
        material: keys(COLLAGE.materials, "Dieses Material gibt es nicht.").optional(),
        format: z.string().regex(/^[1-9][0-9]*x[1-9][0-9]*$/, "format hat die Form BxH.").optional(),
        kind: keys(MERCH, "Diesen Artikel gibt es nicht.").optional(),
        variant: z.string().max(40).optional(),
        quantity: int("quantity", 1, 100).default(1),
        country,
      }),
      response: priced,
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        if (!target) return notDelivered();
        if (query.kind) return answer(merchPrice({ kind: query.kind, variant: query.variant ?? "", quantity: query.quantity, country: target }));
        if (query.material && query.format) return answer(collagePrice({ material: query.material, format: query.format, country: target }));
        return fail(400, "Bitte geben Sie material und format (Collage) oder kind und variant (Merchandise) an.");
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/shipping-information",
      tag: "Versand",
      summary: "Versandarten eines Lieferlandes mit Preisen je Warenkorbgröße, Lieferzeiten und Hinweistexten",
      query: z.object({ country }),
      response: z.object({
        channel: z.string(),
        country: z.string(),
        countryName: z.string(),
        currency: z.string(),
        rows: z.array(z.object({ type: z.string(), label: z.string(), price: z.number().int(), priceFrom: z.boolean(), prices: z.array(z.object({ cartClass: z.string(), label: z.string(), price: z.number().int() })), deliveryTime: z.string(), note: z.string() })),
        infoText: z.string(),
        texts: z.object({ standard: z.string(), production: z.string(), express: z.string() }),
      }),
      handler: ({ query, info }) => {
        const target = deliveryCountry(query.country, info);
        return target ? answer(shippingInformation(info.channel, target)) : notDelivered();
      },
    }),
  ];
}
