import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { apiError } from "../../core/api";
import { parseShopPath, isPagePath, shopPath } from "../../core/paths";
import { apiHeadersMiddleware, originGuard } from "../api/headers";
import { mountEndpoints, openApiDocument } from "../api/define";
import { allEndpoints } from "../api/endpoints";
import { contentDeliveryApi } from "../api/content-delivery";
import { apiReferenceHtml } from "../api/docs";
import type { ImageResult } from "../services/images/images";
import type { ShopServices } from "../services/index";
import { requestInfoMiddleware, type AppEnv, type RequestInfo } from "./request-info";
import { robotsTxt, sitemapXml } from "./seo-files";
import { builtFromContext } from "./response-paths";

/** What SSR loaders and actions receive as their context. */
// A type alias (not an interface) so it satisfies React Router's AppLoadContext index signature.
export type ShopLoadContext = {
  shop: ShopServices;
  info: RequestInfo;
};

export type SsrHandler = (request: Request, context: ShopLoadContext) => Promise<Response>;

export interface HttpAppOptions {
  /** The React Router request handler; without it page paths answer 404 (API tests). */
  ssr?: SsrHandler;
  /** Folder of the built browser files (`build/client`). */
  clientDir?: string;
  /** Readiness turns false while the process shuts down. */
  isShuttingDown?: () => boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function createHttpApp(services: ShopServices, options: HttpAppOptions = {}) {
  const app = new Hono<AppEnv>();
  const { logger, config } = services;

  // Storefronts of one brand live on sibling hosts (at., ch.), so resources are shared same-site;
  // API calls keep their referrer (spec §7) within the shop.
  const securityHeaders: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-site"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ...(config.secureCookies ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
  ];

  app.use(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("log", logger.child({ reqId: requestId }));
    const started = performance.now();
    // Headers set before the handler reach every response the handler builds from the context
    // (c.json, c.body) without copying it; responses a handler makes itself (SSR, static files)
    // get them again afterwards.
    c.header("X-Request-Id", requestId);
    for (const [name, value] of securityHeaders) c.header(name, value);
    await next();
    const pathname = new URL(c.req.url).pathname;
    if (!builtFromContext(pathname)) {
      c.header("X-Request-Id", requestId);
      for (const [name, value] of securityHeaders) c.header(name, value);
    }
    const level = pathname === "/healthz" || pathname === "/readyz" ? "debug" : "info";
    // Only the path is logged: query strings may hold one-time tokens.
    c.get("log")[level]({ method: c.req.method, path: pathname, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  });

  app.onError((error, c) => {
    c.get("log")?.error({ err: error }, "unhandled error");
    return c.json(apiError("Es ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal."), 500);
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    if (options.isShuttingDown?.()) return c.json({ status: "shutting-down" }, 503);
    try {
      await services.database.ping();
      return c.json({ status: "ok", database: services.database.dialect });
    } catch (error) {
      c.get("log").error({ err: error }, "readiness: database unreachable");
      return c.json({ status: "unavailable", database: services.database.dialect }, 503);
    }
  });

  app.use(requestInfoMiddleware(config));

  // One canonical form per page path (spec §3 trailing slash) and no sub-locale segment for the
  // storefront's own language: the other forms answer 301 with the query kept.
  app.use(async (c, next) => {
    const method = c.req.method;
    const url = new URL(c.req.url);
    if ((method === "GET" || method === "HEAD") && isPagePath(url.pathname)) {
      const info = c.get("info");
      const parsed = parseShopPath(url.pathname);
      // An unknown sub-locale leaves the storefront's default locale in `info`, so a segment equal
      // to its language is the storefront's own language written out.
      const ownLanguage = info.invalidSubLocale && parsed.subLocale === info.language;
      const segments = [parsed.desktopApp ? "d" : "", ownLanguage ? "" : (parsed.subLocale ?? ""), ...parsed.rest.split("/")];
      const target = shopPath(`/${segments.filter(Boolean).join("/")}`, info.channel);
      if (target !== url.pathname) return c.redirect(`${target}${url.search}`, 301);
    }
    await next();
  });

  for (const prefix of ["/web-api", "/price-api"]) {
    app.use(`${prefix}/*`, originGuard(config.domains.map((d) => d.origin)), apiHeadersMiddleware());
  }
  const endpoints = allEndpoints(services);
  mountEndpoints(app, endpoints);
  app.get("/web-api/openapi.json", (c) => c.json(openApiDocument(endpoints, c.get("info").origin)));
  app.get("/web-api/docs", (c) => c.html(apiReferenceHtml(openApiDocument(endpoints, c.get("info").origin))));
  app.all("/web-api/*", (c) => c.json(apiError("Diese Schnittstelle gibt es nicht."), 404));
  app.all("/price-api/*", (c) => c.json(apiError("Diese Schnittstelle gibt es nicht."), 404));

  app.route("/v2/cdn", contentDeliveryApi(services.content, config.contentTokens));

  // The image resizer: design renders and the shop's own static images, cached on disk.
  const sendImage = (c: Context<AppEnv>, result: ImageResult) => {
    if (!result.ok) return c.json(apiError(result.message), result.status);
    return c.body(new Uint8Array(result.body), 200, {
      "Content-Type": result.contentType,
      "Cache-Control": result.provisional ? "public, max-age=86400" : "public, max-age=31536000, immutable",
      Vary: "Accept",
      "X-Image-Cache": result.cached ? "hit" : "miss",
    });
  };
  app.get("/img/design/:id/:colour/:side", async (c) =>
    sendImage(c, await services.images.design(c.req.param(), c.req.query(), c.req.header("accept"))),
  );
  app.get("/img/template/:id", async (c) => sendImage(c, await services.images.template(c.req.param("id"), c.req.query(), c.req.header("accept"))));
  app.get("/img/static/:file", async (c) => sendImage(c, await services.images.staticImage(c.req.param("file"), c.req.query(), c.req.header("accept"))));
  app.all("/img/*", (c) => c.json(apiError("Dieses Bild gibt es nicht."), 404));

  app.get("/robots.txt", (c) => c.text(robotsTxt(c.get("info"))));
  app.get("/sitemap.xml", (c) => c.body(sitemapXml(c.get("info"), services), 200, { "Content-Type": "application/xml; charset=utf-8" }));

  const clientDir = options.clientDir;
  const compressText = compress();
  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || ".";
    // Fingerprinted build output never changes under its name; everything else may.
    const assets = serveStatic({ root, onFound: (_path, c) => void c.header("Cache-Control", "public, max-age=31536000, immutable") });
    const files = serveStatic({ root, onFound: (_path, c) => void c.header("Cache-Control", "public, max-age=3600") });
    app.use("/assets/*", compressText, assets);
    app.use("*", (c, next) => (hasFileExtension(new URL(c.req.url).pathname) ? files(c, next) : next()));
  }
  app.use("*", async (c, next) => {
    if (hasFileExtension(new URL(c.req.url).pathname)) return c.text("Nicht gefunden", 404);
    return next();
  });

  app.use("*", compressText);
  app.all("*", async (c) => {
    const info = c.get("info");
    if (!options.ssr) return c.text("Nicht gefunden", 404);
    return options.ssr(c.req.raw, { shop: services, info });
  });

  return app;
}

/** Files have an extension; React Router's `.data` requests are pages. */
function hasFileExtension(pathname: string): boolean {
  const last = pathname.split("/").pop() ?? "";
  return /\.[A-Za-z0-9]+$/.test(last) && !last.endsWith(".data");
}
