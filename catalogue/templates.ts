import type { DesignDocument, DesignElement, FontFamily } from "../core/design/document";
import { PHOTOBOOK_ASPECT_RATIOS, PHOTOBOOK_STYLE_CATEGORIES, type CalendarType, type PhotobookAspectRatio, type PhotobookStyleCategory } from "../core/catalogue/products";
import { pick, seededRandom } from "../core/random";

/**
 * Templates for the photo products: photo book covers (browsed by aspect ratio and style
 * category), calendar design groups and collage layouts. Deterministic, drawn as design documents
 * so the one renderer shows them.
 */

export interface PhotobookTemplate {
  id: number;
  name: string;
  category: PhotobookStyleCategory;
  aspectRatio: PhotobookAspectRatio;
  /** The set of templates of one category (`/web-api/photobook-design-group-set`). */
  designGroupSetId: number;
  cover: DesignDocument;
}

export interface CalendarDesignGroup {
  id: number;
  name: string;
  types: CalendarType[];
  designs: { id: number; name: string; cover: DesignDocument }[];
}

export interface CollageDesignGroup {
  id: number;
  name: string;
  photoCount: number;
  designs: { id: number; name: string; layout: DesignDocument }[];
}

const PAGE: Record<PhotobookAspectRatio, [number, number]> = { portrait: [2100, 2970], landscape: [2970, 2100], square: [2100, 2100] };

const CATEGORY_TITLES: Record<PhotobookStyleCategory, { titles: string[]; sub: string[]; palettes: string[][] }> = {
  baby: { titles: ["Hallo Welt", "Unser erstes Jahr", "Kleines Wunder"], sub: ["Mila · 2026", "Die ersten zwölf Monate", "Willkommen, kleiner Ben"], palettes: [["#f4ede4", "#c9a9a6", "#5b554d"], ["#eef3f6", "#9bb5c6", "#44505a"]] },
  hochzeit: { titles: ["Unsere Hochzeit", "Ja, wir wollen", "Für immer wir"], sub: ["Anna & Jonas · 12.09.2026", "Gut Sonnenhof, Starnberg", "Der schönste Tag"], palettes: [["#f3efe6", "#8fa58d", "#2f3b33"], ["#faf7f2", "#c9a66b", "#221f1b"]] },
  geburtstag: { titles: ["50 Jahre Papa", "Happy Birthday", "Ein Jahr voller Momente"], sub: ["Erinnerungen, die bleiben", "Das Fest mit allen Lieben", "2026"], palettes: [["#fdf3e1", "#e0a04f", "#3b2f24"], ["#f1f4f8", "#3f6e9e", "#1f2a36"]] },
  taufe: { titles: ["Meine Taufe", "Gottes Segen", "Emil"], sub: ["St. Michael, München", "Getauft am 7. Juni 2026", "Erinnerungen an meinen Tauftag"], palettes: [["#f5f7f4", "#a9b8a0", "#38443a"], ["#f7f3ee", "#c2a58a", "#4a3c31"]] },
  kommunion: { titles: ["Meine Erstkommunion", "Ein besonderer Tag"], sub: ["Leonie · Mai 2026", "Mit Familie und Freunden"], palettes: [["#f6f4ef", "#b8a27a", "#3e3a33"]] },
  konfirmation: { titles: ["Meine Konfirmation", "Mein Tag"], sub: ["Paul · 2026", "Ein Fest mit allen Lieben"], palettes: [["#f2f4f6", "#6e8aa3", "#25313c"]] },
  jugendweihe: { titles: ["Jugendweihe", "Erwachsen werden"], sub: ["Clara · 2026", "Der Start in ein neues Kapitel"], palettes: [["#f4f1f6", "#8c7aa6", "#2e2838"]] },
  firmung: { titles: ["Meine Firmung", "Gestärkt"], sub: ["Lukas · 2026", "Mit dem Segen des Heiligen Geistes"], palettes: [["#f7f1ec", "#c4704f", "#3b2a22"]] },
  reisen: { titles: ["Roadtrip Norwegen", "Sommer in der Toskana", "Unterwegs"], sub: ["Juli 2026", "Zwei Wochen, tausend Momente", "Unsere schönsten Reisen"], palettes: [["#eef2f1", "#5c7f67", "#1f2d26"], ["#f8f1e7", "#d9824b", "#35281d"]] },
  familie: { titles: ["Familie Berger", "Unser Jahr 2026", "Zuhause"], sub: ["Momente, die zählen", "Ein Jahr in Bildern", "Wir vier"], palettes: [["#f6f1e9", "#a67c52", "#2e251c"], ["#f1f3ef", "#7f9275", "#262e23"]] },
  "gaestebuch-hochzeit": { titles: ["Gästebuch", "Eure Wünsche für uns"], sub: ["Anna & Jonas", "12. September 2026"], palettes: [["#faf7f2", "#8fa58d", "#2f3b33"]] },
  "gaestebuch-geburtstag": { titles: ["Gästebuch", "Schön, dass du da bist"], sub: ["Zum 60. Geburtstag von Renate", "2026"], palettes: [["#fdf6ec", "#c9a66b", "#3b2f24"]] },
  "gaestebuch-taufe": { titles: ["Gästebuch zur Taufe", "Gute Wünsche für Emil"], sub: ["7. Juni 2026", "Von Herzen"], palettes: [["#f5f7f4", "#a9b8a0", "#38443a"]] },
  jahrbuch: { titles: ["Jahrbuch 2026", "Abschluss 2026"], sub: ["Gymnasium am See", "Klasse 10b"], palettes: [["#f0f2f5", "#3f6e9e", "#1d2733"]] },
  freunde: { titles: ["Freundschaft", "Wir gegen den Rest"], sub: ["Für immer Freundinnen", "Unsere Abenteuer"], palettes: [["#fbf1f2", "#e4a9b4", "#3a2a2d"]] },
};

