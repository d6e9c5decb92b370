import type { SideId } from "../../core/design/document";
import { ORNAMENTS, type OrnamentName } from "../../core/design/ornaments";
import { Composer, type Rect, type StackItem } from "./compose";
import type { Block, PieceContent, PieceKind } from "./copy";
import { PHOTO_LAYOUTS, type LayoutName, type Motif } from "./motifs";

const PHOTO_LAYOUT_SET = new Set<LayoutName>(PHOTO_LAYOUTS);

/**
 * Layout families: how a side is composed. A family draws the front of ordinary cards in its
 * own way (frame, monogram, photo arch, colour block …) and lends its decoration ("kit") to
 * inside pages, backs and the special formats (strips, place cards, stickers, menus, seating
 * plans, envelopes), so every piece of a theme looks like it belongs to the set.
 */

export interface PieceContext {
  layout: LayoutName;
  kind: PieceKind;
  content: PieceContent;
  motif: Motif;
  foil: boolean;
  dark: boolean;
  /** 0..3, the theme's small variations (frame style, placement). */
  variant: number;
  /** The format's sides, to know whether a side is the last one. */
  sides: readonly SideId[];
  /** Die-cut shape of small pieces. */
  shape: "rect" | "round" | "heart";
}

type Compose = (c: Composer, p: PieceContext) => void;

// ---------------------------------------------------------------------------------------------
// helpers

const isStretch = (name: OrnamentName) => ORNAMENTS[name].kind === "stretch";
const FRAME_ORNAMENTS: readonly OrnamentName[] = ["double-line-frame", "corner-frame", "arch-frame", "circle-frame", "organic-blob", "confetti", "star-field"];

/** The drawing that represents the motif on its own (frames are not drawings). */
function heroOf(m: Motif): OrnamentName {
  return FRAME_ORNAMENTS.includes(m.hero) ? m.small : m.hero;
}

function orientation(c: Composer): "portrait" | "landscape" | "square" {
  if (c.H > c.W * 1.12) return "portrait";
  if (c.W > c.H * 1.12) return "landscape";
  return "square";
}

function splitNames(text: string): string {
  return text.includes(" & ") ? text.replace(" & ", "\n& ") : text;
}

/** Blocks → stack items with the usual emphasis: names large and foiled, a divider after them. */
function items(p: PieceContext, blocks: Block[], opts: { divider?: boolean; displayScale?: number; breakNames?: boolean; dividerWidth?: number; c?: Composer } = {}): StackItem[] {
  const list: StackItem[] = [];
  for (const block of blocks) {
    const big = block.level === "display" || block.level === "number" || block.level === "initials" || block.level === "script";
    const text = opts.breakNames && block.level === "display" ? { ...block, text: splitNames(block.text) } : block;
    list.push({ kind: "text", block: text, foil: big && p.foil, allowBreak: big, ...(big && opts.displayScale ? { scale: opts.displayScale } : {}) });
    if (opts.divider && block.level === "display" && opts.c) {
      const c = opts.c;
      const name = p.motif.divider;
      const w = (opts.dividerWidth ?? 0.34) * c.u;
      list.push({ kind: "ornament", name, w: name === "leaf-garland" ? w * 1.2 : w, h: name === "leaf-garland" ? w * 0.2 : w * 0.09, foil: p.foil, optional: true });
    }
  }
  return list;
}

function stretchSignature(c: Composer, list: StackItem[]): StackItem[] {
  return list.map((i) =>
    i.kind === "text" && i.block.role === "signature" && i.block.level === "subtitle" ? { ...i, font: { ...c.type.display }, scale: c.type.script ? 0.55 : 0.42 } : i,
  );
}

function frameName(p: PieceContext): OrnamentName {
  if (p.motif.hero === "corner-frame") return p.variant % 2 === 0 ? "corner-frame" : "double-line-frame";
  return p.variant === 3 ? "corner-frame" : "double-line-frame";
}

function frame(c: Composer, p: PieceContext, inset = Math.max(38, c.u * 0.05)): Rect {
  c.ornament(frameName(p), { x: inset, y: inset, w: c.W - 2 * inset, h: c.H - 2 * inset }, { foil: p.foil, colour: c.palette.accent });
  return { x: inset, y: inset, w: c.W - 2 * inset, h: c.H - 2 * inset };
}

function inset(r: Rect, dx: number, dy = dx): Rect {
  return { x: r.x + dx, y: r.y + dy, w: r.w - 2 * dx, h: r.h - 2 * dy };
}

/** Places the motif's drawing centred in a box, laid on its side if the box is wide. */
function hero(c: Composer, p: PieceContext, box: Rect, opts: { mirror?: boolean; opacity?: number; colour?: string; accent?: string } = {}): void {
  // Stretch drawings (a bunting) need a wide box; elsewhere the motif's small mark stands in.
  const h = heroOf(p.motif);
  const name = isStretch(h) && !(h === "bunting" && box.w >= box.h * 1.8) ? p.motif.small : h;
  c.fitOrnament(name, box, { foil: p.foil, ...opts });
}

function mainBlock(blocks: Block[]): Block | undefined {
  return blocks.find((b) => b.level === "display" || b.level === "number" || b.level === "initials");
}

// ---------------------------------------------------------------------------------------------
// Card fronts per family

const classicFrame: Compose = (c, p) => {
  const f = frame(c, p);
  const o = orientation(c);
  const inner = inset(f, c.u * 0.09, c.u * 0.08);
  const topH = o === "landscape" ? c.H * 0.18 : c.H * 0.15;
  const heroW = inner.w * (o === "landscape" ? 0.32 : 0.56);
  hero(c, p, { x: c.W / 2 - heroW / 2, y: inner.y, w: heroW, h: topH });
  c.stack(items(p, p.content.front, { divider: true, c }), { x: inner.x, y: inner.y + topH + c.u * 0.035, w: inner.w, h: inner.h - topH - c.u * 0.035 }, { grow: 1.3 });
};

