import { describe, expect, it } from "vitest";
import { generateCatalogue } from "../../../catalogue/generator/index";
import { emptyFilters, type ListingQuery } from "../../../core/catalogue/listing";
import { CARD_FORMATS } from "../../../core/catalogue/cards";
import { createCatalogueIndex } from "./index";

const { designs, themes } = generateCatalogue();
const index = createCatalogueIndex(designs, themes);
const query = (q: Partial<ListingQuery>): ListingQuery => ({ filters: emptyFilters(), sort: "sort", tileCount: 48, ...q });

describe("catalogue index", () => {
  it("filters by occasion, category and multi-valued colour with OR inside a key and AND across keys", () => {
    const wedding = index.query(query({ occasion: "hochzeit" }));
    expect(wedding.total).toBe(designs.filter((d) => d.occasion === "hochzeit").length);
    const greenOrBlue = index.query(query({ occasion: "hochzeit", filters: { ...emptyFilters(), color: ["green", "blue"], category: ["einladungskarte"] } }));
    const expected = designs.filter((d) => d.occasion === "hochzeit" && d.productType === "einladungskarte" && (d.colours.includes("green") || d.colours.includes("blue")));
    expect(greenOrBlue.total).toBe(expected.length);
    expect(greenOrBlue.designs.every((d) => expected.includes(d))).toBe(true);
  });

  it("sorts by recommendation, bestseller and newness and cuts at the tile count", () => {
    const popular = index.query(query({ sort: "popularity", tileCount: 12 }));
    expect(popular.designs).toHaveLength(12);
    expect(popular.designs.map((d) => d.popularity)).toEqual([...popular.designs.map((d) => d.popularity)].sort((a, b) => b - a));
    const newest = index.query(query({ sort: "created", tileCount: 5 })).designs.map((d) => d.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const recommended = index.query(query({ tileCount: 5 })).designs.map((d) => d.recommendation);
    expect(recommended).toEqual([...recommended].sort((a, b) => a - b));
  });

  it("counts facets with every other filter applied", () => {
    const result = index.query(query({ occasion: "hochzeit", filters: { ...emptyFilters(), style: ["modern"] } }));
    const wedding = designs.filter((d) => d.occasion === "hochzeit");
    expect(result.facets.style.modern).toBe(wedding.filter((d) => d.style === "modern").length);
    expect(result.facets.style.floral).toBe(wedding.filter((d) => d.style === "floral").length);
    expect(result.facets.color.green).toBe(wedding.filter((d) => d.style === "modern" && d.colours.includes("green")).length);
    expect(result.facets.product.klappkarte).toBe(wedding.filter((d) => d.style === "modern" && CARD_FORMATS[d.format].group === "klappkarte").length);
  });

  it("finds designs by slug, id and theme, and similar designs outside the theme", () => {
    const design = designs[0]!;
    expect(index.bySlug(design.slug)).toBe(design);
    expect(index.byId(design.id)).toBe(design);
    expect(index.designsOfTheme(1461).length).toBeGreaterThan(1);
    for (const similar of index.similar(design, 8)) {
      expect(similar.themeId).not.toBe(design.themeId);
      expect(similar.occasion).toBe(design.occasion);
    }
  });
});
