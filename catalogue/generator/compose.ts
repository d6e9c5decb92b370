import type { DesignElement, FontFamily, ImageElement, OrnamentElement, ShapeElement, SideId, TextElement } from "../../core/design/document";
import { ORNAMENTS, type OrnamentName } from "../../core/design/ornaments";
import { estimateLineWidth, wrapText, type TextStyle } from "../../core/design/text-metrics";
import type { Block, Level } from "./copy";
import type { DesignPalette } from "./palettes";

/**
 * The composer: places text blocks and ornaments on one side, fitting text to its box (estimated
 * widths, shrinking long texts) and keeping every text box inside the safe margin.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FontSpec {
  font: FontFamily;
  weight: 400 | 600 | 700;
  italic: boolean;
  uppercase: boolean;
  letterSpacing: number;
  /** Size relative to the level's base size. */
  scale: number;
}

export interface TypePairing {
  key: string;
  display: FontSpec;
  kicker: FontSpec;
  text: FontSpec;
  /** The display face is a script (names look best on one line with "&"). */
  script: boolean;
}

/** Sprigs and branches may lie on their side; candles, crosses and trees may not. */
const LIE_DOWN = new Set<OrnamentName>(["eucalyptus-sprig", "laurel-branch", "lavender-sprig", "wildflower-sprig", "pampas-plume"]);

const FOIL_BOTANICALS = new Set<OrnamentName>(["laurel-wreath", "laurel-branch", "eucalyptus-wreath", "berry-wreath", "olive-branch", "fir-branch", "fir-tree", "ginkgo-leaves"]);

const spec = (font: FontFamily, scale = 1, extra: Partial<FontSpec> = {}): FontSpec => ({ font, weight: 400, italic: false, uppercase: false, letterSpacing: 0, scale, ...extra });

export const PAIRINGS = {
  "vibes-cormorant": { key: "vibes-cormorant", script: true, display: spec("Great Vibes", 1.4), kicker: spec("Cormorant Garamond", 1.1, { uppercase: true, letterSpacing: 0.22, weight: 600 }), text: spec("Cormorant Garamond", 1.14) },
  "parisienne-montserrat": { key: "parisienne-montserrat", script: true, display: spec("Parisienne", 1.15), kicker: spec("Montserrat", 0.86, { uppercase: true, letterSpacing: 0.26 }), text: spec("Montserrat", 0.9) },
  "playfair-lato": { key: "playfair-lato", script: false, display: spec("Playfair Display", 0.78), kicker: spec("Lato", 0.92, { uppercase: true, letterSpacing: 0.24 }), text: spec("Lato", 1) },
  "cormorant-montserrat": { key: "cormorant-montserrat", script: false, display: spec("Cormorant Garamond", 0.9, { italic: true }), kicker: spec("Montserrat", 0.84, { uppercase: true, letterSpacing: 0.28 }), text: spec("Montserrat", 0.9) },
  "dancing-josefin": { key: "dancing-josefin", script: true, display: spec("Dancing Script", 1.05), kicker: spec("Josefin Sans", 0.95, { uppercase: true, letterSpacing: 0.2 }), text: spec("Josefin Sans", 1) },
  "vibes-josefin": { key: "vibes-josefin", script: true, display: spec("Great Vibes", 1.4), kicker: spec("Josefin Sans", 0.92, { uppercase: true, letterSpacing: 0.24 }), text: spec("Josefin Sans", 1) },
  garamond: { key: "garamond", script: false, display: spec("EB Garamond", 0.86, { italic: true }), kicker: spec("EB Garamond", 1, { uppercase: true, letterSpacing: 0.2 }), text: spec("EB Garamond", 1.08) },
  "josefin-lora": { key: "josefin-lora", script: false, display: spec("Josefin Sans", 0.62, { uppercase: true, letterSpacing: 0.12, weight: 600 }), kicker: spec("Lora", 1, { italic: true }), text: spec("Lora", 0.95) },
  "montserrat-lora": { key: "montserrat-lora", script: false, display: spec("Montserrat", 0.62, { weight: 600 }), kicker: spec("Lora", 1, { italic: true }), text: spec("Lora", 0.95) },
  "lora-lato": { key: "lora-lato", script: false, display: spec("Lora", 0.76, { italic: true }), kicker: spec("Lato", 0.92, { uppercase: true, letterSpacing: 0.24 }), text: spec("Lato", 1) },
  "playfair-montserrat": { key: "playfair-montserrat", script: false, display: spec("Playfair Display", 0.8, { italic: true }), kicker: spec("Montserrat", 0.84, { uppercase: true, letterSpacing: 0.26 }), text: spec("Montserrat", 0.9) },
} as const satisfies Record<string, TypePairing>;
export type PairingKey = keyof typeof PAIRINGS;