const monogram: Compose = (c, p) => {
  const o = orientation(c);
  const wreathName = p.motif.wreath;
  let ring: Rect;
  let text: Rect;
  if (o === "landscape") {
    const d = Math.min(c.H * 0.66, c.W * 0.36);
    ring = { x: c.W * 0.27 - d / 2, y: c.H / 2 - d / 2, w: d, h: d };
    text = { x: c.W * 0.5, y: c.H * 0.1, w: c.W * 0.42, h: c.H * 0.8 };
  } else {
    const d = Math.min(c.W * 0.52, c.H * (o === "square" ? 0.42 : 0.36));
    ring = { x: c.W / 2 - d / 2, y: c.H * (o === "square" ? 0.08 : 0.09), w: d, h: d };
    text = { x: c.W * 0.1, y: ring.y + d + c.u * 0.05, w: c.W * 0.8, h: c.H - (ring.y + d + c.u * 0.05) - c.H * 0.07 };
  }
  c.ornament(wreathName, ring, { foil: p.foil });
  c.stack([{ kind: "text", block: { role: "initials", text: p.content.initials, level: "initials" }, foil: p.foil, scale: (ring.w / c.u) * 2.2 }], inset(ring, ring.w * 0.22));
  c.stack(items(p, p.content.front, { c }), text, { grow: 1.3 });
};

const photoArch: Compose = (c, p) => {
  const o = orientation(c);
  let photo: Rect;
  let text: Rect;
  if (o === "landscape") {
    photo = { x: c.W * 0.06, y: c.H * 0.08, w: c.W * 0.4, h: c.H * 0.84 };
    text = { x: c.W * 0.52, y: c.H * 0.1, w: c.W * 0.42, h: c.H * 0.8 };
  } else {
    const pw = c.W * (o === "square" ? 0.5 : 0.62);
    const ph = c.H * (o === "square" ? 0.5 : 0.46);
    photo = { x: (c.W - pw) / 2, y: c.H * 0.08, w: pw, h: ph };
    text = { x: c.W * 0.1, y: photo.y + ph + c.u * 0.05, w: c.W * 0.8, h: c.H - photo.y - ph - c.u * 0.05 - c.H * 0.06 };
  }
  c.image(photo, "arch");
  const h = heroOf(p.motif);
  const s = photo.w * 0.42;
  if (ORNAMENTS[h].group === "botanisch") c.ornament(h, { x: photo.x - s * 0.3, y: photo.y + photo.h - s * 0.85, w: s, h: s }, { foil: p.foil, rotation: -18 });
  c.stack(items(p, p.content.front, { c, displayScale: 0.9 }), text);
};

const photoFull: Compose = (c, p) => {
  const o = orientation(c);
  c.image({ x: -c.bleed, y: -c.bleed, w: c.W + 2 * c.bleed, h: c.H + 2 * c.bleed }, "rect");
  const panel: Rect = o === "landscape" ? { x: c.W * 0.56, y: c.H * 0.09, w: c.W * 0.37, h: c.H * 0.82 } : { x: c.W * 0.08, y: c.H * 0.6, w: c.W * 0.84, h: c.H * 0.32 };
  c.rect(panel, c.palette.paper, { opacity: 0.94, radius: c.u * 0.012 });
  c.stack(items(p, p.content.front, { c, displayScale: 0.8 }), inset(panel, panel.w * 0.07, panel.h * 0.1));
};

/** Two or three sprigs fanning out of a page corner, stems running off the edge. */
function spray(c: Composer, p: PieceContext, name: OrnamentName, corner: "tl" | "br", size: number): void {
  const ratio = c.aspect(name) ?? 0.5;
  const [cx, cy, turn] = corner === "tl" ? [0, 0, 0] : [c.W, c.H, 180];
  const sprigs: [number, number, boolean][] = [
    [22, 1, false],
    [58, 0.78, true],
    [80, 0.6, false],
  ];
  for (const [angle, k, mirror] of sprigs) {
    const theta = angle + turn;
    const len = size * k;
    const rad = (theta * Math.PI) / 180;
    const mx = cx + Math.cos(rad) * len * 0.42;
    const my = cy + Math.sin(rad) * len * 0.42;
    c.ornament(name, { x: mx - (len * ratio) / 2, y: my - len / 2, w: len * ratio, h: len }, { foil: p.foil, rotation: theta + 90, mirror, opacity: k < 0.7 ? 0.85 : 1 });
  }
}

/**
 * The largest centred text area whose corners stay outside quarter circles of radius `r` around
 * the top-left and bottom-right page corners (where the corner drawings sit).
 */
function clearOfCorners(c: Composer, r: number): Rect {
  let best: Rect = inset({ x: 0, y: 0, w: c.W, h: c.H }, c.W * 0.1, c.H * 0.1);
  let bestArea = 0;
  for (let t = 0; t <= 1.0001; t += 0.05) {
    let y0 = t * r;
    let x0 = Math.sqrt(Math.max(0, r * r - y0 * y0));
    x0 = Math.max(x0, c.W * 0.09);
    y0 = Math.max(y0, c.H * 0.08);
    const w = c.W - 2 * x0;
    const h = c.H - 2 * y0;
    if (w < c.W * 0.5 || h < c.H * 0.3) continue;
    // Prefer width a little: lines of names and dates are wide, stacks are short.
    const score = w * 1.3 * h;
    if (score > bestArea) {
      bestArea = score;
      best = { x: x0, y: y0, w, h };
    }
  }
  return best;
}

