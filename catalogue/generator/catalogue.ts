import {
  CARD_FORMATS,
  CARD_OCCASION_KEYS,
  CARD_OCCASIONS,
  CARD_PRODUCT_TYPES,
  REFINABLE_PAPERS,
  type CardFormat,
  type CardOccasion,
  type Colour,
    type Punching,
  type RefinementType,
  type Style,
} from "../../core/catalogue/cards";
import type { CardDesign, CardTheme } from "../../core/catalogue/design";
import { seededRandom } from "../../core/random";
import { pieceKindOf } from "./document";
import { designDescription } from "./descriptions";
import { layoutForPiece } from "./layouts";
import { MOTIFS, PHOTO_LAYOUTS, type LayoutName, type Motif, type MotifKey } from "./motifs";
import { NAME_POOLS } from "./names";
import { OCCASION_MOOD } from "./palettes";
import { EXTRA_FORMATS, MOOD_COLOURS, MOOD_STYLES, OCCASION_SHARE, PRODUCT_FORMATS, RECIPES, STYLE_FOIL, STYLE_PAPERS, weightedPick, type RecipeItem } from "./products";

/**
 * The deterministic card catalogue: themes (design series) of matching pieces across every
 * occasion and product type. Pure — the same options always give the same catalogue.
 */

export interface CatalogueOptions {
  /** Number of designs (default 1,600). */
  designCount?: number;
  seed?: number;
}

/** "Today" for the catalogue: Neuheit means published in the 60 days before it. */
export const REFERENCE_DATE = "2026-11-01";
const DAY = 86_400_000;
const REFERENCE = Date.UTC(2026, 10, 1);
const FIRST_DAY = Date.UTC(2021, 0, 1);
const NEW_SINCE = REFERENCE - 60 * DAY;
/** The theme every storefront links by default (spec: theme page default 1461). */
export const DEFAULT_THEME_ID = 1461;
const FIRST_DESIGN_ID = 10_001;

const PHOTO_OCCASIONS = new Set<CardOccasion>(["hochzeit", "geburt", "taufe", "kommunion", "firmung", "konfirmation", "einschulung", "geburtstag", "kindergeburtstag", "weihnachten-privat", "umzug", "valentinstag", "vatertag"]);
const CARD_GROUPS = new Set(["klappkarte", "postkarte", "einsteckkarte", "einlegeblatt", "doppelklappkarte", "tischkarte", "polaroid", "pocketfold", "kartentrio", "booklet"]);

const TRANSLIT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", é: "e", è: "e", à: "a", á: "a", ô: "o", ç: "c" };