/** A script face for "script" headlines when the pairing's display face is not one. */
const SCRIPT_FALLBACK: FontSpec = spec("Great Vibes", 1.4);

interface LevelSpec {
  /** Base size as a fraction of the page's short side. */
  base: number;
  /** Smallest size in tenths of mm (legibility in print). */
  min: number;
  lineHeight: number;
  colour: "ink" | "names" | "muted";
  /** Space after the block in units of its own size. */
  gap: number;
}

const LEVELS: Record<Level, LevelSpec> = {
  kicker: { base: 0.036, min: 20, lineHeight: 1.3, colour: "ink", gap: 0.9 },
  display: { base: 0.15, min: 50, lineHeight: 1.12, colour: "names", gap: 0.3 },
  script: { base: 0.15, min: 50, lineHeight: 1.1, colour: "names", gap: 0.3 },
  subtitle: { base: 0.05, min: 24, lineHeight: 1.3, colour: "ink", gap: 0.7 },
  detail: { base: 0.035, min: 22, lineHeight: 1.4, colour: "ink", gap: 0.55 },
  body: { base: 0.034, min: 21, lineHeight: 1.5, colour: "ink", gap: 0.9 },
  small: { base: 0.026, min: 20, lineHeight: 1.35, colour: "muted", gap: 0.6 },
  number: { base: 0.34, min: 80, lineHeight: 1.0, colour: "names", gap: 0.15 },
  "list-title": { base: 0.03, min: 20, lineHeight: 1.3, colour: "names", gap: 0.35 },
  initials: { base: 0.16, min: 40, lineHeight: 1.0, colour: "names", gap: 0.2 },
};

export interface StackText {
  kind: "text";
  block: Block;
  /** Overrides of the level's look. */
  font?: Partial<FontSpec>;
  colour?: string;
  /** Multiplies the level's base size. */
  scale?: number;
  /** Names with " & " may break onto two lines when that lets them be larger. */
  allowBreak?: boolean;
  foil?: boolean;
  gapAfter?: number;
}
export interface StackOrnament {
  kind: "ornament";
  name: OrnamentName;
  w: number;
  h: number;
  colour?: string;
  accent?: string;
  foil?: boolean;
  opacity?: number;
  gapAfter?: number;
  optional?: boolean;
}
export interface StackLine {
  kind: "line";
  w: number;
  colour?: string;
  gapAfter?: number;
}
export type StackItem = StackText | StackOrnament | StackLine;

interface Measured {
  item: StackItem;
  size: number;
  lines: string[];
  height: number;
  gap: number;
  style?: ReturnType<Composer["resolveStyle"]>;
}

export class Composer {
  readonly elements: DesignElement[] = [];
  readonly u: number;
  private count = 0;

  constructor(
    readonly side: SideId,
    readonly W: number,
    readonly H: number,
    readonly safe: number,
    readonly bleed: number,
    readonly palette: DesignPalette,
    readonly type: TypePairing,
    readonly foil: boolean,
  ) {
    // Long cards (DIN lang, place cards) carry larger type than their short side suggests.
    const ratio = Math.max(W, H) / Math.min(W, H);
    this.u = Math.min(W, H) * (ratio >= 1.8 && ratio < 2.4 ? 1.18 : 1);
  }

