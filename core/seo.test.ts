import { describe, expect, it } from "vitest";
import { defaultDomains } from "./hosts";
import { buildPageMeta, canonicalSearch, organisationJsonLd, pageTitle, type MetaDescriptor } from "./seo";

const domains = defaultDomains("https://www.kartenwerk.de");
const request = (pathname: string, search = "", country = "DE") => ({
  channel: "kartenwerk" as const,
  country,
  origin: domains.find((d) => d.channel === "kartenwerk" && d.country === country)!.origin,
  pathname,
  search,
  domains,
});
const find = (meta: MetaDescriptor[], predicate: (m: Record<string, unknown>) => boolean) => meta.filter((m) => predicate(m as Record<string, unknown>));

describe("seo", () => {
  it("puts the site name after the page title", () => {
    expect(pageTitle("Alle Produkte", "kartenwerk")).toBe("Alle Produkte | Kartenwerk");
    expect(pageTitle("", "myposter")).toBe("myposter");
  });

  it("says noindex,nofollow unless a page is indexable, and always in non-indexable areas", () => {
    const robots = (meta: MetaDescriptor[]) => find(meta, (m) => m.name === "robots")[0];
    expect(robots(buildPageMeta({ title: "x" }, request("/produkte/")))).toEqual({ name: "robots", content: "noindex,nofollow" });
    expect(robots(buildPageMeta({ title: "x", indexable: true }, request("/produkte/")))).toEqual({ name: "robots", content: "index,follow" });
    expect(robots(buildPageMeta({ title: "x", indexable: true }, request("/warenkorb/")))).toEqual({ name: "robots", content: "noindex,nofollow" });
    expect(robots(buildPageMeta({ title: "x", indexable: true }, request("/d/produkte/")))).toEqual({ name: "robots", content: "noindex,nofollow" });
  });

  it("keeps only whitelisted filter parameters in the canonical link", () => {
    expect(canonicalSearch("?occasion=hochzeit&tileCount=48&utm_source=x&category=einladungskarte", "cards")).toBe("?category=einladungskarte&occasion=hochzeit");
    expect(canonicalSearch("?designGroupSetId=3&productType=hardcover&sort=new", "photobooks")).toBe("?designGroupSetId=3&productType=hardcover");
    expect(canonicalSearch("?a=1&b=", undefined, true)).toBe("?a=1");
    expect(canonicalSearch("?occasion=hochzeit")).toBe("");
  });

  it("lists hreflang alternates per country plus a German x-default, but not on filtered pages", () => {
    const plain = buildPageMeta({ title: "x", indexable: true, canonicalKind: "cards" }, request("/produkte/", "?tileCount=48", "AT"));
    expect(find(plain, (m) => m.rel === "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: "https://at.www.kartenwerk.de/produkte/" }]);
    const alternates = find(plain, (m) => m.rel === "alternate").map((m) => [(m as { hrefLang: string }).hrefLang, (m as { href: string }).href]);
    expect(alternates).toEqual([
      ["de-DE", "https://www.kartenwerk.de/produkte/"],
      ["de-AT", "https://at.www.kartenwerk.de/produkte/"],
      ["de-CH", "https://ch.www.kartenwerk.de/produkte/"],
      ["x-default", "https://www.kartenwerk.de/produkte/"],
    ]);
    const filtered = buildPageMeta({ title: "x", indexable: true, canonicalKind: "cards" }, request("/produkte/", "?occasion=hochzeit"));
    expect(find(filtered, (m) => m.rel === "canonical")[0]).toMatchObject({ href: "https://www.kartenwerk.de/produkte/?occasion=hochzeit" });
    expect(find(filtered, (m) => m.rel === "alternate")).toHaveLength(0);
  });

  it("adds description and Open Graph images", () => {
    const meta = buildPageMeta({ title: "x", description: "Schöne Karten", ogImages: ["/images/og.png"] }, request("/"));
    expect(meta).toContainEqual({ name: "description", content: "Schöne Karten" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://www.kartenwerk.de/images/og.png" });
  });

  it("describes the organisation", () => {
    const ld = organisationJsonLd("https://www.kartenwerk.de");
    expect(ld).toMatchObject({ "@type": "Organization", legalName: "Kartenwerk GmbH", foundingDate: "2019" });
    expect(JSON.stringify(ld)).toContain("München");
    expect(ld.contactPoint).toMatchObject({ availableLanguage: ["German", "English"], hoursAvailable: { opens: "08:00", closes: "17:00" } });
  });
});

describe("canonical path of aliased pages", () => {
  it("names the alias but keeps prefixes and robots of the real path", () => {
    const meta = buildPageMeta({ title: "x", indexable: true, canonicalPath: "/produkte/" }, request("/d/products/"));
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.kartenwerk.de/produkte/" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex,nofollow" });
  });
});
