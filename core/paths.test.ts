import { describe, expect, it } from "vitest";
import { areaPath, checkNavigationTarget, isIndexablePath, isPagePath, NON_INDEXABLE_SEGMENTS, parseShopPath, shopPath } from "./paths";

describe("paths", () => {
  it("splits the desktop-app prefix and a sub-locale segment", () => {
    expect(parseShopPath("/")).toEqual({ desktopApp: false, subLocale: undefined, rest: "/" });
    expect(parseShopPath("/fr/produkte/")).toEqual({ desktopApp: false, subLocale: "fr", rest: "/produkte/" });
    expect(parseShopPath("/d/it/x")).toEqual({ desktopApp: true, subLocale: "it", rest: "/x" });
    expect(parseShopPath("/d")).toEqual({ desktopApp: true, subLocale: undefined, rest: "/" });
    expect(parseShopPath("/dankeskarten/")).toEqual({ desktopApp: false, subLocale: undefined, rest: "/dankeskarten/" });
  });

  it("applies the trailing-slash rule per channel", () => {
    expect(shopPath("/produkte", "kartenwerk")).toBe("/produkte/");
    expect(shopPath("/produkte//", "kartenwerk")).toBe("/produkte/");
    expect(shopPath("/produkte/", "myposter")).toBe("/produkte");
    expect(shopPath("/", "myposter")).toBe("/");
    expect(areaPath("cart", "kartenwerk")).toBe("/warenkorb/");
  });

  it("marks the non-indexable areas in every language and the configurators", () => {
    expect(Object.keys(NON_INDEXABLE_SEGMENTS)).toHaveLength(12);
    for (const path of ["/warenkorb/", "/panier", "/carrello", "/kundenkonto/daten", "/configurator-card/abc", "/whitelabel", "/magazin/"]) {
      expect(isIndexablePath(path), path).toBe(false);
    }
    for (const path of ["/", "/produkte/", "/hochzeit/einladungskarten/"]) {
      expect(isIndexablePath(path), path).toBe(true);
    }
  });

  it("tells page paths from files, API calls and data requests", () => {
    expect(isPagePath("/produkte")).toBe(true);
    expect(isPagePath("/web-api/customer-data")).toBe(false);
    expect(isPagePath("/assets/app.js")).toBe(false);
    expect(isPagePath("/produkte.data")).toBe(false);
    expect(isPagePath("/__manifest")).toBe(false);
  });

  it("refuses dangerous protocols always and external URLs unless marked external", () => {
    const origin = "https://www.kartenwerk.de";
    expect(checkNavigationTarget("javascript:alert(1)", origin, true)).toEqual({ ok: false, reason: "dangerous" });
    expect(checkNavigationTarget(" JavaScript:alert(1)", origin)).toEqual({ ok: false, reason: "dangerous" });
    expect(checkNavigationTarget("data:text/html,hi", origin, true)).toEqual({ ok: false, reason: "dangerous" });
    expect(checkNavigationTarget("vbscript:x", origin, true)).toEqual({ ok: false, reason: "dangerous" });
    expect(checkNavigationTarget("https://evil.example/", origin)).toEqual({ ok: false, reason: "external" });
    expect(checkNavigationTarget("//evil.example/x", origin)).toEqual({ ok: false, reason: "external" });
    expect(checkNavigationTarget("https://www.instagram.com/kartenwerk", origin, true)).toMatchObject({ ok: true, external: true });
    expect(checkNavigationTarget("/produkte/?a=1#top", origin)).toEqual({ ok: true, external: false, href: "/produkte/?a=1#top" });
    expect(checkNavigationTarget("https://www.kartenwerk.de/sitemap/", origin)).toEqual({ ok: true, external: false, href: "/sitemap/" });
  });
});

describe("page location of data requests", () => {
  it("maps React Router's data URLs back to the page", async () => {
    const { pageLocation } = await import("./paths");
    expect(pageLocation("/impressum/_.data", "?_routes=sub-home")).toEqual({ pathname: "/impressum/", search: "", isDataRequest: true });
    expect(pageLocation("/fr.data", "?_routes=sub-home&x=1")).toEqual({ pathname: "/fr", search: "?x=1", isDataRequest: true });
    expect(pageLocation("/_.data", "")).toEqual({ pathname: "/", search: "", isDataRequest: true });
    expect(pageLocation("/produkte/", "?_routes=a")).toEqual({ pathname: "/produkte/", search: "?_routes=a", isDataRequest: false });
  });
});