  private id(role: string): string {
    this.count += 1;
    return `${this.side}-${role}-${this.count}`.slice(0, 60);
  }

  /** The page inset by `inset` (never less than the safe margin), for text. */
  safeRect(inset = 0): Rect {
    const m = Math.max(this.safe, inset);
    return { x: m, y: m, w: this.W - 2 * m, h: this.H - 2 * m };
  }

  /** Keeps a text area inside the safe margin. */
  clampToSafe(r: Rect): Rect {
    const x0 = Math.max(r.x, this.safe);
    const y0 = Math.max(r.y, this.safe);
    const x1 = Math.min(r.x + r.w, this.W - this.safe);
    const y1 = Math.min(r.y + r.h, this.H - this.safe);
    return { x: x0, y: y0, w: Math.max(1, x1 - x0), h: Math.max(1, y1 - y0) };
  }

  resolveStyle(level: Level, over: Partial<FontSpec> = {}) {
    const t = this.type;
    const base: FontSpec =
      level === "display" || level === "number" || level === "initials"
        ? t.display
        : level === "script"
          ? t.script
            ? t.display
            : SCRIPT_FALLBACK
          : level === "kicker" || level === "list-title"
            ? t.kicker
            : t.text;
    let s: FontSpec = { ...base };
    if (level === "number" || level === "initials") s = { ...s, uppercase: false, letterSpacing: s.uppercase ? 0.02 : 0 };
    if (level === "detail" && !t.script && t.text.font !== "EB Garamond" && t.text.font !== "Lora") s = { ...s, uppercase: true, letterSpacing: 0.14, scale: s.scale * 0.84 };
    if (level === "small") s = { ...s, uppercase: true, letterSpacing: 0.16, italic: false, scale: s.scale * 0.92 };
    if (level === "subtitle" && (t.text.font === "Cormorant Garamond" || t.text.font === "EB Garamond" || t.text.font === "Lora")) s = { ...s, italic: true };
    if (level === "list-title") s = { ...s, uppercase: true, letterSpacing: 0.2, weight: s.font === "Lora" ? 400 : 600, italic: false };
    if (level === "body" || level === "detail") s = { ...s, italic: false, weight: 400 };
    return { ...s, ...over };
  }

  text(block: Block, box: Rect, opts: { size: number; style: FontSpec; lineHeight: number; colour: string; align: "left" | "center" | "right"; foil?: boolean; lines?: string[] }): TextElement {
    const clamped = this.clampToSafe(box);
    const el: TextElement = {
      type: "text",
      id: this.id(block.role),
      x: round(clamped.x),
      y: round(clamped.y),
      width: round(clamped.w),
      height: round(clamped.h),
      rotation: 0,
      foil: opts.foil ?? false,
      role: block.role,
      text: opts.lines ? opts.lines.join("\n") : block.text,
      sampleText: opts.lines ? opts.lines.join("\n") : block.text,
      editable: block.role !== "credit",
      maxLength: Math.max(block.level === "body" ? 600 : 120, block.text.length),
      font: opts.style.font,
      size: round(opts.size),
      weight: opts.style.weight,
      italic: opts.style.italic,
      color: opts.colour,
      align: opts.align,
      lineHeight: opts.lineHeight,
      letterSpacing: opts.style.letterSpacing,
      uppercase: opts.style.uppercase,
    };
    this.elements.push(el);
    return el;
  }