const botanicalCorners: Compose = (c, p) => {
  const o = orientation(c);
  const corner = p.motif.corner ?? heroOf(p.motif);
  const ratio = c.aspect(corner) ?? 1;
  const s = c.u * (o === "square" ? 0.38 : ratio < 0.8 ? 0.45 : 0.5);
  if (corner === "floral-corner") {
    c.ornament(corner, { x: -s * 0.04, y: -s * 0.04, w: s, h: s }, { foil: p.foil });
    c.ornament(corner, { x: c.W - s * 0.96, y: c.H - s * 0.96, w: s, h: s }, { foil: p.foil, rotation: 180 });
  } else if (ratio < 0.8) {
    spray(c, p, corner, "tl", s);
    spray(c, p, corner, "br", s);
  } else if (ratio > 1.4) {
    c.ornament(corner, { x: -s * 0.1, y: s * 0.02, w: s, h: s / ratio }, { foil: p.foil, rotation: 28 });
    c.ornament(corner, { x: c.W - s * 0.9, y: c.H - s * 0.02 - s / ratio, w: s, h: s / ratio }, { foil: p.foil, rotation: 208 });
  } else {
    c.ornament(corner, { x: -s * 0.1, y: -s * 0.1, w: s * 0.85, h: s * 0.85 }, { foil: p.foil, rotation: -15 });
    c.ornament(corner, { x: c.W - s * 0.75, y: c.H - s * 0.75, w: s * 0.85, h: s * 0.85 }, { foil: p.foil, rotation: 165 });
  }
  c.stack(items(p, p.content.front, { divider: true, c }), clearOfCorners(c, s * (ratio < 0.8 ? 0.9 : 0.98)), { grow: 1.3 });
};

const wreathLayout: Compose = (c, p) => {
  const o = orientation(c);
  const name = p.motif.wreath;
  const main = mainBlock(p.content.front);
  const before = main ? p.content.front.slice(0, p.content.front.indexOf(main)) : [];
  const after = main ? p.content.front.slice(p.content.front.indexOf(main) + 1) : p.content.front;
  let ring: Rect;
  if (o === "landscape") {
    const d = c.H * 0.8;
    ring = { x: c.W * 0.3 - d / 2, y: c.H / 2 - d / 2, w: d, h: d };
    c.ornament(name, ring, { foil: p.foil });
    if (main) c.stack(items(p, [main], { breakNames: true }), inset(ring, d * 0.21));
    c.stack(items(p, [...before, ...after], { c }), { x: c.W * 0.56, y: c.H * 0.1, w: c.W * 0.38, h: c.H * 0.8 }, { grow: 1.4 });
    return;
  }
  const d = Math.min(c.W * 0.8, c.H * (o === "square" ? 0.6 : 0.56));
  const cy = c.H * (o === "square" ? 0.44 : 0.43);
  ring = { x: c.W / 2 - d / 2, y: cy - d / 2, w: d, h: d };
  c.ornament(name, ring, { foil: p.foil });
  if (main) c.stack(items(p, [main], { breakNames: true }), inset(ring, d * 0.21));
  const top = { x: c.W * 0.1, y: c.safe, w: c.W * 0.8, h: ring.y - c.safe - c.u * 0.02 };
  if (before.length) c.stack(items(p, before), top, { valign: "bottom" });
  if (after.length) c.stack(items(p, after, { c }), { x: c.W * 0.1, y: ring.y + d + c.u * 0.03, w: c.W * 0.8, h: c.H - (ring.y + d + c.u * 0.03) - c.H * 0.05 }, { grow: 1.25 });
};

const modernLeft: Compose = (c, p) => {
  const o = orientation(c);
  const L = Math.max(c.safe, c.W * 0.1);
  const main = mainBlock(p.content.front);
  const idx = main ? p.content.front.indexOf(main) : 0;
  const head = p.content.front.slice(0, idx + 1);
  const tail = p.content.front.slice(idx + 1);
  const heroBox: Rect = o === "landscape" ? { x: c.W * 0.66, y: c.H * 0.12, w: c.W * 0.28, h: c.H * 0.76 } : { x: c.W * 0.6, y: c.H * 0.6, w: c.W * 0.34, h: c.H * 0.34 };
  // A bunting hangs across the top instead of standing in a corner.
  const bunting = heroOf(p.motif) === "bunting";
  if (bunting) c.ornament("bunting", { x: 0, y: 0, w: c.W, h: c.H * 0.16 }, { foil: p.foil });
  const top = bunting ? c.H * 0.22 : c.H * 0.1;
  const headArea: Rect = { x: L, y: top, w: (o === "landscape" ? c.W * 0.56 : c.W * 0.8) - L + c.W * 0.04, h: c.H * 0.58 - top };
  const used = c.stack(items(p, head, { breakNames: true, displayScale: 1.5 }), headArea, { align: "left", valign: "top" });
  c.line(L, used.y + used.h + c.u * 0.05, c.W * 0.16, c.palette.accent, Math.max(2, c.u * 0.004), false, p.foil);
  if (tail.length) c.stack(items(p, tail), { x: L, y: c.H * 0.66, w: o === "landscape" ? c.W * 0.5 : c.W * 0.48, h: c.H * 0.26 }, { align: "left", valign: "bottom", grow: 1.25 });
  if (!bunting) hero(c, p, heroBox);
};

const colourBlock: Compose = (c, p) => {
  const o = orientation(c);
  const kicker = p.content.front.find((b) => b.level === "kicker");
  const rest = p.content.front.filter((b) => b !== kicker);
  const onBlock = { colour: c.palette.onBlock, accent: c.palette.blockAccent };
  if (o === "landscape") {
    const bw = c.W * 0.42;
    c.rect({ x: -c.bleed, y: -c.bleed, w: bw + c.bleed, h: c.H + 2 * c.bleed }, c.palette.block);
    hero(c, p, { x: bw * 0.2, y: c.H * 0.16, w: bw * 0.6, h: c.H * 0.46 }, onBlock);
    if (kicker) c.stack([{ kind: "text", block: kicker, colour: c.palette.onBlock }], { x: bw * 0.1, y: c.H * 0.68, w: bw * 0.8, h: c.H * 0.2 });
    c.stack(items(p, rest, { c }), { x: bw + c.W * 0.06, y: c.H * 0.1, w: c.W - bw - c.W * 0.12, h: c.H * 0.8 }, { grow: 1.3 });
    return;
  }
  const bh = c.H * (o === "square" ? 0.44 : 0.42);
  c.rect({ x: -c.bleed, y: -c.bleed, w: c.W + 2 * c.bleed, h: bh + c.bleed }, c.palette.block);
  hero(c, p, { x: c.W * 0.28, y: bh * 0.14, w: c.W * 0.44, h: bh * (kicker ? 0.56 : 0.72) }, onBlock);
  if (kicker) c.stack([{ kind: "text", block: kicker, colour: c.palette.onBlock }], { x: c.W * 0.1, y: bh * 0.74, w: c.W * 0.8, h: bh * 0.2 });
  c.stack(items(p, rest, { c }), { x: c.W * 0.1, y: bh + c.u * 0.06, w: c.W * 0.8, h: c.H - bh - c.u * 0.06 - c.H * 0.06 });
};

