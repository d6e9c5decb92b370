import type { Context, Hono } from "hono";
import { z } from "zod";
import { apiError, zodErrorToApiError } from "../../core/api";
import type { AppEnv, RequestInfo } from "../http/request-info";

/**
 * One definition per JSON endpoint: the route, its zod schemas and its handler. The same
 * definitions mount the routes and produce the OpenAPI reference, so the reference cannot drift.
 */
export interface Endpoint<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: "get" | "post";
  /** Full path, e.g. /web-api/card-price. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  query?: Q;
  body?: B;
  response: R;
  handler: (input: { query: z.output<Q>; body: z.output<B>; info: RequestInfo; c: Context<AppEnv> }) => Promise<EndpointResult<z.input<R>>> | EndpointResult<z.input<R>>;
}

export type EndpointResult<T> = { ok: true; data: T } | { ok: false; status: 400 | 404 | 409 | 422; message: string; errors?: Record<string, string[]> };

export function endpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(definition: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return definition;
}

export const ok = <T>(data: T): EndpointResult<T> => ({ ok: true, data });
export const fail = (status: 400 | 404 | 409 | 422, message: string, errors?: Record<string, string[]>): EndpointResult<never> => ({ ok: false, status, message, errors });

/**
 * Reads a query string the shop's way (spec §5): empty values are dropped, `name[]` collects
 * arrays, a repeated name becomes an array.
 */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawName, value] of search) {
    if (value === "") continue;
    const isArray = rawName.endsWith("[]");
    const name = isArray ? rawName.slice(0, -2) : rawName;
    const existing = result[name];
    if (isArray || existing !== undefined) {
      result[name] = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), value];
    } else {
      result[name] = value;
    }
  }
  return result;
}

export function mountEndpoints(app: Hono<AppEnv>, endpoints: readonly Endpoint[]) {
  for (const e of endpoints) {
    app[e.method](e.path, async (c) => {
      let query: unknown = undefined;
      if (e.query) {
        const parsed = e.query.safeParse(queryObject(new URL(c.req.url).searchParams));
        if (!parsed.success) return c.json(zodErrorToApiError(parsed.error), 400);
        query = parsed.data;
      }
      let body: unknown = undefined;
      if (e.body) {
        const raw = await c.req.json().catch(() => undefined);
        if (raw === undefined) return c.json(apiError("Die Anfrage enthält kein gültiges JSON."), 400);
        const parsed = e.body.safeParse(raw);
        if (!parsed.success) return c.json(zodErrorToApiError(parsed.error), 400);
        body = parsed.data;
      }
      const result = await e.handler({ query: query as never, body: body as never, info: c.get("info"), c });
      if (!result.ok) return c.json(apiError(result.message, result.errors), result.status);
      return c.json(result.data as object);
    });
  }
}

/** OpenAPI 3.1 document of every endpoint, with JSON Schemas generated from the zod schemas. */
export function openApiDocument(endpoints: readonly Endpoint[], serverUrl: string) {
  const schema = (s: z.ZodType, io: "input" | "output") => z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" });
  const errorSchema = {
    type: "object",
    properties: { data: { type: "object", properties: { message: { type: "object", properties: { text: { type: "string" } } }, payload: { type: "object", properties: { errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } } } } } },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const parameters: unknown[] = [
      { name: "X-Channel", in: "header", required: false, description: "Kanal und Land, z. B. kartenwerk-DE (ohne: aus dem Host).", schema: { type: "string", example: "kartenwerk-DE" } },
      { name: "X-Locale", in: "header", required: false, description: "Sprache der Storefront, z. B. de-DE.", schema: { type: "string", example: "de-DE" } },
    ];
    if (e.query) {
      const json = schema(e.query, "input") as { properties?: Record<string, { description?: string }>; required?: string[] };
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        const isArray = (property as { type?: string }).type === "array";
        parameters.push({ name: isArray ? `${name}[]` : name, in: "query", required: json.required?.includes(name) ?? false, description: property.description, schema: property });
      }
    }
    paths[e.path] = {
      ...paths[e.path],
      [e.method]: {
        summary: e.summary,
        description: e.description,
        tags: [e.tag],
        parameters,
        ...(e.body ? { requestBody: { required: true, content: { "application/json": { schema: schema(e.body, "input") } } } } : {}),
        responses: {
          "200": { description: "OK", content: { "application/json": { schema: schema(e.response, "output") } } },
          "400": { description: "Ungültige Eingabe; data.message.text sagt, was zu tun ist.", content: { "application/json": { schema: errorSchema } } },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Kartenwerk Shop-API", version: "1.0.0", description: "JSON-Schnittstellen der Storefront. Jede Antwort mit Fehler hat die Form data.message.text (und data.payload.errors je Feld)." },
    servers: [{ url: serverUrl }],
    paths,
  };
}
