import { describe, expect, it } from "vitest";
import { CARD_FORMATS } from "../../core/catalogue/cards";
import { designDocumentSchema, type DesignDocument } from "../../core/design/document";
import { ORNAMENT_NAMES } from "../../core/design/ornaments";
import { renderDocumentSides, renderSideSvg } from "../../core/design/render-svg";
import { estimateLineWidth } from "../../core/design/text-metrics";
import { generateCatalogue } from "./catalogue";
import { designDocument } from "./document";
import { PHOTO_LAYOUTS, type LayoutName } from "./motifs";

const { designs } = generateCatalogue();
const documents = designs.map((design) => ({ design, doc: designDocument(design) }));

function texts(doc: DesignDocument) {
  return doc.sides.flatMap((s) => s.elements.filter((e) => e.type === "text"));
}

describe("designDocument", () => {
  it("validates against the design document schema, in every colour variant", () => {
    for (const design of designs)
      for (const colour of design.colours) {
        const result = designDocumentSchema.safeParse(designDocument(design, colour));
        expect(result.success, `${design.id} ${colour} ${result.error?.issues[0]?.message}`).toBe(true);
      }
  });

  it("is deterministic and keeps the layout across colour variants, changing only colours", () => {
    const design = designs[0]!;
    expect(designDocument(design)).toEqual(designDocument(design));
    const a = designDocument(design, design.colours[0]);
    const b = designDocument(design, design.colours[1]);
    const geometry = (d: DesignDocument) => d.sides.map((s) => s.elements.map((e) => [e.id, e.x, e.y, e.width, e.height]));
    expect(geometry(b)).toEqual(geometry(a));
    expect(b.palette).not.toEqual(a.palette);
  });

  it("has every side of the format, its page size, 2 mm bleed and 5 mm safe margin", () => {
    for (const { design, doc } of documents) {
      const spec = CARD_FORMATS[design.format];
      expect(doc.sides.map((s) => s.id)).toEqual([...spec.sides]);
      expect(`${doc.width}x${doc.height}`).toBe(spec.size);
      expect(doc.bleed).toBe(20);
      expect(doc.safeMargin).toBe(50);
      expect(doc.sides[0]!.elements.length, `${design.id} front`).toBeGreaterThan(0);
    }
  });

  it("keeps every text inside the safe margin and sized to fit its box", () => {
    for (const { design, doc } of documents)
      for (const t of texts(doc)) {
        const where = `${design.id} ${t.id} "${t.text.slice(0, 30)}"`;
        expect(t.x, where).toBeGreaterThanOrEqual(doc.safeMargin - 0.01);
        expect(t.y, where).toBeGreaterThanOrEqual(doc.safeMargin - 0.01);
        expect(t.x + t.width, where).toBeLessThanOrEqual(doc.width - doc.safeMargin + 0.01);
        expect(t.y + t.height, where).toBeLessThanOrEqual(doc.height - doc.safeMargin + 0.01);
        const widest = Math.max(...t.text.split("\n").map((line) => estimateLineWidth(line, t)));
        expect(widest, where).toBeLessThanOrEqual(t.width);
        expect(t.text.split("\n").length * t.size * t.lineHeight, where).toBeLessThanOrEqual(t.height + 0.5);
        // about 4.5 pt: the smallest type a printed card carries
        expect(t.size, where).toBeGreaterThanOrEqual(15);
      }
  });

  it("pairs type: the largest text of a front in a display face, details in another face", () => {
    const display = ["Great Vibes", "Parisienne", "Dancing Script", "Playfair Display", "Cormorant Garamond", "EB Garamond", "Lora", "Josefin Sans", "Montserrat"];
    let paired = 0;
    // Address labels and envelopes are set in the text face alone.
    const addressOnly = new Set(["absenderaufkleber", "adressaufkleber", "briefumschlag"]);
    for (const { design, doc } of documents) {
      const front = doc.sides[0]!.elements.filter((e) => e.type === "text");
      if (front.length === 0 || addressOnly.has(design.productType)) continue;
      const largest = front.reduce((a, b) => (b.size > a.size ? b : a));
      expect(display, `${design.id} ${largest.text}`).toContain(largest.font);
      if (front.some((t) => t.font !== largest.font)) paired++;
    }
    expect(paired).toBeGreaterThan(documents.length * 0.6);
    const fonts = new Set(documents.flatMap(({ doc }) => texts(doc).map((t) => t.font)));
    expect(fonts.size).toBeGreaterThanOrEqual(8);
  });

  it("writes German sample text fitting occasion and piece", () => {
    const first = (predicate: (d: (typeof designs)[number]) => boolean) => texts(documents.find(({ design }) => predicate(design))!.doc).map((t) => t.text).join(" | ");
    expect(first((d) => d.id === 10001)).toMatch(/ & .*\d{4}/);
    expect(first((d) => d.occasion === "trauer" && d.productType === "trauerkarte")).toMatch(/Trauer|Erinnerung|Abschied/);
    expect(first((d) => d.occasion === "geburt" && d.productType === "grusskarte")).toMatch(/geboren am/);
    expect(first((d) => d.productType === "menuekarte")).toMatch(/Hauptgang/);
    expect(first((d) => d.productType === "weihnachtskarte")).toMatch(/Weihnachten/);
    for (const { doc } of documents) for (const t of texts(doc)) expect(t.sampleText).toBe(t.text);
  });

  it("marks names and ornaments for foil only on designs made for a foil", () => {
    for (const { design, doc } of documents) {
      const foiled = doc.sides.some((s) => s.elements.some((e) => e.foil));
      const madeForFoil = design.refinements.some((r) => r === "gold" || r === "silber" || r === "rosegold");
      if (!madeForFoil) expect(foiled, String(design.id)).toBe(false);
    }
    expect(documents.filter(({ design, doc }) => design.refinements.includes("gold") && texts(doc).some((t) => t.foil)).length).toBeGreaterThan(20);
  });

  it("gives photo layouts an empty image slot and draws known ornaments only", () => {
    for (const { design, doc } of documents) {
      const images = doc.sides[0]!.elements.filter((e) => e.type === "image");
      if (PHOTO_LAYOUTS.includes(design.layout as LayoutName)) expect(images.length, String(design.id)).toBeGreaterThan(0);
      for (const img of images) expect(img.type === "image" && img.src).toBe("");
      for (const side of doc.sides) for (const e of side.elements) if (e.type === "ornament") expect(ORNAMENT_NAMES).toContain(e.name);
    }
  });

  it("puts a small Kartenwerk credit on backs", () => {
    const folded = documents.filter(({ doc }) => doc.sides.length === 4);
    expect(folded.length).toBeGreaterThan(50);
    for (const { doc } of folded) expect(doc.sides[3]!.elements.some((e) => e.type === "text" && e.text === "Kartenwerk" && !e.editable)).toBe(true);
  });

  it("renders every side as well-formed SVG, foil metallic only when asked", () => {
    for (const { design, doc } of documents.slice(0, 400)) {
      for (const { svg } of renderDocumentSides(doc, { idPrefix: `d${design.id}` })) {
        expect(svg.startsWith("<svg ") && svg.endsWith("</svg>")).toBe(true);
        expect(svg).not.toContain("linearGradient");
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
    const foiled = documents.find(({ doc }) => doc.sides[0]!.elements.some((e) => e.foil))!;
    expect(renderSideSvg(foiled.doc, "front", { foil: "rosegold" })).toContain("linearGradient");
  });
});