const minimalLines: Compose = (c, p) => {
  const list: StackItem[] = [];
  const h = heroOf(p.motif);
  if (!isStretch(h)) list.push({ kind: "ornament", name: h, w: c.u * 0.2, h: c.u * 0.16, foil: p.foil, gapAfter: c.u * 0.06, optional: true });
  for (const item of items(p, p.content.front, { displayScale: 0.82 })) {
    const isMain = item.kind === "text" && (item.block.level === "display" || item.block.level === "number");
    if (isMain) list.push({ kind: "line", w: c.u * 0.12, gapAfter: c.u * 0.05 });
    list.push(isMain ? { ...item, gapAfter: c.u * 0.05 } : item);
    if (isMain) list.push({ kind: "line", w: c.u * 0.12, gapAfter: c.u * 0.05 });
  }
  c.stack(list, c.safeRect(c.u * 0.15), { grow: 1.25 });
};

const scriptHeavy: Compose = (c, p) => {
  const blocks = p.content.front;
  const kicker = blocks.find((b) => b.level === "kicker");
  const main = mainBlock(blocks);
  const list: StackItem[] = [];
  for (const b of blocks) {
    if (b === kicker && main?.level === "display") list.push({ kind: "text", block: { ...b, level: "script" }, foil: p.foil, allowBreak: true, scale: 1.05 });
    else if (b === main && kicker && main.level === "display") {
      list.push({ kind: "ornament", name: "sparkle", w: c.u * 0.05, h: c.u * 0.05, foil: p.foil, optional: true, gapAfter: c.u * 0.04 });
      list.push({ kind: "text", block: { ...b, level: "kicker" }, scale: 1.5, foil: p.foil });
    } else if (b === main && main.level === "display") list.push({ kind: "text", block: { ...b, level: "script" }, foil: p.foil, allowBreak: true, scale: 1.1 });
    else list.push(...items(p, [b]));
  }
  if (!kicker) list.splice(1, 0, { kind: "ornament", name: p.motif.divider, w: c.u * 0.3, h: c.u * 0.04, optional: true, foil: p.foil });
  c.stack(list, c.safeRect(c.u * 0.12));
};

const starField: Compose = (c, p) => {
  c.ornament(p.motif.scatter === "confetti" ? "confetti" : "star-field", { x: c.u * 0.03, y: c.u * 0.03, w: c.W - c.u * 0.06, h: c.H - c.u * 0.06 }, { opacity: 0.9, foil: p.foil });
  const o = orientation(c);
  const h = heroOf(p.motif);
  if (o === "landscape") {
    hero(c, p, { x: c.W * 0.08, y: c.H * 0.2, w: c.W * 0.26, h: c.H * 0.6 });
    c.stack(items(p, p.content.front, { c }), { x: c.W * 0.4, y: c.H * 0.12, w: c.W * 0.52, h: c.H * 0.76 });
    return;
  }
  const hh = c.H * (o === "square" ? 0.2 : 0.18);
  if (!isStretch(h)) hero(c, p, { x: c.W * 0.3, y: c.H * 0.1, w: c.W * 0.4, h: hh });
  c.stack(items(p, p.content.front, { c }), { x: c.W * 0.12, y: c.H * 0.1 + hh + c.u * 0.04, w: c.W * 0.76, h: c.H * 0.8 - hh - c.u * 0.04 });
};

const archFrame: Compose = (c, p) => {
  const o = orientation(c);
  if (o === "landscape") {
    const aw = c.H * 0.62;
    const arch: Rect = { x: c.W * 0.08, y: c.H * 0.08, w: aw, h: c.H * 0.84 };
    c.ornament("arch-frame", arch, { foil: p.foil });
    hero(c, p, inset(arch, aw * 0.28, arch.h * 0.3));
    c.stack(items(p, p.content.front, { c }), { x: arch.x + aw + c.W * 0.06, y: c.H * 0.1, w: c.W - (arch.x + aw + c.W * 0.12), h: c.H * 0.8 }, { grow: 1.3 });
    return;
  }
  const aw = c.W * (o === "square" ? 0.62 : 0.78);
  const arch: Rect = { x: (c.W - aw) / 2, y: c.H * 0.06, w: aw, h: c.H * 0.88 };
  c.ornament("arch-frame", arch, { foil: p.foil });
  const heroH = aw * 0.26;
  const plain = heroOf(p.motif) === "sparkle" || heroOf(p.motif) === "small-star";
  hero(c, p, plain ? { x: arch.x + aw * 0.42, y: arch.y + aw * 0.2, w: aw * 0.16, h: heroH * 0.5 } : { x: arch.x + aw * 0.28, y: arch.y + aw * 0.12, w: aw * 0.44, h: heroH });
  const top = arch.y + aw * 0.12 + heroH + c.u * 0.03;
  c.stack(items(p, p.content.front, { c }), { x: arch.x + aw * 0.1, y: top, w: aw * 0.8, h: arch.y + arch.h - top - aw * 0.08 }, { grow: 1.25 });
};