export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[äöüßéèàáôç]/g, (ch) => TRANSLIT[ch] ?? ch)
    .replace(/&/g, "und")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function isoDate(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function pickFormat(random: () => number, item: RecipeItem, orientation: "hoch" | "quer" | "quadratisch"): CardFormat {
  const options = item.formats ?? PRODUCT_FORMATS[item.productType];
  // Pieces of one theme lean to the same orientation.
  const leaning = options.map(([f, w]) => [f, CARD_FORMATS[f].aspectRatio === orientation ? w * 2.5 : w] as const);
  return weightedPick(random, leaning);
}

function furtherFormats(random: () => number, item: RecipeItem, format: CardFormat): CardFormat[] {
  const pool = [...(item.formats ?? PRODUCT_FORMATS[item.productType]).map(([f]) => f), ...(EXTRA_FORMATS[item.productType] ?? [])].filter((f, i, all) => f !== format && all.indexOf(f) === i);
  const count = Math.min(pool.length, Math.floor(random() * 4));
  return shuffled(pool, random).slice(0, count);
}

function pickStyle(random: () => number, occasion: CardOccasion, m: Motif): Style {
  const fitting = MOOD_STYLES[OCCASION_MOOD[occasion]].filter(([s]) => m.styles.includes(s));
  return fitting.length ? weightedPick(random, fitting) : m.styles[0]!;
}

function pickLayout(random: () => number, occasion: CardOccasion, m: Motif, style: Style): LayoutName {
  const allowed = m.layouts.filter((l) => {
    if (PHOTO_LAYOUTS.includes(l)) return PHOTO_OCCASIONS.has(occasion) || (occasion === "trauer" && l === "foto-kreis");
    if (l === "konfetti") return style === "verspielt" || style === "modern";
    return true;
  });
  const list = allowed.length ? allowed : ["klassisch-rahmen" as const];
  return weightedPick(
    random,
    list.map((l, i) => [l, Math.max(1, 4 - i * 0.5)] as const),
  );
}

function pickColours(random: () => number, occasion: CardOccasion, m: Motif): Colour[] {
  const moodColours = MOOD_COLOURS[OCCASION_MOOD[occasion]];
  const allowed = new Set(moodColours.map(([c]) => c));
  const preferred = (m.colours ?? []).filter((c) => allowed.has(c));
  const first = preferred.length ? preferred[Math.floor(random() * Math.min(2, preferred.length))]! : weightedPick(random, moodColours);
  const count = 2 + Math.floor(random() * random() * 5);
  const colours: Colour[] = [first];
  let pool = moodColours.filter(([c]) => c !== first);
  while (colours.length < count && pool.length) {
    const next = weightedPick(random, pool);
    colours.push(next);
    pool = pool.filter(([c]) => c !== next);
  }
  return colours;
}

function pickRefinements(random: () => number, occasion: CardOccasion, style: Style, paperRefinable: boolean): RefinementType[] {
  const list: RefinementType[] = ["ohne"];
  if (!paperRefinable) return list;
  if (random() < STYLE_FOIL[style]) {
    const mood = OCCASION_MOOD[occasion];
    const foil: RefinementType =
      mood === "mourning" ? (random() < 0.7 ? "silber" : "gold") : mood === "christmas" || mood === "business" ? (random() < 0.65 ? "gold" : "silber") : weightedPick(random, [["gold", 5], ["rosegold", 3], ["silber", 2]] as const);
    list.push(foil);
    if (random() < 0.4) for (const other of ["gold", "rosegold", "silber"] as const) if (other !== foil) list.push(other);
  }
  if ((style === "elegant" || style === "klassisch") && random() < 0.25) list.push("relief");
  return list;
}

function pickPunchings(random: () => number, occasion: CardOccasion, style: Style, format: CardFormat): Punching[] {
  const list: Punching[] = ["ohne"];
  if (!CARD_GROUPS.has(CARD_FORMATS[format].group)) return list;
  if (random() < 0.55) list.push("runde-ecken");
  if ((occasion === "hochzeit" || occasion === "valentinstag" || occasion === "geburt") && random() < 0.14) list.push("herzecken");
  if ((style === "verspielt" || occasion === "kindergeburtstag") && random() < 0.18) list.push("wellenform");
  return list;
}

/** Theme publication day: most across 2021–2026 (more of them recent), a few in the last 60 days. */
function themeDay(random: () => number): number {
  if (random() < 0.085) return NEW_SINCE + Math.floor(random() * 59) * DAY;
  const span = (NEW_SINCE - FIRST_DAY) / DAY;
  return FIRST_DAY + Math.floor(Math.pow(random(), 0.75) * span) * DAY;
}

/** The whole catalogue for the given options. */
export function generateCatalogue(options: CatalogueOptions = {}): { designs: CardDesign[]; themes: CardTheme[] } {
  const designCount = Math.max(0, Math.floor(options.designCount ?? 1600));
  const random = seededRandom(options.seed ?? 20261101);
  const designs: CardDesign[] = [];
  const themes: CardTheme[] = [];
  const perOccasion = Object.fromEntries(CARD_OCCASION_KEYS.map((o) => [o, 0])) as Record<CardOccasion, number>;
  const themesPerOccasion = { ...perOccasion };
  const nameQueues = new Map<CardOccasion, (readonly [string, MotifKey])[]>();
  const slugCache = new Map<string, string>();
  const shareTotal = CARD_OCCASION_KEYS.reduce((s, o) => s + OCCASION_SHARE[o], 0);

  const nextName = (occasion: CardOccasion): readonly [string, MotifKey] => {
    let queue = nameQueues.get(occasion);
    if (!queue || queue.length === 0) {
      // The default theme already is „Eukalyptus“; its name returns only in later rounds.
      queue = shuffled(
        NAME_POOLS[occasion].filter(([n]) => queue || occasion !== "hochzeit" || n !== "Eukalyptus"),
        random,
      );
      nameQueues.set(occasion, queue);
    }
    return queue.pop()!;
  };

  let themeId = DEFAULT_THEME_ID;
  let designId = FIRST_DESIGN_ID;
  while (designs.length < designCount) {
    // The occasion furthest behind its share goes next; the first theme is the shop's default set.
    let occasion: CardOccasion = "hochzeit";
    let name: readonly [string, MotifKey];
    if (themeId === DEFAULT_THEME_ID) name = ["Eukalyptus", "eukalyptus"];
    else {
      let best = -Infinity;
      for (const o of CARD_OCCASION_KEYS) {
        const deficit = (OCCASION_SHARE[o] / shareTotal) * (designs.length + 1) - perOccasion[o];
        if (deficit > best) {
          best = deficit;
          occasion = o;
        }
      }
      name = nextName(occasion);
    }
    const [designName, motifKey] = name;
    const m = MOTIFS[motifKey];
    const themeSeed = (Math.floor(random() * 0xffffff) << 8) >>> 0;
    const style: Style = themeId === DEFAULT_THEME_ID ? "floral" : pickStyle(random, occasion, m);
    const layout: LayoutName = themeId === DEFAULT_THEME_ID ? "botanische-ecke" : pickLayout(random, occasion, m, style);
    const colours = themeId === DEFAULT_THEME_ID ? (["smashy2", "green", "dirty-white", "blue", "pink"] as Colour[]) : pickColours(random, occasion, m);
    const paper = themeId === DEFAULT_THEME_ID ? "premium-matt" : weightedPick(random, STYLE_PAPERS[style]);
    const refinements = themeId === DEFAULT_THEME_ID ? (["ohne", "gold", "rosegold", "silber"] as RefinementType[]) : pickRefinements(random, occasion, style, REFINABLE_PAPERS.includes(paper));
    const orientation = weightedPick(random, [["hoch", 3], ["quer", 2], ["quadratisch", 1.2]] as const);
    const day = themeDay(random);
    const themePopularity = 3 + 1400 * Math.pow(random(), 3.2);
    // The first theme of an occasion shows its whole range, so every product type exists.
    const full = themeId === DEFAULT_THEME_ID || themesPerOccasion[occasion] === 0;
    const recipe = RECIPES[occasion].filter((item) => full || item.chance >= 1 || random() < item.chance);
    themesPerOccasion[occasion] += 1;

    const theme: CardTheme = {
      id: themeId,
      name: designName,
      occasion,
      style,
      designIds: [],
      description: themeDescription(designName, occasion, m, style, recipe),
    };
    let slug = slugCache.get(designName);
    if (!slug) {
      slug = slugify(designName);
      slugCache.set(designName, slug);
    }
    recipe.forEach((item, index) => {
      if (designs.length >= designCount) return;
      const format = pickFormat(random, item, orientation);
      const kind = pieceKindOf({ productType: item.productType, format, occasion });
      const pieceLayout = layoutForPiece(layout, kind);
      const created = Math.min(REFERENCE - DAY, day + Math.floor(random() * 21) * DAY);
      const design: CardDesign = {
        id: designId,
        slug: `${slug}-${designId}`,
        name: `${item.label} „${designName}“`,
        designName,
        occasion,
        productType: item.productType,
        format,
        furtherFormats: furtherFormats(random, item, format),
        aspectRatio: CARD_FORMATS[format].aspectRatio,
        style,
        colours,
        labels: [],
        popularity: Math.max(0, Math.round(themePopularity * item.demand * (0.6 + random() * 0.8))),
        recommendation: 0,
        createdAt: isoDate(created),
        themeId,
        punchings: pickPunchings(random, occasion, style, format),
        defaultPaper: paper,
        refinements,
        description: designDescription({
          designName,
          occasion,
          kind,
          style,
          motif: m,
          layout: pieceLayout,
          format,
          folded: CARD_FORMATS[format].sides.length === 4,
          colours: colours.length,
          paper,
          refinements,
          variant: Math.floor(random() * 0xffff),
        }),
        layout: pieceLayout,
        seed: (themeSeed | (index & 0xff)) >>> 0,
      };
      designs.push(design);
      theme.designIds.push(designId);
      perOccasion[occasion] += 1;
      designId += 1;
    });
    themes.push(theme);
    themeId += 1;
  }

  assignLabelsAndRanks(designs, random);
  return { designs, themes };
}

/** Bestseller: the most ordered ~6 %; Neuheit: published in the last 60 days; rank mixes both. */
function assignLabelsAndRanks(designs: CardDesign[], random: () => number): void {
  const n = designs.length;
  if (n === 0) return;
  const byPopularity = designs.map((_, i) => i).sort((a, b) => designs[b]!.popularity - designs[a]!.popularity || designs[a]!.id - designs[b]!.id);
  const bestsellers = Math.max(1, Math.round(n * 0.06));
  for (let r = 0; r < bestsellers; r++) designs[byPopularity[r]!]!.labels.push("bestseller");
  const newSince = isoDate(NEW_SINCE);
  const maxPopularity = designs[byPopularity[0]!]!.popularity || 1;
  const score = new Float64Array(n);
  designs.forEach((d, i) => {
    const isNew = d.createdAt >= newSince;
    if (isNew) d.labels.push("neuheit");
    const age = (REFERENCE - Date.parse(d.createdAt)) / (REFERENCE - FIRST_DAY);
    score[i] = (d.popularity / maxPopularity) * 0.55 + (1 - age) * 0.25 + random() * 0.2 + (isNew ? 0.05 : 0);
  });
  const order = designs.map((_, i) => i).sort((a, b) => score[b]! - score[a]! || designs[a]!.id - designs[b]!.id);
  order.forEach((index, rank) => {
    designs[index]!.recommendation = rank + 1;
  });
}

const PIECE_NAMES: Partial<Record<string, string>> = {
  einladung: "Einladung",
  "save-the-date": "Save-the-Date-Karte",
  antwort: "Antwortkarte",
  menue: "Menükarte",
  getraenke: "Getränkekarte",
  tischkarte: "Tischkarte",
  tischnummer: "Tischnummer",
  sitzplan: "Sitzplan",
  danke: "Dankeskarte",
  kirchenheft: "Kirchenheft",
  trauer: "Trauerkarte",
  neujahr: "Neujahrskarte",
  briefumschlag: "Umschlag",
  anhaenger: "Anhänger",
  flaschenetikett: "Flaschenetikett",
};

function themeDescription(designName: string, occasion: CardOccasion, m: Motif, style: Style, recipe: RecipeItem[]): string {
  const pieces = [...new Set(recipe.map((r) => (r.kind === "gruss" ? CARD_PRODUCT_TYPES[r.productType].label : PIECE_NAMES[r.kind])).filter((x): x is string => !!x))];
  const list = pieces.length > 1 ? `${pieces.slice(0, -1).join(", ")} und ${pieces[pieces.length - 1]}` : (pieces[0] ?? "Karten");
  const occasionLabel = CARD_OCCASIONS[occasion].label;
  const closing =
    occasion === "hochzeit"
      ? "So wirkt Ihr Fest von der ersten Karte bis zum Dankeschön wie aus einem Guss."
      : occasion === "trauer"
        ? "Alle Karten der Serie sind ruhig und würdevoll gestaltet."
        : "Alle Teile lassen sich im Designer frei anpassen.";
  return `Die Serie „${designName}“ (${occasionLabel}) bringt ${list} in ein gemeinsames Design: ${m.phrase}, ${styleWord(style)}. ${closing}`;
}

function styleWord(style: Style): string {
  const words: Record<Style, string> = {
    klassisch: "klassisch gesetzt",
    modern: "modern und klar",
    floral: "blumig und frisch",
    rustikal: "natürlich und herzlich",
    minimalistisch: "schlicht und ruhig",
    verspielt: "fröhlich und verspielt",
    elegant: "edel und zeitlos",
    boho: "im lässigen Boho-Stil",
  };
  return words[style];
}
