import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, inject, it } from "vitest";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** A plain HTTP request to the production server with a chosen Host header (picks the storefront). */
function get(path: string, host = "localhost", headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const port = inject("port");
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, headers: { Host: `${host}:${port}`, "User-Agent": UA, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (c: Buffer) => chunks.push(c));
      response.on("end", () => {
        let buffer = Buffer.concat(chunks);
        if (response.headers["content-encoding"] === "gzip") buffer = zlib.gunzipSync(buffer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: buffer.toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)"/);
const robots = (html: string) => attr(html, /<meta name="robots" content="([^"]+)"/);
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe("server-rendered pages", () => {
  it("renders the home page with title, robots, canonical, hreflang and Organization JSON-LD", async () => {
    const port = inject("port");
    const { status, body } = await get("/");
    expect(status).toBe(200);
    expect(body).toContain("<title>Karten für die großen Tage des Lebens | Kartenwerk</title>");
    expect(robots(body)).toBe("index,follow");
    expect(canonical(body)).toBe(`http://localhost:${port}/`);
    expect(alternates(body)).toEqual([
      `de-DE http://localhost:${port}/`,
      `de-AT http://at.localhost:${port}/`,
      `de-CH http://ch.localhost:${port}/`,
      `x-default http://localhost:${port}/`,
    ]);
    const jsonLd = JSON.parse(attr(body, /<script type="application\/ld\+json">(.+?)<\/script>/)!);
    expect(jsonLd).toMatchObject({ "@type": "Organization", legalName: "Kartenwerk GmbH", foundingDate: "2019", address: { addressLocality: "München" } });
    expect(body).toMatch(/<html lang="de-DE"/);
  });

  it("names the German alias as canonical for /products and drops hreflang on filtered listings", async () => {
    const port = inject("port");
    const products = await get("/products/");
    expect(products.status).toBe(200);
    expect(canonical(products.body)).toBe(`http://localhost:${port}/produkte/`);
    const filtered = await get("/produkte/?occasion=hochzeit&tileCount=48&utm_source=x");
    expect(canonical(filtered.body)).toBe(`http://localhost:${port}/produkte/?occasion=hochzeit`);
    expect(alternates(filtered.body)).toEqual([]);
    const paged = await get("/produkte/?tileCount=48");
    expect(canonical(paged.body)).toBe(`http://localhost:${port}/produkte/`);
    expect(alternates(paged.body)).toHaveLength(4);
  });

  it("keeps the wishlist out of the index and off the poster brand", async () => {
    const wishlist = await get("/merkzettel/");
    expect(wishlist.status).toBe(200);
    expect(robots(wishlist.body)).toBe("noindex,nofollow");
    expect((await get("/merkzettel", "myposter.localhost")).status).toBe(404);
  });

  it("answers unknown paths and unknown sub-locales with 404, noindex and the full path", async () => {
    const missing = await get("/gibt-es-nicht/?x=1");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("<title>404 Page not found</title>");
    expect(robots(missing.body)).toBe("noindex,nofollow");
    expect(missing.body).toContain('data-path="/gibt-es-nicht/?x=1"');
    expect((await get("/fr/produkte/")).status).toBe(404);
    expect((await get("/xy/")).status).toBe(404);
    expect((await get("/d/xy/sitemap/")).status).toBe(404);
  });

  it("serves sub-locales and the desktop-app prefix", async () => {
    const port = inject("port");
    const french = await get("/fr/sitemap", "ch.myposter.localhost");
    expect(french.status).toBe(200);
    expect(french.body).toMatch(/<html lang="fr-CH"/);
    expect(canonical(french.body)).toBe(`http://ch.myposter.localhost:${port}/fr/sitemap`);
    expect(french.body).toContain("<title>Sitemap | myposter</title>");
    const desktop = await get("/d/produkte/");
    expect(desktop.status).toBe(200);
    expect(robots(desktop.body)).toBe("noindex,nofollow");
    expect(desktop.body).not.toContain("<footer");
  });

  it("compresses HTML and caches fingerprinted assets for a year", async () => {
    const page = await get("/", "localhost", { "Accept-Encoding": "gzip" });
    expect(page.headers["content-encoding"]).toBe("gzip");
    const asset = attr(page.body, /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)!;
    const css = await get(asset, "localhost", { "Accept-Encoding": "gzip" });
    expect(css.status).toBe(200);
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(css.headers["content-encoding"]).toBe("gzip");
    const api = await get("/web-api/shop-frontends-initial-data", "localhost", { "Accept-Encoding": "gzip" });
    expect(api.headers["content-encoding"]).toBeUndefined();
    expect((await get("/assets/gibt-es-nicht.js")).status).toBe(404);
  });
});