const confettiLayout: Compose = (c, p) => {
  c.ornament("confetti", { x: c.u * 0.03, y: c.u * 0.03, w: c.W - c.u * 0.06, h: c.H - c.u * 0.06 }, { foil: false });
  const o = orientation(c);
  const area: Rect = o === "landscape" ? { x: c.W * 0.2, y: c.H * 0.18, w: c.W * 0.6, h: c.H * 0.64 } : { x: c.W * 0.15, y: c.H * 0.2, w: c.W * 0.7, h: c.H * 0.6 };
  c.stack(items(p, p.content.front, { displayScale: 1.05, c }), area);
};

const photoCircle: Compose = (c, p) => {
  const o = orientation(c);
  let circle: Rect;
  let text: Rect;
  if (o === "landscape") {
    const d = c.H * 0.72;
    circle = { x: c.W * 0.28 - d / 2, y: c.H / 2 - d / 2, w: d, h: d };
    text = { x: c.W * 0.54, y: c.H * 0.1, w: c.W * 0.4, h: c.H * 0.8 };
  } else {
    const d = Math.min(c.W * 0.58, c.H * (o === "square" ? 0.46 : 0.42));
    circle = { x: c.W / 2 - d / 2, y: c.H * 0.08, w: d, h: d };
    text = { x: c.W * 0.1, y: circle.y + d + c.u * 0.06, w: c.W * 0.8, h: c.H - circle.y - d - c.u * 0.06 - c.H * 0.06 };
  }
  c.image(circle, "circle");
  const h = heroOf(p.motif);
  const s = circle.w * 0.4;
  if (!isStretch(h) && h !== "sparkle" && h !== "small-star") c.ornament(h, { x: circle.x + circle.w - s * 0.7, y: circle.y + circle.h - s * 0.8, w: s, h: s }, { foil: p.foil });
  c.stack(items(p, p.content.front, { c, displayScale: 0.9 }), text, { grow: 1.25 });
};

const watercolour: Compose = (c, p) => {
  const o = orientation(c);
  const blob: Rect = o === "landscape" ? { x: c.W * 0.2, y: c.H * 0.12, w: c.W * 0.6, h: c.H * 0.76 } : { x: c.W * 0.08, y: c.H * 0.22, w: c.W * 0.84, h: c.H * 0.56 };
  c.ornament("organic-blob", blob, { colour: c.palette.soft, opacity: 0.85 });
  const h = heroOf(p.motif);
  const s = c.u * 0.34;
  if (!isStretch(h)) {
    const botanical = ORNAMENTS[h].group === "botanisch";
    c.ornament(h, { x: Math.max(c.u * 0.02, blob.x - s * 0.4), y: Math.max(c.u * 0.02, blob.y - s * 0.6), w: s, h: s }, { foil: p.foil, rotation: botanical ? -20 : -8 });
    c.ornament(h, { x: Math.min(c.W - s - c.u * 0.02, blob.x + blob.w - s * 0.6), y: Math.min(c.H - s - c.u * 0.02, blob.y + blob.h - s * 0.4), w: s, h: s }, { foil: p.foil, rotation: botanical ? 160 : 8, opacity: 0.85 });
  }
  c.stack(items(p, p.content.front, { c }), inset(blob, blob.w * 0.16, blob.h * 0.15));
};

const FRONTS: Record<LayoutName, Compose> = {
  "klassisch-rahmen": classicFrame,
  monogramm: monogram,
  "foto-bogen": photoArch,
  "vollbild-foto": photoFull,
  "botanische-ecke": botanicalCorners,
  kranz: wreathLayout,
  "modern-links": modernLeft,
  farbblock: colourBlock,
  "minimal-linie": minimalLines,
  schrift: scriptHeavy,
  sternenfeld: starField,
  bogenrahmen: archFrame,
  konfetti: confettiLayout,
  "foto-kreis": photoCircle,
  aquarell: watercolour,
};

// ---------------------------------------------------------------------------------------------
// The family's light decoration for text pages (inside, backs, special formats)

/** Decorates a text page in the family's manner and returns where the text goes. */
function decorate(c: Composer, p: PieceContext, strength: "page" | "small"): { area: Rect; align: "left" | "center"; top?: OrnamentName } {
  const base = c.safeRect(c.u * (strength === "page" ? 0.11 : 0.08));
  switch (p.layout) {
    case "klassisch-rahmen":
    case "monogramm": {
      const f = frame(c, p);
      return { area: inset(f, c.u * 0.08), align: "center", top: heroOf(p.motif) };
    }
    case "bogenrahmen": {
      const f = inset({ x: 0, y: 0, w: c.W, h: c.H }, Math.max(38, c.u * 0.05));
      c.ornament("double-line-frame", f, { foil: p.foil });
      return { area: inset(f, c.u * 0.08), align: "center", top: heroOf(p.motif) };
    }
    case "botanische-ecke": {
      const s = c.u * (strength === "page" ? 0.34 : 0.3);
      const corner = p.motif.corner ?? heroOf(p.motif);
      if (corner === "floral-corner") c.ornament(corner, { x: -s * 0.04, y: -s * 0.04, w: s, h: s }, { foil: p.foil });
      else c.ornament(corner, { x: s * 0.1, y: -s * 0.1, w: s * 0.5, h: s }, { foil: p.foil, rotation: -38 });
      return { area: { ...base, y: base.y + s * 0.35, h: base.h - s * 0.35 }, align: "center" };
    }
    case "modern-links":
      c.line(base.x, base.y, c.u * 0.12, c.palette.accent, Math.max(2, c.u * 0.004), false, p.foil);
      return { area: { ...base, y: base.y + c.u * 0.06, h: base.h - c.u * 0.06 }, align: "left" };
    case "farbblock":
      c.rect({ x: -c.bleed, y: -c.bleed, w: c.W + 2 * c.bleed, h: c.bleed + c.H * 0.05 }, c.palette.block);
      return { area: { ...base, y: base.y + c.H * 0.04, h: base.h - c.H * 0.04 }, align: "center", top: heroOf(p.motif) };
    case "sternenfeld":
      c.ornament(p.motif.scatter === "confetti" ? "confetti" : "star-field", { x: 0, y: 0, w: c.W, h: c.H }, { opacity: 0.55 });
      return { area: base, align: "center", top: heroOf(p.motif) };
    case "konfetti":
      c.ornament("confetti", { x: c.u * 0.03, y: c.u * 0.03, w: c.W - c.u * 0.06, h: c.H - c.u * 0.06 }, { opacity: 0.6 });
      return { area: inset(c.safeRect(), c.W * 0.1, c.H * 0.1), align: "center" };
    case "aquarell":
      c.ornament("organic-blob", { x: c.W * 0.3, y: -c.H * 0.06, w: c.W * 0.4, h: c.H * 0.16 }, { colour: c.palette.soft, opacity: 0.85 });
      return { area: { ...base, y: base.y + c.H * 0.08, h: base.h - c.H * 0.08 }, align: "center" };
    default:
      return { area: base, align: "center", top: heroOf(p.motif) };
  }
}

