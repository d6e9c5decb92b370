import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, DIALECTS, type TestShop } from "../support/shop";

describe.each(DIALECTS)("HTTP foundation on %s", (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await createTestShop(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers liveness and readiness, and readiness turns 503 on shutdown", async () => {
    expect(await (await t.request("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", database: dialect });
    const other = await createTestShop(dialect);
    other.shop.beginShutdown();
    expect((await other.request("/readyz")).status).toBe(503);
    await other.close();
  });

  it("reads X-Channel and X-Locale", async () => {
    const response = await t.request("/web-api/shop-frontends-initial-data", { headers: { "X-Channel": "myposter-CH", "X-Locale": "fr-CH" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ channel: "myposter", country: "CH", locale: "fr-CH", language: "fr", currency: "chf", defaults: { trailingSlash: false, defaultCollageId: 13 } });
  });

  it("falls back to the storefront of the host without headers", async () => {
    const at = await (await t.request("/web-api/shop-frontends-initial-data", { host: "at.localhost:3000" })).json();
    expect(at).toMatchObject({ channel: "kartenwerk", country: "AT", locale: "de-AT", currency: "eur" });
    const ch = await (await t.request("/web-api/shop-frontends-initial-data", { host: "ch.localhost:3000" })).json();
    expect(ch).toMatchObject({ country: "CH", locale: "de-CH", currency: "chf" });
    expect(ch.deliveryCountries.map((c: { code: string }) => c.code)).toEqual(["DE", "AT", "CH", "LI", "LU", "FR", "IT", "BE", "NL", "ES"]);
  });

  it("refuses bad channel and locale headers with 400 and a message", async () => {
    for (const [headers, text] of [
      [{ "X-Channel": "kartenwerk" }, /Kanal/],
      [{ "X-Channel": "kartenwerk-FR" }, /Kanal/],
      [{ "X-Locale": "de_DE" }, /xx-XX/],
      [{ "X-Locale": "deDE" }, /xx-XX/],
      [{ "X-Locale": "fr-FR" }, /gibt es für kartenwerk-DE nicht/],
      [{ "X-Channel": "kartenwerk-CH", "X-Locale": "fr-CH" }, /gibt es für kartenwerk-CH nicht/],
    ] as const) {
      const response = await t.request("/web-api/shop-frontends-initial-data", { headers });
      expect(response.status, JSON.stringify(headers)).toBe(400);
      expect((await response.json()).data.message.text).toMatch(text);
    }
  });

  it("lists a page on every storefront of the channel", async () => {
    const response = await t.request("/web-api/localized-urls?path=/sitemap");
    expect(await response.json()).toEqual({
      urls: [
        { country: "DE", locale: "de-DE", url: "http://localhost:3000/sitemap/", countryName: "Deutschland" },
        { country: "AT", locale: "de-AT", url: "http://at.localhost:3000/sitemap/", countryName: "Österreich" },
        { country: "CH", locale: "de-CH", url: "http://ch.localhost:3000/sitemap/", countryName: "Schweiz" },
      ],
    });
    const bad = await t.request("/web-api/localized-urls?path=sitemap");
    expect(bad.status).toBe(400);
    expect((await bad.json()).data.payload.errors.path).toEqual(["Der Pfad muss mit / beginnen."]);
  });

  it("takes browser log entries, validates them and refuses cross-site posts", async () => {
    const post = (body: string, origin = "http://localhost:3000") =>
      t.request("/web-api/client-log", { method: "POST", body, headers: { "Content-Type": "application/json", Origin: origin } });
    const accepted = await post(JSON.stringify({ entries: [{ level: "error", id: "login-error", message: "Netzwerkfehler", count: 3 }] }));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ accepted: 1 });
    const notJson = await post("{nope");
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).data.message.text).toBe("Die Anfrage enthält kein gültiges JSON.");
    const tooMany = await post(JSON.stringify({ entries: Array.from({ length: 51 }, () => ({ level: "warn", id: "x", message: "y" })) }));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).data.message.text).toBe("Höchstens 50 Einträge auf einmal.");
    expect((await post(JSON.stringify({ entries: [{ level: "fatal", id: "x", message: "y" }] }))).status).toBe(400);
    expect((await post(JSON.stringify({ entries: [{ level: "warn", id: "x", message: "y" }] }), "https://evil.example")).status).toBe(403);
    const sameSite = await t.request("/web-api/client-log", { method: "POST", body: JSON.stringify({ entries: [{ level: "warn", id: "x", message: "y" }] }), headers: { Origin: "http://at.localhost:3000" } });
    expect(sameSite.status).toBe(200);
  });

  it("answers unknown API paths with 404 in the error shape", async () => {
    for (const path of ["/web-api/gibts-nicht", "/price-api/gibts-nicht"]) {
      const response = await t.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ data: { message: { text: "Diese Schnittstelle gibt es nicht." } } });
    }
  });

  it("gives a new visitor a readable UUID cookie, once, and none to crawlers", async () => {
    const first = await t.request("/web-api/shop-frontends-initial-data");
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^kw_visitor=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const key = cookie.split(";")[0]!;
    const again = await t.request("/web-api/shop-frontends-initial-data", { headers: { Cookie: key } });
    expect(again.headers.get("set-cookie")).toBeNull();
    const forged = await t.request("/web-api/shop-frontends-initial-data", { headers: { Cookie: "kw_visitor=<script>" } });
    expect(forged.headers.get("set-cookie")).toMatch(/^kw_visitor=[0-9a-f-]{36};/);
    const bot = await t.request("/robots.txt", { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    expect(bot.headers.get("set-cookie")).toBeNull();
  });

  it("sets Secure on the visitor cookie when the shop runs on https", async () => {
    const secure = await createTestShop(dialect, { PUBLIC_URL: "https://www.kartenwerk.de" });
    const response = await secure.request("/healthz/../web-api/shop-frontends-initial-data", { host: "www.kartenwerk.de" });
    expect(response.headers.get("set-cookie")).toMatch(/; Secure; SameSite=Lax$/);
    await secure.close();
  });

  it("serves robots.txt per storefront without the non-indexable areas", async () => {
    const text = await (await t.request("/robots.txt", { host: "at.localhost:3000" })).text();
    expect(text).toContain("User-agent: *");
    for (const path of ["/warenkorb", "/kundenkonto", "/configurator-card", "/bestellung", "/panier", "/web-api/"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: http://at.localhost:3000/sitemap.xml");
  });

  it("serves sitemap.xml with language alternates", async () => {
    const response = await t.request("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain("<loc>http://localhost:3000/produkte/</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de-CH" href="http://ch.localhost:3000/produkte/"/>');
  });

  it("redirects to the one canonical path form with 301 and keeps the query", async () => {
    const cases: [string, string, string][] = [
      ["localhost:3000", "/produkte?sort=new&tileCount=48", "/produkte/?sort=new&tileCount=48"],
      ["localhost:3000", "/themes/1461", "/themes/1461/"],
      ["localhost:3000", "/de/merkzettel/", "/merkzettel/"],
      ["localhost:3000", "/d/produkte", "/d/produkte/"],
      ["myposter.localhost:3000", "/sitemap/", "/sitemap"],
      ["ch.myposter.localhost:3000", "/fr/sitemap/", "/fr/sitemap"],
    ];
    for (const [host, from, to] of cases) {
      const response = await t.request(from, { host, redirect: "manual" });
      expect(response.status, `${host}${from}`).toBe(301);
      expect(response.headers.get("location"), `${host}${from}`).toBe(to);
    }
    const post = await t.request("/produkte", { method: "POST" });
    expect(post.status).not.toBe(301);
    expect((await t.request("/web-api/gibts-nicht/")).status).toBe(404);
  });

  it("echoes a sane request id and replaces an unsafe one", async () => {
    expect((await t.request("/healthz", { headers: { "X-Request-Id": "lb-1234" } })).headers.get("x-request-id")).toBe("lb-1234");
    const replaced = (await t.request("/healthz", { headers: { "X-Request-Id": "a b\u00e4" } })).headers.get("x-request-id");
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("security headers", () => {
  it("sends the usual protective headers and HSTS only on https", async () => {
    const plain = await createTestShop("sqlite");
    const headers = (await plain.request("/robots.txt")).headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("strict-transport-security")).toBeNull();
    await plain.close();
    const secure = await createTestShop("sqlite", { PUBLIC_URL: "https://www.kartenwerk.de" });
    expect((await secure.request("/robots.txt", { host: "www.kartenwerk.de" })).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    await secure.close();
  });
});
