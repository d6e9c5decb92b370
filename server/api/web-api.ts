import { z } from "zod";
import { DELIVERY_COUNTRIES } from "../../core/countries";
import { countryFromHeaders } from "../../core/location";
import type { ShopServices } from "../services/index";
import { endpoint, ok } from "./define";

const countryUrl = z.object({ country: z.string(), countryName: z.string(), locale: z.string(), url: z.string() });

/** Storefront endpoints: start data, localized URLs, the browser's log forwarding. */
export function storefrontEndpoints(services: ShopServices) {
  return [
    endpoint({
      method: "get",
      path: "/web-api/shop-frontends-initial-data",
      tag: "Storefront",
      summary: "Startdaten der Storefront: Kanal, Land, Sprache, Währung, Kanal-Vorgaben, Geräteerkennung",
      response: z.object({
        channel: z.string(),
        country: z.string(),
        locale: z.string(),
        language: z.string(),
        currency: z.string(),
        lengthUnit: z.enum(["cm", "in"]),
        defaults: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
        deliveryCountries: z.array(z.object({ code: z.enum(DELIVERY_COUNTRIES), name: z.string() })),
        storefronts: z.array(countryUrl),
        device: z.record(z.string(), z.union([z.string(), z.boolean()])),
        tracking: z.boolean(),
        logging: z.boolean(),
      }),
      handler: ({ info }) => {
        const initial = services.storefront.initialData(info.channel, info.country, info.locale);
        return ok({
          ...initial,
          defaults: { ...initial.defaults },
          device: { ...info.device },
          tracking: info.tracking,
          logging: info.logging,
        });
      },
    }),
    endpoint({
      method: "get",
      path: "/web-api/localized-urls",
      tag: "Storefront",
      summary: "Dieselbe Seite auf jeder Storefront des Kanals (Länder-Domains, Sprachen)",
      query: z.object({ path: z.string({ message: "Der Pfad fehlt." }).max(1000, "Der Pfad ist zu lang.").regex(/^\/[^\s]*$/, "Der Pfad muss mit / beginnen.") }),
      response: z.object({ urls: z.array(countryUrl) }),
      handler: ({ query, info }) => ok({ urls: services.storefront.localizedUrls(info.channel, query.path) }),
    }),
    endpoint({
      method: "get",
      path: "/api/get-location/",
      tag: "Storefront",
      summary: "Land des Besuchers für den Länder-Hinweis: aus dem Länder-Header des CDN, sonst aus der bevorzugten Browsersprache",
      response: z.object({ country: z.string().nullable(), source: z.string().nullable() }),
      handler: ({ c }) => ok(countryFromHeaders((name) => c.req.header(name))),
    }),
    endpoint({
      method: "post",
      path: "/web-api/client-log",
      tag: "Betrieb",
      summary: "Nimmt Fehler und Warnungen des Browsers entgegen (im Browser bereits gedrosselt)",
      body: z.object({
        entries: z
          .array(
            z.object({
              level: z.enum(["error", "warn", "info"]),
              id: z.string().min(1).max(80),
              message: z.string().max(2000),
              count: z.number().int().min(1).max(100_000).default(1),
              path: z.string().max(1000).optional(),
            }),
          )
          .min(1, "Mindestens ein Eintrag wird erwartet.")
          .max(50, "Höchstens 50 Einträge auf einmal."),
      }),
      response: z.object({ accepted: z.number().int() }),
      handler: ({ body, info, c }) => {
        const log = c.get("log");
        for (const entry of body.entries) {
          log[entry.level]({ source: "browser", id: entry.id, count: entry.count, page: entry.path, visitor: info.visitorKey }, entry.message);
        }
        return ok({ accepted: body.entries.length });
      },
    }),
  ];
}