/** A page of text (inside right, back of flat cards, Antwortkarte back …). */
function textPage(c: Composer, p: PieceContext, blocks: Block[], credit: boolean): void {
  const d = decorate(c, p, "page");
  const list: StackItem[] = [];
  if (d.top && !isStretch(d.top)) list.push({ kind: "ornament", name: d.top, w: c.u * 0.22, h: c.u * 0.12, foil: p.foil, optional: true, gapAfter: c.u * 0.05 });
  list.push(...stretchSignature(c, items(p, blocks)));
  const area = credit ? { ...d.area, h: d.area.h - c.u * 0.06 } : d.area;
  c.stack(list, area, { align: d.align, grow: 1.35 });
  if (credit) c.credit();
}

/** Menu, drinks, programme: a heading and sections of title plus lines. */
function listPage(c: Composer, p: PieceContext, header: Block[], sections: { title: string; lines: string }[], credit: boolean): void {
  const d = decorate(c, p, "page");
  const list: StackItem[] = [];
  if (d.top && !isStretch(d.top)) list.push({ kind: "ornament", name: d.top, w: c.u * 0.3, h: c.u * 0.16, foil: p.foil, optional: true, gapAfter: c.u * 0.05 });
  list.push(...items(p, header, { displayScale: 1.1 }));
  if (header.length) list.push({ kind: "ornament", name: p.motif.divider, w: c.u * 0.36, h: c.u * 0.05, foil: p.foil, optional: true, gapAfter: c.u * 0.08 });
  sections.forEach((s, i) => {
    list.push({ kind: "text", block: { role: `section-${i + 1}-title`, text: s.title, level: "list-title" } });
    list.push({ kind: "text", block: { role: `section-${i + 1}`, text: s.lines, level: "body" }, gapAfter: c.u * 0.07 });
  });
  const area = credit ? { ...d.area, h: d.area.h - c.u * 0.05 } : d.area;
  c.stack(list, area, { align: d.align, grow: 1.5 });
  if (credit) c.credit();
}

function asidePage(c: Composer, p: PieceContext): void {
  if (p.layout === "foto-bogen" || p.layout === "foto-kreis" || p.layout === "vollbild-foto") {
    const m = c.u * 0.12;
    c.image({ x: m, y: m, w: c.W - 2 * m, h: c.H - 2 * m }, p.layout === "foto-kreis" ? "rounded" : "rect", "photo-inside");
    return;
  }
  if (p.content.aside.length === 0) {
    const s = c.u * 0.3;
    hero(c, p, { x: c.W / 2 - s / 2, y: c.H / 2 - s / 2, w: s, h: s }, { opacity: 0.35 });
    return;
  }
  const list: StackItem[] = [{ kind: "ornament", name: p.motif.divider, w: c.u * 0.3, h: c.u * 0.045, optional: true, gapAfter: c.u * 0.06 }];
  for (const b of p.content.aside) {
    if (b.role === "quote") list.push({ kind: "text", block: { ...b, level: "subtitle" }, font: { italic: true } });
    else list.push({ kind: "text", block: b });
  }
  c.stack(list, c.safeRect(c.u * 0.16));
}

function backPage(c: Composer, p: PieceContext): void {
  const s = c.u * 0.2;
  hero(c, p, { x: c.W / 2 - s / 2, y: c.H * 0.42 - s / 2, w: s, h: s }, { opacity: 0.8 });
  c.credit();
}

// ---------------------------------------------------------------------------------------------
// Special formats

/** Banderoles, sparkler labels, lantern wraps: drawings at both ends, one line of text between. */
function stripLayout(c: Composer, p: PieceContext): void {
  const pad = c.H * 0.12;
  const h = heroOf(p.motif);
  const hw = Math.min(c.H * 0.8, c.W * 0.14);
  if (p.layout === "sternenfeld" || p.layout === "konfetti") c.ornament(p.layout === "konfetti" ? "confetti" : "star-field", { x: 0, y: 0, w: c.W, h: c.H }, { opacity: 0.7 });
  if (p.layout === "farbblock") {
    c.rect({ x: -c.bleed, y: -c.bleed, w: c.W + 2 * c.bleed, h: c.bleed + c.H * 0.12 }, c.palette.block);
    c.rect({ x: -c.bleed, y: c.H * 0.88, w: c.W + 2 * c.bleed, h: c.bleed + c.H * 0.12 }, c.palette.block);
  }
  if (!isStretch(h)) {
    c.fitOrnament(h, { x: pad, y: pad, w: hw, h: c.H - 2 * pad }, { foil: p.foil });
    c.fitOrnament(h, { x: c.W - pad - hw, y: pad, w: hw, h: c.H - 2 * pad }, { foil: p.foil, mirror: true });
  }
  const tx = pad + hw + c.H * 0.2;
  const ruled = p.layout === "klassisch-rahmen" || p.layout === "minimal-linie" || p.layout === "monogramm";
  if (ruled) {
    c.line(tx, c.H * 0.12, c.W - 2 * tx, c.palette.accent, Math.max(1.5, c.H * 0.008), false, p.foil);
    c.line(tx, c.H * 0.88, c.W - 2 * tx, c.palette.accent, Math.max(1.5, c.H * 0.008), false, p.foil);
  }
  const list = items(p, p.content.front, { displayScale: 3.2 }).map((i) => (i.kind === "text" && i.block.level === "small" ? { ...i, scale: 1.8 } : i));
  c.stack(list, ruled ? { x: tx, y: c.H * 0.17, w: c.W - 2 * tx, h: c.H * 0.66 } : { x: tx, y: c.H * 0.12, w: c.W - 2 * tx, h: c.H * 0.76 });
}