  ornament(name: OrnamentName, box: Rect, opts: { colour?: string; accent?: string; rotation?: number; mirror?: boolean; opacity?: number; foil?: boolean } = {}): OrnamentElement {
    // Dense foliage turns into a blotch in foil; lines, frames, stars and wreaths print crisply.
    const foilable = ORNAMENTS[name].group !== "botanisch" || FOIL_BOTANICALS.has(name);
    const el: OrnamentElement = {
      type: "ornament",
      id: this.id(name),
      x: round(box.x),
      y: round(box.y),
      width: round(Math.max(1, box.w)),
      height: round(Math.max(1, box.h)),
      rotation: opts.rotation ?? 0,
      foil: (opts.foil ?? false) && foilable,
      name,
      color: opts.colour ?? (ORNAMENTS[name].group === "botanisch" ? this.palette.leaf : this.palette.accent),
      accent: opts.accent ?? this.palette.bloom,
      opacity: opts.opacity ?? 1,
      mirror: opts.mirror ?? false,
    };
    this.elements.push(el);
    return el;
  }

  /**
   * An ornament drawn to fill `box`: tall drawings laid on their side when the box is wide
   * (a sprig becomes a branch across the top), so they use the space they are given.
   */
  fitOrnament(name: OrnamentName, box: Rect, opts: Parameters<Composer["ornament"]>[2] = {}): void {
    const def = ORNAMENTS[name];
    const natural = def.kind === "fixed" && def.box ? def.box[0] / def.box[1] : box.w / box.h;
    const boxRatio = box.w / box.h;
    if (LIE_DOWN.has(name) && natural < 0.8 && boxRatio > 1.6) {
      const cx = box.x + box.w / 2;
      const cy = box.y + box.h / 2;
      this.ornament(name, { x: cx - box.h / 2, y: cy - box.w / 2, w: box.h, h: box.w }, { ...opts, rotation: (opts.rotation ?? 0) + (opts.mirror ? -90 : 90) });
    } else this.ornament(name, box, opts);
  }

  /** Natural aspect (w/h) of an ornament; stretch drawings report undefined. */
  aspect(name: OrnamentName): number | undefined {
    const def = ORNAMENTS[name];
    return def.kind === "fixed" && def.box ? def.box[0] / def.box[1] : undefined;
  }

  rect(box: Rect, fill: string, opts: { opacity?: number; radius?: number; stroke?: string; strokeWidth?: number; foil?: boolean } = {}): ShapeElement {
    const el: ShapeElement = {
      type: "shape",
      id: this.id("shape"),
      x: round(box.x),
      y: round(box.y),
      width: round(Math.max(1, box.w)),
      height: round(Math.max(1, box.h)),
      rotation: 0,
      foil: opts.foil ?? false,
      kind: "rect",
      fill,
      ...(opts.stroke ? { stroke: opts.stroke } : {}),
      strokeWidth: opts.strokeWidth ?? 0,
      cornerRadius: opts.radius ?? 0,
      opacity: opts.opacity ?? 1,
    };
    this.elements.push(el);
    return el;
  }

  line(x: number, y: number, w: number, colour: string, weight = Math.max(2, this.u * 0.0035), vertical = false, foil = false): ShapeElement {
    const el: ShapeElement = {
      type: "shape",
      id: this.id("line"),
      x: round(x),
      y: round(vertical ? y : y - weight),
      width: round(vertical ? weight * 2 : w),
      height: round(vertical ? w : weight * 2),
      rotation: 0,
      foil,
      kind: "line",
      stroke: colour,
      strokeWidth: round(weight),
      cornerRadius: 0,
      opacity: 1,
    };
    if (vertical) el.x = round(x - weight);
    this.elements.push(el);
    return el;
  }

  path(box: Rect, d: string, fill: string, opacity = 1): ShapeElement {
    const el: ShapeElement = {
      type: "shape",
      id: this.id("path"),
      x: round(box.x),
      y: round(box.y),
      width: round(box.w),
      height: round(box.h),
      rotation: 0,
      foil: false,
      kind: "path",
      d,
      fill,
      strokeWidth: 0,
      cornerRadius: 0,
      opacity,
    };
    this.elements.push(el);
    return el;
  }

  image(box: Rect, shape: ImageElement["shape"], role = "photo"): ImageElement {
    const el: ImageElement = {
      type: "image",
      id: this.id(role),
      x: round(box.x),
      y: round(box.y),
      width: round(box.w),
      height: round(box.h),
      rotation: 0,
      foil: false,
      role,
      shape,
      src: "",
      crop: { offsetX: 0, offsetY: 0, zoom: 1, rotation: 0 },
      placeholderColor: this.palette.soft,
    };
    this.elements.push(el);
    return el;
  }

