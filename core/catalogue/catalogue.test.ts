import { describe, expect, it } from "vitest";
import { envelopeFor, envelopeSku, inlaySku, parseAccessorySku } from "./accessories";
import { CARD_FORMATS, refinementAvailable } from "./cards";
import { displayFormat, formatString, parseFormat } from "./format";
import { listingSearch, parseListingSearch } from "./listing";
import { designPath, occasionCategoryPath, parseCataloguePath } from "./urls";

describe("format strings (spec §5)", () => {
  it("parses WxH with positive integers and no leading zero, else 0x0", () => {
    expect(parseFormat("1050x1480")).toEqual({ width: 1050, height: 1480 });
    for (const bad of ["0x100", "0100x100", "100X100", "100x", "x100", "-1x5", "1.5x2", "100 x 100", "", "abc", undefined, 7]) {
      expect(parseFormat(bad), String(bad)).toEqual({ width: 0, height: 0 });
    }
    expect(formatString({ width: 1620, height: 1140 })).toBe("1620x1140");
  });

  it("shows sizes in cm, inches or bare", () => {
    expect(displayFormat({ width: 1050, height: 1480 }, "cm")).toBe("10,5 × 14,8 cm");
    expect(displayFormat({ width: 1050, height: 1480 }, "in", "en-US")).toBe("4.13 × 5.83 in");
    expect(displayFormat({ width: 1050, height: 1480 }, "none")).toBe("1050 × 1480");
  });

  it("gives every card format a valid size", () => {
    for (const [key, spec] of Object.entries(CARD_FORMATS)) {
      expect(parseFormat(spec.size).width, key).toBeGreaterThan(0);
      expect(parseFormat(spec.open).width, key).toBeGreaterThanOrEqual(parseFormat(spec.size).width);
    }
  });
});

describe("envelopes and inlays (spec §3, §5)", () => {
  it("parses SKUs by their dash-separated parts", () => {
    expect(parseAccessorySku(envelopeSku("din-lang", "kraft"))).toEqual({ sku: "envelope-din-lang-kraft", kind: "envelope", subType: "din-lang", width: 2200, height: 1100 });
    expect(parseAccessorySku("envelope-c6-weiss")).toMatchObject({ width: 1620, height: 1140 });
    expect(parseAccessorySku("envelope-b6-naturweiss")).toMatchObject({ width: 1760, height: 1250 });
    expect(parseAccessorySku(inlaySku("quer", "transparentpapier"))).toMatchObject({ kind: "inlay", subType: "quer", width: 1430, height: 1000 });
    for (const bad of ["envelope-c5-weiss", "envelope-c6-lila", "inlay-rund-x", "inlay-hoch", "seal-gold", ""]) expect(parseAccessorySku(bad), bad).toBeUndefined();
  });

  it("picks the smallest envelope a card fits into", () => {
    expect(envelopeFor(1050, 1480)).toBe("c6");
    expect(envelopeFor(1480, 1050)).toBe("c6");
    expect(envelopeFor(2100, 1000)).toBe("din-lang");
    expect(envelopeFor(1450, 1450)).toBeUndefined();
  });

  it("allows refinements only on certain papers", () => {
    expect(refinementAvailable("gold", "premium-matt")).toBe(true);
    expect(refinementAvailable("gold", "kraftpapier")).toBe(false);
    expect(refinementAvailable("ohne", "kraftpapier")).toBe(true);
  });
});

describe("listing queries and catalogue paths", () => {
  it("reads filters in every array form, validates them and writes them back sorted", () => {
    const parsed = parseListingSearch(new URLSearchParams("color=green&color[]=blue&style=modern,floral&sort=popularity&tileCount=96&utm_source=x"), { occasion: "hochzeit" });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toMatchObject({ occasion: "hochzeit", sort: "popularity", tileCount: 96, filters: { color: ["green", "blue"], style: ["modern", "floral"] } });
    expect(listingSearch(parsed.data)).toBe("?color=blue&color=green&style=floral&style=modern&sort=popularity&tileCount=96");
    expect(parseListingSearch(new URLSearchParams("color=lila")).success).toBe(false);
    expect(parseListingSearch(new URLSearchParams("tileCount=0")).success).toBe(false);
    expect(parseListingSearch(new URLSearchParams("sort=teuer")).success).toBe(false);
    expect(parseListingSearch(new URLSearchParams("color=")).success).toBe(true);
  });

  it("maps readable German paths to catalogue pages and back", () => {
    expect(parseCataloguePath("/hochzeitskarten/")).toEqual({ kind: "occasion", occasion: "hochzeit" });
    expect(parseCataloguePath("/hochzeitskarten/einladungskarten/")).toEqual({ kind: "occasion-category", occasion: "hochzeit", productType: "einladungskarte" });
    expect(parseCataloguePath("/karten/dankeskarten")).toEqual({ kind: "category", productType: "dankeskarte" });
    expect(parseCataloguePath("/hochzeitskarten/einladungskarten/eukalyptus-1461/")).toEqual({ kind: "design", occasion: "hochzeit", productType: "einladungskarte", slug: "eukalyptus-1461" });
    expect(parseCataloguePath("/designserien/")).toEqual({ kind: "themes-overview" });
    for (const other of ["/impressum/", "/hochzeitskarten/gibtsnicht/", "/hochzeitskarten/einladungskarten/eukalyptus/", "/a/b/c/d"]) expect(parseCataloguePath(other), other).toBeUndefined();
    expect(occasionCategoryPath("taufe", "dankeskarte")).toBe("/taufkarten/dankeskarten");
    expect(designPath({ occasion: "trauer", productType: "trauerkarte", slug: "stille-12" })).toBe("/trauerkarten/trauerkarten-design/stille-12");
  });
});