/** A small mark for little pieces: wreaths shrink into rings, so their sprig stands in. */
function smallMark(p: PieceContext): OrnamentName {
  const h = heroOf(p.motif);
  return h.endsWith("-wreath") ? p.motif.small : h;
}

/** Place cards: the guest's name large, the motif small. */
function placeCard(c: Composer, p: PieceContext): void {
  const framed = p.layout === "klassisch-rahmen" || p.layout === "bogenrahmen" || p.layout === "monogramm";
  if (framed) frame(c, p, Math.max(30, c.u * 0.06));
  if (p.layout === "sternenfeld" || p.layout === "konfetti") c.ornament(p.layout === "konfetti" ? "confetti" : "star-field", { x: 0, y: 0, w: c.W, h: c.H }, { opacity: 0.6 });
  if (p.layout === "farbblock") c.rect({ x: -c.bleed, y: -c.bleed, w: c.W * 0.1 + c.bleed, h: c.H + 2 * c.bleed }, c.palette.block);
  const h = smallMark(p);
  const list: StackItem[] = [];
  if (!isStretch(h)) list.push({ kind: "ornament", name: h, w: c.W * 0.3, h: c.H * 0.2, foil: p.foil, optional: true, gapAfter: c.H * 0.05 });
  list.push(...items(p, p.content.front, { displayScale: 1.35 }));
  c.stack(list, c.safeRect(c.u * (framed ? 0.2 : 0.14)));
}

/** Stickers, tags, seals: one or two lines inside a ring or under a small drawing. */
function smallPiece(c: Composer, p: PieceContext, blocks: Block[]): void {
  const m = c.u * 0.07;
  const round = p.shape === "round";
  const wreathRing = round && (p.layout === "kranz" || p.layout === "monogramm");
  if (round) c.ornament(wreathRing ? p.motif.wreath : "circle-frame", { x: m, y: m, w: c.W - 2 * m, h: c.H - 2 * m }, { foil: p.foil });
  else if (p.layout === "klassisch-rahmen" && p.shape === "rect") frame(c, p, Math.max(24, c.u * 0.06));
  if (p.layout === "farbblock" && p.shape === "rect") c.rect({ x: -c.bleed, y: -c.bleed, w: c.W + 2 * c.bleed, h: c.bleed + c.H * 0.08 }, c.palette.block);
  const h = smallMark(p);
  const list: StackItem[] = [];
  const tall = c.H > c.W * 1.3;
  if (!isStretch(h) && !wreathRing) list.push({ kind: "ornament", name: h, w: c.u * 0.34, h: c.u * (p.shape === "heart" ? 0.16 : 0.22), foil: p.foil, optional: true, gapAfter: c.u * 0.05 });
  list.push(...stretchSignature(c, items(p, blocks, { displayScale: 1.05 })));
  // Tags have their hole at the top: keep the upper fifth free. Hearts are widest above the middle.
  const area = tall
    ? { x: c.W * 0.1, y: c.H * 0.24, w: c.W * 0.8, h: c.H * 0.68 }
    : p.shape === "heart"
      ? { x: c.W * 0.2, y: c.H * 0.2, w: c.W * 0.6, h: c.H * 0.46 }
      : c.safeRect(c.u * (round ? 0.22 : 0.1));
  c.stack(list, area);
}

/** Address labels: the drawing left, the lines right. */
function labelLayout(c: Composer, p: PieceContext): void {
  const h = heroOf(p.motif);
  const hw = c.H * 0.62;
  if (!isStretch(h)) c.fitOrnament(h, { x: c.u * 0.12, y: c.H * 0.14, w: hw, h: c.H * 0.72 }, { foil: p.foil });
  if (p.layout === "klassisch-rahmen") frame(c, p, Math.max(20, c.u * 0.05));
  const x = c.u * 0.12 + hw + c.u * 0.1;
  const list = items(p, p.content.front).map((i) => (i.kind === "text" && i.block.level === "body" ? { ...i, scale: 2.6 } : i));
  c.stack(list, { x, y: c.H * 0.12, w: c.W - x - c.u * 0.1, h: c.H * 0.76 }, { align: "left" });
}

function envelope(c: Composer, p: PieceContext, side: SideId): void {
  if (side === "front") {
    const [sender, recipient] = p.content.front;
    if (sender) c.stack([{ kind: "text", block: sender }], { x: c.safe + c.u * 0.05, y: c.safe + c.u * 0.04, w: c.W * 0.6, h: c.H * 0.12 }, { align: "left", valign: "top" });
    const s = c.H * 0.34;
    const h = heroOf(p.motif);
    if (!isStretch(h)) c.fitOrnament(h, { x: c.safe + c.u * 0.04, y: c.H - c.safe - s, w: s, h: s }, { foil: p.foil, opacity: 0.9 });
    if (recipient) c.stack([{ kind: "text", block: recipient, scale: 1.6 }], { x: c.W * 0.48, y: c.H * 0.46, w: c.W * 0.44, h: c.H * 0.38 }, { align: "left" });
    return;
  }
  const d = c.H * 0.36;
  const ring: Rect = { x: c.W / 2 - d / 2, y: c.H * 0.14, w: d, h: d };
  c.ornament(p.motif.wreath, ring, { foil: p.foil });
  c.stack([{ kind: "text", block: { role: "initials", text: p.content.initials, level: "initials" }, foil: p.foil, scale: (d / c.u) * 2.2 }], inset(ring, d * 0.22));
  c.credit();
}