const DISPLAY: FontFamily[] = ["Playfair Display", "Cormorant Garamond", "Great Vibes", "Lora"];
const TEXT: FontFamily[] = ["Montserrat", "Lato", "Josefin Sans"];

function text(id: string, role: string, value: string, font: FontFamily, size: number, color: string, x: number, y: number, width: number, extra: Partial<DesignElement> = {}): DesignElement {
  return {
    type: "text", id, role, text: value, sampleText: value, editable: true, maxLength: 80, font, size, weight: 400, italic: false, color,
    align: "center", lineHeight: 1.2, letterSpacing: font === "Montserrat" || font === "Josefin Sans" ? 0.12 : 0, uppercase: font === "Montserrat" || font === "Josefin Sans",
    x, y, width, height: Math.round(size * 1.4), rotation: 0, foil: false, ...extra,
  } as DesignElement;
}

function photo(id: string, x: number, y: number, width: number, height: number, shape: "rect" | "rounded" | "circle" | "arch" = "rect"): DesignElement {
  return { type: "image", id, role: "photo", shape, src: "", crop: { offsetX: 0, offsetY: 0, zoom: 1, rotation: 0 }, placeholderColor: "#ddd6cb", x, y, width, height, rotation: 0, foil: false };
}

function doc(width: number, height: number, background: string, palette: string[], elements: DesignElement[]): DesignDocument {
  return { version: 1, width, height, bleed: 30, safeMargin: 100, palette: { background: palette[0]!, accent: palette[1]!, ink: palette[2]! }, sides: [{ id: "front", background, texture: "plain", elements }] };
}

/** One cover in one of four layouts: photo top, full photo with band, framed photo, arch photo. */
function coverDocument(aspect: PhotobookAspectRatio, layout: number, palette: string[], title: string, sub: string, random: () => number): DesignDocument {
  const [w, h] = PAGE[aspect];
  const [paper, accent, ink] = palette as [string, string, string];
  const display = pick(random, DISPLAY);
  const body = pick(random, TEXT);
  const titleSize = display === "Great Vibes" ? Math.round(w * 0.11) : Math.round(w * 0.075);
  const m = Math.round(w * 0.08);
  switch (layout) {
    case 0:
      return doc(w, h, paper, palette, [
        photo("photo", 0, 0, w, Math.round(h * 0.64)),
        text("title", "title", title, display, titleSize, ink, m, Math.round(h * 0.7), w - 2 * m),
        text("subtitle", "subtitle", sub, body, Math.round(w * 0.028), accent, m, Math.round(h * 0.7) + titleSize * 1.5, w - 2 * m),
      ]);
    case 1:
      return doc(w, h, paper, palette, [
        photo("photo", 0, 0, w, h),
        { type: "shape", id: "band", kind: "rect", x: 0, y: Math.round(h * 0.7), width: w, height: Math.round(h * 0.22), fill: paper, strokeWidth: 0, cornerRadius: 0, opacity: 0.92, rotation: 0, foil: false },
        text("title", "title", title, display, titleSize, ink, m, Math.round(h * 0.72), w - 2 * m),
        text("subtitle", "subtitle", sub, body, Math.round(w * 0.026), accent, m, Math.round(h * 0.72) + titleSize * 1.45, w - 2 * m),
      ]);
    case 2:
      return doc(w, h, paper, palette, [
        { type: "shape", id: "frame", kind: "rect", x: m / 2, y: m / 2, width: w - m, height: h - m, stroke: accent, strokeWidth: 8, cornerRadius: 0, opacity: 1, rotation: 0, foil: false },
        photo("photo", m * 1.5, m * 1.5, w - 3 * m, Math.round(h * 0.55), "rounded"),
        text("title", "title", title, display, titleSize, ink, m, Math.round(h * 0.66), w - 2 * m),
        text("subtitle", "subtitle", sub, body, Math.round(w * 0.026), accent, m, Math.round(h * 0.66) + titleSize * 1.5, w - 2 * m),
      ]);
    default: {
      const size = Math.round(Math.min(w, h) * 0.56);
      return doc(w, h, accent, palette, [
        photo("photo", Math.round((w - size) / 2), Math.round(h * 0.1), size, Math.round(size * 1.15), "arch"),
        text("title", "title", title, display, titleSize, paper, m, Math.round(h * 0.1 + size * 1.15 + h * 0.05), w - 2 * m),
        text("subtitle", "subtitle", sub, body, Math.round(w * 0.026), paper, m, Math.round(h * 0.1 + size * 1.15 + h * 0.05) + titleSize * 1.5, w - 2 * m),
      ]);
    }
  }
}