  /** The small "Kartenwerk" credit at the bottom of a back. */
  credit(colour = this.palette.muted): void {
    const size = Math.max(17, this.u * 0.022);
    const style = this.resolveStyle("small", { font: "Montserrat", scale: 1, letterSpacing: 0.3 });
    const h = size * 1.4;
    const y = this.H - this.safe - h - Math.max(0, this.u * 0.02);
    this.text({ role: "credit", text: "Kartenwerk", level: "small" }, { x: this.safe, y, w: this.W - 2 * this.safe, h }, { size, style, lineHeight: 1.4, colour, align: "center" });
  }

  // -------------------------------------------------------------------------------------------
  // Stacking text

  private measure(items: StackItem[], area: Rect, scale: number, floor = true): { measured: Measured[]; total: number } {
    const measured: Measured[] = [];
    let total = 0;
    for (const item of items) {
      if (item.kind === "ornament") {
        const k = Math.max(0.55, scale);
        const gap = (item.gapAfter ?? this.u * 0.035) * k;
        measured.push({ item, size: 0, lines: [], height: item.h * k, gap });
        total += item.h * k + gap;
        continue;
      }
      if (item.kind === "line") {
        const gap = (item.gapAfter ?? this.u * 0.035) * scale;
        measured.push({ item, size: 0, lines: [], height: this.u * 0.004, gap });
        total += this.u * 0.004 + gap;
        continue;
      }
      const level = LEVELS[item.block.level];
      const style = this.resolveStyle(item.block.level, item.font);
      // Below ~80 % of a level's minimum, print gets hard to read: drop optional blocks instead.
      const want = Math.max(floor ? level.min * 0.8 : 0, Math.max(level.min, level.base * this.u * style.scale * (item.scale ?? 1)) * scale);
      const ts = (size: number): TextStyle => ({ font: style.font, size, weight: style.weight, italic: style.italic, letterSpacing: style.letterSpacing, uppercase: style.uppercase });
      const width = area.w;
      let size = want;
      let lines: string[];
      const wraps = item.block.level === "body" || item.block.level === "subtitle" || item.block.level === "detail" || item.block.level === "kicker" || item.block.level === "small";
      if (wraps) {
        // Body text reads best at 40–60 characters a line; details break at their separators.
        const measureWidth = item.block.level === "body" ? Math.min(width, size * 30) : width;
        let text = item.block.text;
        if (text.includes(" · ") && estimateLineWidth(text, ts(size)) > measureWidth) text = text.replace(/ · /g, "\n");
        lines = wrapText(text, ts(size), measureWidth);
        const widest = Math.max(...lines.map((l) => estimateLineWidth(l, ts(size))));
        if (widest > width * 0.98) size *= (width * 0.98) / widest;
      } else {
        lines = item.block.text.split("\n");
        const widest = Math.max(...lines.map((l) => estimateLineWidth(l, ts(size))));
        const fit = widest > width * 0.96 ? (size * width * 0.96) / widest : size;
        const broken = item.allowBreak && fit < size * 0.82 && lines.length === 1 ? breakInTwo(item.block.text) : undefined;
        if (broken) {
          const widestBroken = Math.max(...broken.map((l) => estimateLineWidth(l, ts(size))));
          const fitBroken = widestBroken > width * 0.96 ? (size * width * 0.96) / widestBroken : size;
          if (fitBroken > fit * 1.2) {
            lines = broken;
            size = fitBroken;
          } else size = fit;
        } else size = fit;
      }
      const height = lines.length * size * level.lineHeight;
      const gap = (item.gapAfter ?? level.gap * size) * (item.gapAfter !== undefined ? scale : 1);
      measured.push({ item, size, lines, height, gap, style });
      total += height + gap;
    }
    if (measured.length) total -= measured[measured.length - 1]!.gap;
    return { measured, total };
  }