/** Seating plan poster: heading, then the tables in a grid. */
function seatingPlan(c: Composer, p: PieceContext): void {
  const f = p.layout === "klassisch-rahmen" || p.layout === "bogenrahmen" || p.layout === "monogramm" ? frame(c, p, c.u * 0.04) : c.safeRect(c.u * 0.04);
  const inner = inset(f, c.u * 0.07);
  const h = heroOf(p.motif);
  if (p.layout === "sternenfeld" || p.layout === "konfetti") c.ornament(p.layout === "konfetti" ? "confetti" : "star-field", { x: 0, y: 0, w: c.W, h: c.H }, { opacity: 0.5 });
  const headH = c.H * 0.26;
  const list: StackItem[] = [];
  if (!isStretch(h)) list.push({ kind: "ornament", name: h, w: c.u * 0.3, h: c.u * 0.12, foil: p.foil, optional: true, gapAfter: c.u * 0.03 });
  list.push(...items(p, p.content.front, { displayScale: 0.8 }));
  c.stack(list, { x: inner.x, y: inner.y, w: inner.w, h: headH });
  const sections = p.content.sections ?? [];
  const cols = 3;
  const rows = Math.ceil(sections.length / cols);
  const gridTop = inner.y + headH + c.u * 0.06;
  const cellW = inner.w / cols;
  const cellH = (inner.y + inner.h - gridTop) / Math.max(1, rows);
  sections.forEach((s, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const cell = { x: inner.x + col * cellW + cellW * 0.05, y: gridTop + row * cellH, w: cellW * 0.9, h: cellH * 0.92 };
    c.stack(
      [
        { kind: "text", block: { role: `table-${i + 1}-title`, text: s.title, level: "list-title" }, scale: 1.5 },
        { kind: "ornament", name: "dotted-divider", w: cellW * 0.3, h: c.u * 0.012, optional: true, gapAfter: c.u * 0.015 },
        { kind: "text", block: { role: `table-${i + 1}`, text: s.lines, level: "body" }, scale: 1.1 },
      ],
      cell,
      { valign: "top", grow: 1.6 },
    );
  });
}

// ---------------------------------------------------------------------------------------------

export type FormatClass = "card" | "strip" | "tall" | "place" | "small" | "poster" | "envelope" | "label";

export function formatClass(kind: PieceKind, width: number, height: number, group: string): FormatClass {
  const r = width / height;
  if (kind === "sitzplan") return "poster";
  if (kind === "briefumschlag") return "envelope";
  if (kind === "absender" || kind === "adresse" || kind === "empfaenger") return "label";
  if (r >= 2.4) return "strip";
  if (group === "tischkarte") return "place";
  if (Math.min(width, height) <= 600) return "small";
  if (r <= 0.6) return "tall";
  return "card";
}

/** Composes one side of a piece. */
export function composeSide(c: Composer, p: PieceContext, side: SideId, cls: FormatClass): void {
  const { content } = p;
  const folded = p.sides.length === 4;
  const single = p.sides.length === 1;
  const withSections = (content.sections?.length ?? 0) > 0;
  switch (cls) {
    case "poster":
      return seatingPlan(c, p);
    case "envelope":
      return envelope(c, p, side);
    case "label":
      return labelLayout(c, p);
    case "strip":
      return side === "front" ? stripLayout(c, p) : backPage(c, p);
    case "place":
      return side === "front" ? placeCard(c, p) : backPage(c, p);
    case "small":
      if (side === "front") return smallPiece(c, p, content.front);
      if (content.inside.length) return smallPiece(c, p, content.inside);
      return backPage(c, p);
    case "tall":
      if (side === "front") return withSections ? listPage(c, p, content.front, content.sections!, false) : textPageFront(c, p);
      return backPage(c, p);
    default:
      break;
  }
  // ordinary cards
  if (side === "front") {
    if (withSections && !folded) return listPage(c, p, content.front, content.sections!, false);
    FRONTS[p.layout](c, p);
    return;
  }
  if (side === "inside-left") return asidePage(c, p);
  if (side === "inside-right") {
    if (withSections) return listPage(c, p, [], content.sections!, false);
    return textPage(c, p, content.inside, false);
  }
  // back
  if (folded) return backPage(c, p);
  if (single) return;
  if (content.inside.length) return textPage(c, p, content.inside, true);
  return backPage(c, p);
}

function textPageFront(c: Composer, p: PieceContext): void {
  const d = decorate(c, p, "page");
  const list: StackItem[] = [];
  if (d.top && !isStretch(d.top)) list.push({ kind: "ornament", name: d.top, w: c.u * 0.4, h: c.u * 0.24, foil: p.foil, optional: true, gapAfter: c.u * 0.06 });
  list.push(...items(p, p.content.front, { divider: true, c }));
  c.stack(list, d.area, { align: d.align });
}

/** Photo layouts only where a photo makes sense; elsewhere their closest drawn sibling. */
export function layoutForPiece(layout: LayoutName, kind: PieceKind): LayoutName {
  if (kind === "fotoaufsteller" && !PHOTO_LAYOUT_SET.has(layout)) return layout === "bogenrahmen" || layout === "aquarell" ? "foto-bogen" : "foto-kreis";
  const photoKinds: readonly PieceKind[] = ["einladung", "save-the-date", "danke", "gruss", "neujahr", "fotoaufsteller", "trauer"];
  if (photoKinds.includes(kind)) return layout;
  if (layout === "foto-bogen") return "bogenrahmen";
  if (layout === "foto-kreis") return "monogramm";
  if (layout === "vollbild-foto") return "minimal-linie";
  return layout;
}