export function photobookTemplates(seed = 2026): PhotobookTemplate[] {
  const random = seededRandom(seed);
  const templates: PhotobookTemplate[] = [];
  let id = 5001;
  (Object.keys(PHOTOBOOK_STYLE_CATEGORIES) as PhotobookStyleCategory[]).forEach((category, c) => {
    const copy = CATEGORY_TITLES[category];
    for (const aspect of Object.keys(PHOTOBOOK_ASPECT_RATIOS) as PhotobookAspectRatio[]) {
      for (let k = 0; k < 4; k++) {
        const title = copy.titles[k % copy.titles.length]!;
        const sub = copy.sub[k % copy.sub.length]!;
        const palette = copy.palettes[k % copy.palettes.length]!;
        templates.push({
          id: id++,
          name: `${PHOTOBOOK_STYLE_CATEGORIES[category]} „${title}“`,
          category,
          aspectRatio: aspect,
          designGroupSetId: 300 + c,
          cover: coverDocument(aspect, k, palette, title, sub, random),
        });
      }
    }
  });
  return templates;
}

const CALENDAR_GROUPS: { name: string; types: CalendarType[]; palette: string[]; title: string }[] = [
  { name: "Klassisch", types: ["wandkalender", "tischkalender"], palette: ["#faf7f2", "#8a7a63", "#221f1b"], title: "2027" },
  { name: "Familie", types: ["familienplaner", "wandkalender"], palette: ["#f6f1e9", "#a67c52", "#2e251c"], title: "Familienplaner 2027" },
  { name: "Küche", types: ["kuechenkalender"], palette: ["#f1f3ef", "#7f9275", "#262e23"], title: "Unser Küchenjahr 2027" },
  { name: "Termine", types: ["terminkalender", "tischkalender"], palette: ["#f0f2f5", "#3f6e9e", "#1d2733"], title: "Termine 2027" },
  { name: "Natur", types: ["wandkalender"], palette: ["#eef2f1", "#5c7f67", "#1f2d26"], title: "Natur 2027" },
];

export function calendarDesignGroups(seed = 2027): CalendarDesignGroup[] {
  const random = seededRandom(seed);
  return CALENDAR_GROUPS.map((group, g) => ({
    id: 700 + g,
    name: group.name,
    types: group.types,
    designs: [0, 1, 2].map((layout) => ({
      id: 7000 + g * 10 + layout,
      name: `${group.name} ${layout + 1}`,
      cover: coverDocument(layout === 1 ? "landscape" : "portrait", layout, group.palette, group.title, "Zwölf Monate, zwölf Lieblingsbilder", random),
    })),
  }));
}

/** Collage layouts: photo grids and mosaics with 2 to 9 photos on a 30 × 40 cm poster. */
export function collageDesignGroups(): CollageDesignGroup[] {
  const w = 3000;
  const h = 4000;
  const gap = 60;
  const grid = (cols: number, rows: number) => {
    const cw = (w - gap * (cols + 1)) / cols;
    const ch = (h - gap * (rows + 1)) / rows;
    const slots: DesignElement[] = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) slots.push(photo(`photo-${r}-${c}`, Math.round(gap + c * (cw + gap)), Math.round(gap + r * (ch + gap)), Math.round(cw), Math.round(ch)));
    return slots;
  };
  const mosaic: DesignElement[] = [
    photo("hero", gap, gap, w - 2 * gap, Math.round(h * 0.5)),
    ...[0, 1, 2].map((i) => photo(`small-${i}`, Math.round(gap + i * ((w - 4 * gap) / 3 + gap)), Math.round(h * 0.5 + 2 * gap), Math.round((w - 4 * gap) / 3), Math.round(h * 0.5 - 3 * gap))),
  ];
  const groups: { name: string; photoCount: number; layouts: DesignElement[][] }[] = [
    { name: "Zwei Bilder", photoCount: 2, layouts: [grid(1, 2)] },
    { name: "Vier Bilder", photoCount: 4, layouts: [grid(2, 2), mosaic] },
    { name: "Sechs Bilder", photoCount: 6, layouts: [grid(2, 3)] },
    { name: "Neun Bilder", photoCount: 9, layouts: [grid(3, 3)] },
  ];
  return groups.map((group, g) => ({
    id: 900 + g,
    name: group.name,
    photoCount: group.photoCount,
    designs: group.layouts.map((elements, l) => ({ id: 9000 + g * 10 + l, name: `${group.name} – Layout ${l + 1}`, layout: doc(w, h, "#ffffff", ["#ffffff", "#c9a66b", "#221f1b"], elements) })),
  }));
}