  /**
   * Stacks items in `area`, shrinking everything evenly until it fits and dropping optional
   * blocks when even small type does not fit. Returns the rect actually used.
   */
  stack(items: StackItem[], area: Rect, opts: { align?: "left" | "center" | "right"; valign?: "top" | "middle" | "bottom"; grow?: number } = {}): Rect {
    const safeArea = this.clampToSafe(area);
    let list = items.filter((i) => i.kind !== "text" || i.block.text.length > 0);
    let result = this.measure(list, safeArea, 1);
    // Pages with lots of room (menus, seating plans) may set everything a little larger.
    if (opts.grow && result.total < safeArea.h * 0.8) {
      for (let scale = 1.05; scale <= opts.grow + 1e-9; scale += 0.05) {
        const bigger = this.measure(list, safeArea, scale);
        if (bigger.total > safeArea.h * 0.88) break;
        result = bigger;
      }
    }
    for (let attempt = 0; attempt < 40 && result.total > safeArea.h; attempt++) {
      let scale = 1;
      while (result.total > safeArea.h && scale > 0.5) {
        scale -= 0.05;
        result = this.measure(list, safeArea, scale);
      }
      if (result.total <= safeArea.h) break;
      const dropIndex = findLastIndex(list, (i) => (i.kind === "text" && !!i.block.optional) || (i.kind === "ornament" && !!i.optional) || i.kind === "line");
      if (dropIndex < 0) {
        while (result.total > safeArea.h && scale > 0.15) {
          scale -= 0.05;
          result = this.measure(list, safeArea, scale, false);
        }
        break;
      }
      list = list.filter((_, i) => i !== dropIndex);
      result = this.measure(list, safeArea, 1);
    }
    const align = opts.align ?? "center";
    const valign = opts.valign ?? "middle";
    let y = valign === "top" ? safeArea.y : valign === "bottom" ? safeArea.y + safeArea.h - result.total : safeArea.y + (safeArea.h - result.total) / 2;
    y = Math.max(safeArea.y, y);
    const top = y;
    for (const m of result.measured) {
      const item = m.item;
      if (item.kind === "ornament") {
        const k = m.height / item.h;
        const w = item.w * k;
        const x = align === "left" ? safeArea.x : align === "right" ? safeArea.x + safeArea.w - w : safeArea.x + (safeArea.w - w) / 2;
        this.ornament(item.name, { x, y, w, h: m.height }, { colour: item.colour, accent: item.accent, foil: item.foil, opacity: item.opacity });
      } else if (item.kind === "line") {
        const x = align === "left" ? safeArea.x : align === "right" ? safeArea.x + safeArea.w - item.w : safeArea.x + (safeArea.w - item.w) / 2;
        this.line(x, y + m.height / 2, item.w, item.colour ?? this.palette.accent, Math.max(1.5, this.u * 0.002));
      } else {
        const level = LEVELS[item.block.level];
        this.text(
          item.block,
          { x: safeArea.x, y, w: safeArea.w, h: m.height },
          {
            size: m.size,
            style: m.style!,
            lineHeight: level.lineHeight,
            colour: item.colour ?? this.palette[level.colour],
            align,
            foil: item.foil,
            lines: m.lines,
          },
        );
      }
      y += m.height + m.gap;
    }
    return { x: safeArea.x, y: top, w: safeArea.w, h: y - top - (result.measured.length ? result.measured[result.measured.length - 1]!.gap : 0) };
  }
}

/** Two lines for a long name or headline: "Anna" / "& Jonas", else at the space nearest the middle. */
function breakInTwo(text: string): string[] | undefined {
  if (text.includes(" & ")) return text.replace(" & ", "\n& ").split("\n");
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index!);
  if (spaces.length === 0) return undefined;
  const middle = text.length / 2;
  const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best), spaces[0]!);
  return [text.slice(0, at), text.slice(at + 1)];
}

function findLastIndex<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
