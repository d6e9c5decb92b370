import { Hono } from "hono";
import { z } from "zod";
import { apiError, zodErrorToApiError } from "../../core/api";
import type { AppEnv } from "../http/request-info";
import type { ShopServices } from "../services/index";

const localizedUrlsQuery = z.object({
  path: z.string().max(1000, "Der Pfad ist zu lang.").regex(/^\/[^\s]*$/, "Der Pfad muss mit / beginnen."),
});

/** Browser errors and warnings the client logger forwards (already throttled in the browser). */
const clientLogBody = z.object({
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
});

export function webApi(services: ShopServices) {
  const api = new Hono<AppEnv>();

  api.get("/shop-frontends-initial-data", (c) => {
    const info = c.get("info");
    return c.json({
      ...services.storefront.initialData(info.channel, info.country, info.locale),
      device: info.device,
      tracking: info.tracking,
      logging: info.logging,
    });
  });

  api.get("/localized-urls", (c) => {
    const parsed = localizedUrlsQuery.safeParse({ path: c.req.query("path") ?? "" });
    if (!parsed.success) return c.json(zodErrorToApiError(parsed.error), 400);
    return c.json({ urls: services.storefront.localizedUrls(c.get("info").channel, parsed.data.path) });
  });

  api.post("/client-log", async (c) => {
    const body = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json(apiError("Die Anfrage enthält kein gültiges JSON."), 400);
    const parsed = clientLogBody.safeParse(body);
    if (!parsed.success) return c.json(zodErrorToApiError(parsed.error), 400);
    const info = c.get("info");
    const log = c.get("log");
    for (const entry of parsed.data.entries) {
      log[entry.level]({ source: "browser", id: entry.id, count: entry.count, page: entry.path, visitor: info.visitorKey }, entry.message);
    }
    return c.body(null, 204);
  });

  return api;
}
