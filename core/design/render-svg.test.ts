import { describe, expect, it } from "vitest";
import { designDocumentSchema, type DesignDocument, type DesignElement } from "./document";
import { ORNAMENT_NAMES, ORNAMENTS } from "./ornaments";
import { documentAspectRatio, escapeXml, renderDocumentSides, renderSideSvg } from "./render-svg";
import { estimateLineWidth, wrapText } from "./text-metrics";

/** A small well-formedness check: balanced tags, quoted unique attributes, valid entities. */
function xmlError(xml: string): string | undefined {
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const stack: string[] = [];
  const token = /<([^>]*)>|([^<]+)/g;
  let roots = 0;
  for (let m = token.exec(xml); m; m = token.exec(xml)) {
    if (m[2] !== undefined) {
      if (entity.test(m[2])) return `bad entity in text: ${m[2].slice(0, 40)}`;
      if (stack.length === 0 && m[2].trim()) return "text outside the root";
      continue;
    }
    const tag = m[1]!;
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trim();
      if (stack.pop() !== name) return `mismatched </${name}>`;
      continue;
    }
    const selfClosing = tag.endsWith("/");
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const name = /^[A-Za-z_][\w:.-]*/.exec(body)?.[0];
    if (!name) return `bad tag <${tag.slice(0, 30)}>`;
    const attrs = body.slice(name.length).trimEnd();
    const attr = /\s+([A-Za-z_][\w:.-]*)="([^"<]*)"/y;
    const seen = new Set<string>();
    let pos = 0;
    while (pos < attrs.length) {
      attr.lastIndex = pos;
      const a = attr.exec(attrs);
      if (!a) return `bad attributes in <${name}>: ${attrs.slice(pos, pos + 40)}`;
      if (seen.has(a[1]!)) return `duplicate attribute ${a[1]} in <${name}>`;
      if (entity.test(a[2]!)) return `bad entity in attribute ${a[1]}`;
      seen.add(a[1]!);
      pos = attr.lastIndex;
    }
    if (stack.length === 0) roots++;
    if (!selfClosing) stack.push(name);
  }
  if (stack.length) return `unclosed <${stack[stack.length - 1]}>`;
  return roots === 1 ? undefined : `${roots} root elements`;
}

const base = { rotation: 0, foil: false };

function text(overrides: Partial<Extract<DesignElement, { type: "text" }>> = {}): DesignElement {
  return {
    type: "text",
    id: "names",
    x: 100,
    y: 400,
    width: 850,
    height: 200,
    ...base,
    role: "names",
    text: "Anna & Jonas",
    sampleText: "Anna & Jonas",
    editable: true,
    maxLength: 200,
    font: "Great Vibes",
    size: 120,
    weight: 400,
    italic: false,
    color: "#4c5b46",
    align: "center",
    lineHeight: 1.2,
    letterSpacing: 0,
    uppercase: false,
    ...overrides,
  };
}

function doc(elements: DesignElement[]): DesignDocument {
  return designDocumentSchema.parse({
    version: 1,
    width: 1050,
    height: 1480,
    bleed: 20,
    safeMargin: 50,
    palette: { paper: "#f7f2e8" },
    sides: [
      { id: "front", background: "#f7f2e8", elements },
      { id: "back", background: "#ffffff", elements: [] },
    ],
  });
}

