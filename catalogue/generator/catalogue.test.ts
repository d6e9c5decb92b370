import { describe, expect, it } from "vitest";
import { CARD_FORMATS, CARD_OCCASION_KEYS, CARD_PRODUCT_TYPE_KEYS, COLOUR_KEYS, PAPER_KEYS, PUNCHINGS, REFINEMENT_TYPES, STYLES } from "../../core/catalogue/cards";
import { DEFAULT_THEME_ID, generateCatalogue, slugify } from "./catalogue";
import { LAYOUTS } from "./motifs";
import { allDesignNames, NAME_POOLS } from "./names";

const catalogue = generateCatalogue();
const { designs, themes } = catalogue;

describe("generateCatalogue", () => {
  it("is deterministic: the same seed gives the same catalogue, another seed another", () => {
    expect(generateCatalogue()).toEqual(catalogue);
    const other = generateCatalogue({ seed: 7 });
    expect(other.designs.length).toBe(designs.length);
    expect(other.designs.map((d) => d.name)).not.toEqual(designs.map((d) => d.name));
  });

  it("makes 1,600 designs by default across every occasion and product type, at least 300 for weddings", () => {
    expect(designs.length).toBe(1600);
    const occasions = new Set(designs.map((d) => d.occasion));
    for (const o of CARD_OCCASION_KEYS) expect(occasions.has(o), o).toBe(true);
    const types = new Set(designs.map((d) => d.productType));
    for (const t of CARD_PRODUCT_TYPE_KEYS) expect(types.has(t), t).toBe(true);
    expect(designs.filter((d) => d.occasion === "hochzeit").length).toBeGreaterThanOrEqual(300);
    expect(new Set(designs.map((d) => d.layout)).size).toBeGreaterThanOrEqual(10);
  });

  it("honours designCount, small and very large", () => {
    expect(generateCatalogue({ designCount: 100 }).designs).toHaveLength(100);
    expect(generateCatalogue({ designCount: 0 }).designs).toHaveLength(0);
    const big = generateCatalogue({ designCount: 100_000 });
    expect(big.designs).toHaveLength(100_000);
    expect(new Set(big.designs.map((d) => d.slug)).size).toBe(100_000);
  }, 60_000);

  it("has theme 1461 as a wedding set „Eukalyptus“ with invitation, menu, table and thank-you cards", () => {
    const theme = themes.find((t) => t.id === DEFAULT_THEME_ID);
    expect(theme).toBeDefined();
    expect(theme!.occasion).toBe("hochzeit");
    expect(theme!.name).toBe("Eukalyptus");
    const types = theme!.designIds.map((id) => designs.find((d) => d.id === id)!.productType);
    for (const t of ["einladungskarte", "save-the-date-karte", "menuekarte", "tischkarte", "dankeskarte"]) expect(types).toContain(t);
    expect(generateCatalogue({ designCount: 5 }).themes.map((t) => t.id)).toContain(DEFAULT_THEME_ID);
  });

  it("puts every design in exactly one theme of the same name, occasion and style", () => {
    const byId = new Map(designs.map((d) => [d.id, d]));
    const seen = new Set<number>();
    for (const theme of themes) {
      expect(Number.isInteger(theme.id)).toBe(true);
      expect(theme.designIds.length).toBeGreaterThan(0);
      expect(theme.description.length).toBeGreaterThan(60);
      for (const id of theme.designIds) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
        const d = byId.get(id)!;
        expect(d.themeId).toBe(theme.id);
        expect(d.designName).toBe(theme.name);
        expect(d.occasion).toBe(theme.occasion);
        expect(d.style).toBe(theme.style);
      }
    }
    expect(seen.size).toBe(designs.length);
    expect(new Set(themes.map((t) => t.id)).size).toBe(themes.length);
  });

  it("gives unique ids and slugs of the form <slug-of-design-name>-<id>", () => {
    expect(new Set(designs.map((d) => d.id)).size).toBe(designs.length);
    expect(new Set(designs.map((d) => d.slug)).size).toBe(designs.length);
    for (const d of designs) {
      expect(d.slug).toBe(`${slugify(d.designName)}-${d.id}`);
      expect(d.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(slugify("Schneegestöber & Größe")).toBe("schneegestoeber-und-groesse");
  });

  it("names products by kind and design in German quotes", () => {
    for (const d of designs) {
      expect(d.name).toMatch(/^[A-ZÄÖÜ][^„“]+ „[^„“]+“$/);
      expect(d.name.endsWith(`„${d.designName}“`)).toBe(true);
    }
    expect(designs.find((d) => d.id === 10001)!.name).toBe("Hochzeitseinladung „Eukalyptus“");
  });

  it("fills every field with values from the card vocabulary", () => {
    for (const d of designs) {
      expect(CARD_FORMATS[d.format]).toBeDefined();
      expect(d.aspectRatio).toBe(CARD_FORMATS[d.format].aspectRatio);
      expect(d.furtherFormats).not.toContain(d.format);
      expect(Object.keys(STYLES)).toContain(d.style);
      expect(d.colours.length).toBeGreaterThanOrEqual(2);
      expect(d.colours.length).toBeLessThanOrEqual(6);
      expect(new Set(d.colours).size).toBe(d.colours.length);
      for (const c of d.colours) expect(COLOUR_KEYS).toContain(c);
      expect(d.punchings[0]).toBe("ohne");
      for (const p of d.punchings) expect(Object.keys(PUNCHINGS)).toContain(p);
      expect(PAPER_KEYS).toContain(d.defaultPaper);
      expect(d.refinements).toContain("ohne");
      for (const r of d.refinements) expect(REFINEMENT_TYPES).toContain(r);
      expect(LAYOUTS).toContain(d.layout);
      expect(Number.isInteger(d.seed)).toBe(true);
    }
  });

  it("labels news (last 60 days before 2026-11-01) and bestsellers (most popular), and ranks all", () => {
    for (const d of designs) {
      expect(d.createdAt >= "2021-01-01" && d.createdAt <= "2026-10-31", d.createdAt).toBe(true);
      expect(d.labels.includes("neuheit")).toBe(d.createdAt >= "2026-09-02");
    }
    const news = designs.filter((d) => d.labels.includes("neuheit")).length;
    expect(news).toBeGreaterThan(20);
    expect(news).toBeLessThan(designs.length * 0.2);
    const best = designs.filter((d) => d.labels.includes("bestseller"));
    expect(best.length).toBeGreaterThan(20);
    const lowestBest = Math.min(...best.map((d) => d.popularity));
    expect(designs.filter((d) => !d.labels.includes("bestseller") && d.popularity > lowestBest)).toEqual([]);
    // skewed: the top tenth sells far more than the median design
    const sorted = designs.map((d) => d.popularity).sort((a, b) => b - a);
    expect(sorted[Math.floor(sorted.length * 0.1)]!).toBeGreaterThan(sorted[Math.floor(sorted.length / 2)]! * 3);
    expect(designs.map((d) => d.recommendation).sort((a, b) => a - b)).toEqual(designs.map((_, i) => i + 1));
  });

  it("writes real German descriptions of 2–4 sentences", () => {
    for (const d of designs) {
      const sentences = d.description.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„])/);
      expect(sentences.length, d.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, d.description).toBeLessThanOrEqual(4);
      expect(d.description).not.toMatch(/lorem|ipsum|undefined|\$\{/i);
    }
    expect(new Set(designs.map((d) => d.description)).size).toBeGreaterThan(designs.length * 0.6);
  });

  it("draws from at least 250 German design names, each standing for one motif", () => {
    expect(allDesignNames().length).toBeGreaterThanOrEqual(250);
    const motifOf = new Map<string, string>();
    for (const pool of Object.values(NAME_POOLS))
      for (const [name, motif] of pool) {
        expect(motifOf.get(name) ?? motif, name).toBe(motif);
        motifOf.set(name, motif);
      }
    expect(new Set(designs.map((d) => d.designName)).size).toBeGreaterThanOrEqual(250);
  });
});