describe("renderSideSvg", () => {
  it("renders a standalone SVG of the trimmed page, or page plus bleed", () => {
    const d = doc([text()]);
    const svg = renderSideSvg(d, "front");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 1050 1480"');
    expect(svg).toContain('width="1050" height="1480"');
    expect(renderSideSvg(d, "front", { showBleed: true })).toContain('viewBox="-20 -20 1090 1520"');
    expect(xmlError(svg)).toBeUndefined();
  });

  it("escapes text so names with <&> stay valid XML", () => {
    const d = doc([text({ text: `Tom <&> "Jerry's" Café`, sampleText: "x" })]);
    const svg = renderSideSvg(d, "front");
    expect(xmlError(svg)).toBeUndefined();
    expect(svg).toContain("Tom &lt;&amp;&gt; &quot;Jerry&#39;s&quot; Café");
    expect(escapeXml("a\u0001b")).toBe("ab");
  });

  it("sets the font exactly, splits lines into tspans and follows align, case and spacing", () => {
    const d = doc([text({ text: "Anna\n& Jonas", font: "Playfair Display", weight: 700, italic: true, align: "left", uppercase: true, letterSpacing: 0.2 })]);
    const svg = renderSideSvg(d, "front");
    expect(svg).toContain('font-family="Playfair Display"');
    expect(svg).toContain('font-weight="700"');
    expect(svg).toContain('font-style="italic"');
    expect(svg).toContain('text-anchor="start"');
    expect(svg).toContain('letter-spacing="24"');
    expect(svg.match(/<tspan /g)).toHaveLength(2);
    expect(svg).toContain(">ANNA</tspan>");
    expect(svg).toContain(">&amp; JONAS</tspan>");
  });

  it("draws foil elements metallic only when the order has a foil", () => {
    const d = doc([text({ foil: true }), { type: "ornament", id: "o", x: 400, y: 100, width: 250, height: 250, ...base, foil: true, name: "laurel-wreath", color: "#4c5b46", opacity: 1, mirror: false }]);
    const gold = renderSideSvg(d, "front", { foil: "gold", idPrefix: "p" });
    expect(gold).toContain("<linearGradient");
    expect(gold).toContain('fill="url(#p-foil-');
    expect(xmlError(gold)).toBeUndefined();
    for (const foil of [undefined, "ohne"] as const) {
      const flat = renderSideSvg(d, "front", { foil });
      expect(flat).not.toContain("linearGradient");
      expect(flat).toContain('fill="#4c5b46"');
    }
    const plain = renderSideSvg(doc([text()]), "front", { foil: "silber" });
    expect(plain).not.toContain("linearGradient");
  });

  it("keeps ids unique per prefix so several SVGs can share a page", () => {
    const d = doc([text({ foil: true }), { type: "image", id: "photo", x: 100, y: 100, width: 400, height: 500, ...base, role: "photo", shape: "arch", src: "", crop: { offsetX: 0, offsetY: 0, zoom: 1, rotation: 0 }, placeholderColor: "#e9e4dc" }]);
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    const a = ids(renderSideSvg(d, "front", { foil: "gold", idPrefix: "tile-1" }));
    const b = ids(renderSideSvg(d, "front", { foil: "gold", idPrefix: "tile-2" }));
    expect(a.length).toBeGreaterThan(1);
    expect(new Set(a).size).toBe(a.length);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it("clips image slots by shape, shows a placeholder or the resolved image with its crop", () => {
    const image = (shape: "rect" | "rounded" | "circle" | "arch", src = ""): DesignElement => ({
      type: "image",
      id: `img-${shape}`,
      x: 100,
      y: 100,
      width: 400,
      height: 600,
      ...base,
      role: "photo",
      shape,
      src,
      crop: { offsetX: 0.25, offsetY: 0, zoom: 2, rotation: 90 },
      placeholderColor: "#e9e4dc",
    });
    const placeholder = renderSideSvg(doc([image("circle")]), "front");
    expect(placeholder).toContain("<clipPath");
    expect(placeholder).toContain("<ellipse");
    expect(placeholder).toContain('fill="#e9e4dc"');
    expect(placeholder).not.toContain("<image");
    const arch = renderSideSvg(doc([image("arch")]), "front");
    expect(arch).toMatch(/<clipPath[^>]*><path d="M100 700V300A200 200 0 0 1 500 300V700Z"\/>/);
    const photo = renderSideSvg(doc([image("rounded", "upload:42")]), "front", { resolveImage: (src) => (src === "upload:42" ? "/img/u/42.jpg?a=1&b=2" : undefined) });
    expect(photo).toContain('href="/img/u/42.jpg?a=1&amp;b=2"');
    // zoom 2 with a quarter turn: the image box is the slot turned, twice as large, shifted right
    expect(photo).toContain('width="1200" height="800"');
    expect(photo).toContain('transform="rotate(90 400 400)"');
    expect(xmlError(photo)).toBeUndefined();
  });

  it("draws shapes: rounded rects, ellipses, lines and paths", () => {
    const svg = renderSideSvg(
      doc([
        { type: "shape", id: "r", x: 0, y: 0, width: 100, height: 50, ...base, kind: "rect", fill: "#112233", strokeWidth: 0, cornerRadius: 8, opacity: 0.5 },
        { type: "shape", id: "e", x: 0, y: 0, width: 100, height: 50, ...base, kind: "ellipse", stroke: "#445566", strokeWidth: 2, cornerRadius: 0, opacity: 1 },
        { type: "shape", id: "l", x: 10, y: 20, width: 300, height: 4, ...base, kind: "line", stroke: "#778899", strokeWidth: 3, cornerRadius: 0, opacity: 1 },
        { type: "shape", id: "p", x: 10, y: 20, width: 100, height: 100, ...base, kind: "path", d: "M0 0L100 100", fill: "#000000", strokeWidth: 0, cornerRadius: 0, opacity: 1 },
      ]),
      "front",
    );
    expect(svg).toContain('rx="8" fill="#112233" opacity="0.5"');
    expect(svg).toContain('<ellipse cx="50" cy="25" rx="50" ry="25" fill="none" stroke="#445566" stroke-width="2"/>');
    expect(svg).toContain('d="M10 22H310"');
    expect(svg).toContain('transform="translate(10 20)" d="M0 0L100 100"');
  });

  it("renders every side, an empty page for a side the document lacks, and the aspect ratio", () => {
    const d = doc([text()]);
    const sides = renderDocumentSides(d, { idPrefix: "x" });
    expect(sides.map((s) => s.sideId)).toEqual(["front", "back"]);
    expect(sides.every((s) => xmlError(s.svg) === undefined)).toBe(true);
    expect(renderSideSvg(d, "inside-left")).toContain('fill="#ffffff"');
    expect(documentAspectRatio(d)).toBeCloseTo(1050 / 1480);
  });
});

describe("ornaments", () => {
  it("has at least 14 named drawings, each rendering clean paths scaled into its box", () => {
    expect(ORNAMENT_NAMES.length).toBeGreaterThanOrEqual(14);
    for (const name of ORNAMENT_NAMES) {
      const parts = ORNAMENTS[name].parts(300, 200);
      expect(parts.length, name).toBeGreaterThan(0);
      for (const part of parts) expect(part.d, name).toMatch(/^M[-\d. ]+[A-Za-z]/);
      const svg = renderSideSvg(doc([{ type: "ornament", id: "o", x: 100, y: 100, width: 300, height: 200, ...base, name, color: "#5c7f67", accent: "#d9a3a0", opacity: 1, mirror: true }]), "front");
      expect(xmlError(svg), name).toBeUndefined();
      expect(svg, name).toMatch(/(fill|stroke)="#5c7f67"/);
    }
  });

  it("keeps fixed drawings in proportion and centred in a wider box", () => {
    const svg = renderSideSvg(doc([{ type: "ornament", id: "o", x: 0, y: 0, width: 400, height: 100, ...base, name: "heart", color: "#b23a3a", opacity: 1, mirror: false }]), "front");
    // heart box 100×96 → scale 100/96 into a 400×100 box, centred horizontally
    expect(svg).toContain('transform="translate(147.92 0) scale(1.04)"');
  });

  it("ignores unknown ornament names", () => {
    const svg = renderSideSvg(doc([{ type: "ornament", id: "o", x: 0, y: 0, width: 40, height: 40, ...base, name: "does-not-exist", color: "#000000", opacity: 1, mirror: false }]), "front");
    expect(svg).not.toContain("<g transform");
  });
});

describe("text metrics", () => {
  it("estimates widths per character and wraps to a width", () => {
    const narrow = estimateLineWidth("iiii", { font: "Montserrat", size: 100 });
    const wide = estimateLineWidth("MMMM", { font: "Montserrat", size: 100 });
    expect(wide).toBeGreaterThan(narrow * 3);
    expect(estimateLineWidth("ANNA", { font: "Lato", size: 100, letterSpacing: 0.2 })).toBeCloseTo(estimateLineWidth("ANNA", { font: "Lato", size: 100 }) + 60);
    const lines = wrapText("Wir freuen uns sehr, diesen besonderen Tag mit euch zu feiern.", { font: "Lato", size: 40 }, 500);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(estimateLineWidth(line, { font: "Lato", size: 40 })).toBeLessThanOrEqual(500);
  });
});
