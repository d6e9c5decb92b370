import type { DesignDocument, DesignElement, DesignSide, ImageElement, OrnamentElement, ShapeElement, SideId, TextElement } from "./document";
import { ORNAMENTS, isOrnamentName, type OrnamentPart } from "./ornaments";

/**
 * Renders one side of a design document as a standalone SVG string: the browser preview (inline,
 * several per page), the product images (sharp/librsvg) and the print files (svg-to-pdfkit) all
 * use it. Pure string building — no DOM, no I/O — so it runs the same on server and client.
 * Units are the document's tenths of millimetres; the root's width/height use the same numbers so
 * a renderer without CSS draws 1 px per 0.1 mm (scale with sharp's density or CSS).
 */

export type FoilKind = "gold" | "silber" | "rosegold" | "ohne";

export interface RenderOptions {
  /** The order's foil; foil-marked elements are drawn metallic for gold/silber/rosegold, flat otherwise. */
  foil?: FoilKind;
  /** Show the bleed around the trimmed page (print files); the default crops to the trim. */
  showBleed?: boolean;
  /** Prefix for ids (clip paths, gradients) so several SVGs can sit inline in one page. */
  idPrefix?: string;
  /** Turns an image `src` (`upload:…`, `sample:…`) into a URL or data URI; undefined shows the placeholder. */
  resolveImage?: (src: string) => string | undefined;
}

// Deep-to-bright bands so foil reads as metal on light and dark paper alike.
const FOIL_STOPS: Record<Exclude<FoilKind, "ohne">, readonly string[]> = {
  gold: ["#8f6a22", "#d9b866", "#a67c2e", "#e8cf8a", "#94702a", "#c9a350"],
  silber: ["#5c6268", "#c2c7cc", "#7a8086", "#d9dde0", "#62686e", "#a4aaaf"],
  rosegold: ["#93584a", "#dba595", "#a86a5a", "#e8bfb1", "#8f5647", "#c98b7a"],
};

/** Numbers with at most two decimals, no exponent, no "-0". */
function num(v: number): string {
  if (!Number.isFinite(v)) return "0";
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

// XML 1.0 forbids most control characters even when escaped; drop them.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Ids must be XML names; keep prefixes to a safe alphabet. */
function safeId(value: string): string {
  const cleaned = value.replace(/[^A-Za-z0-9_.-]/g, "-");
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `k${cleaned}`;
}

interface Context {
  prefix: string;
  foil: Exclude<FoilKind, "ohne"> | undefined;
  resolveImage: RenderOptions["resolveImage"];
  defs: string[];
  counter: number;
}

function nextId(ctx: Context, kind: string): string {
  ctx.counter += 1;
  return `${ctx.prefix}${kind}-${ctx.counter}`;
}

/** A metallic gradient in the element's own user space (so strokes and zero-height lines work too). */
function foilPaint(ctx: Context, x: number, y: number, w: number, h: number): string {
  if (!ctx.foil) return "";
  const id = nextId(ctx, "foil");
  const stops = FOIL_STOPS[ctx.foil];
  const size = Math.max(w, h, 1);
  const stopTags = stops.map((c, i) => `<stop offset="${num(i / (stops.length - 1))}" stop-color="${c}"/>`).join("");
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x)}" y1="${num(y)}" x2="${num(x + size)}" y2="${num(y + size * 0.6)}">${stopTags}</linearGradient>`,
  );
  return `url(#${id})`;
}

function rotation(el: DesignElement): string {
  if (!el.rotation) return "";
  return ` transform="rotate(${num(el.rotation)} ${num(el.x + el.width / 2)} ${num(el.y + el.height / 2)})"`;
}

function renderText(el: TextElement, ctx: Context): string {
  const raw = el.uppercase ? el.text.toUpperCase() : el.text;
  const lines = raw.split("\n");
  const lineHeight = el.size * el.lineHeight;
  const anchor = el.align === "left" ? "start" : el.align === "right" ? "end" : "middle";
  const x = el.align === "left" ? el.x : el.align === "right" ? el.x + el.width : el.x + el.width / 2;
  // Lines are centred as a block in the box; the baseline sits 0.35 em under each line's middle
  // (cap height ≈ 0.7 em), which centres capitals optically.
  const top = el.y + (el.height - lines.length * lineHeight) / 2;
  const paint = el.foil && ctx.foil ? foilPaint(ctx, el.x, el.y, el.width, el.height) : el.color;
  const spacing = el.letterSpacing ? ` letter-spacing="${num(el.letterSpacing * el.size)}"` : "";
  const attrs =
    `font-family="${escapeXml(el.font)}" font-size="${num(el.size)}"` +
    (el.weight !== 400 ? ` font-weight="${el.weight}"` : "") +
    (el.italic ? ` font-style="italic"` : "") +
    ` fill="${paint}" text-anchor="${anchor}"${spacing}`;
  const spans = lines
    .map((lineText, i) => {
      const baseline = top + (i + 0.5) * lineHeight + el.size * 0.35;
      return `<tspan x="${num(x)}" y="${num(baseline)}">${escapeXml(lineText)}</tspan>`;
    })
    .join("");
  return `<text${rotation(el)} ${attrs} xml:space="preserve">${spans}</text>`;
}

function shapeOutline(shape: ImageElement["shape"], x: number, y: number, w: number, h: number): string {
  switch (shape) {
    case "circle":
      return `<ellipse cx="${num(x + w / 2)}" cy="${num(y + h / 2)}" rx="${num(w / 2)}" ry="${num(h / 2)}"/>`;
    case "rounded": {
      const r = Math.min(w, h) * 0.08;
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}"/>`;
    }
    case "arch": {
      const r = Math.min(w / 2, h);
      return `<path d="M${num(x)} ${num(y + h)}V${num(y + r)}A${num(w / 2)} ${num(r)} 0 0 1 ${num(x + w)} ${num(y + r)}V${num(y + h)}Z"/>`;
    }
    default:
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"/>`;
  }
}

/** A darker tone of the placeholder for its photo icon. */
function shade(hex: string, factor: number): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = (s: number) =>
    Math.max(0, Math.min(255, Math.round(((v >> s) & 255) * factor)))
      .toString(16)
      .padStart(2, "0");
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

function renderImage(el: ImageElement, ctx: Context): string {
  const clipId = nextId(ctx, "clip");
  ctx.defs.push(`<clipPath id="${clipId}">${shapeOutline(el.shape, el.x, el.y, el.width, el.height)}</clipPath>`);
  const href = el.src ? ctx.resolveImage?.(el.src) : undefined;
  let content: string;
  if (href) {
    const { offsetX, offsetY, zoom, rotation: turn } = el.crop;
    const cx = el.x + el.width / 2 + offsetX * el.width;
    const cy = el.y + el.height / 2 + offsetY * el.height;
    const quarter = turn === 90 || turn === 270;
    const iw = (quarter ? el.height : el.width) * zoom;
    const ih = (quarter ? el.width : el.height) * zoom;
    const transform = turn ? ` transform="rotate(${turn} ${num(cx)} ${num(cy)})"` : "";
    const ref = escapeXml(href);
    content = `<image x="${num(cx - iw / 2)}" y="${num(cy - ih / 2)}" width="${num(iw)}" height="${num(ih)}" preserveAspectRatio="xMidYMid slice" href="${ref}" xlink:href="${ref}"${transform}/>`;
  } else {
    const s = Math.min(el.width, el.height) * 0.2;
    const ix = el.x + el.width / 2 - s / 2;
    const iy = el.y + el.height / 2 - s * 0.4;
    const ink = shade(el.placeholderColor, 0.82);
    const sw = Math.max(1, s * 0.06);
    content =
      `<rect x="${num(el.x)}" y="${num(el.y)}" width="${num(el.width)}" height="${num(el.height)}" fill="${el.placeholderColor}"/>` +
      `<g fill="none" stroke="${ink}" stroke-width="${num(sw)}" stroke-linejoin="round" stroke-linecap="round">` +
      `<rect x="${num(ix)}" y="${num(iy)}" width="${num(s)}" height="${num(s * 0.78)}" rx="${num(s * 0.1)}"/>` +
      `<path d="M${num(ix + s * 0.1)} ${num(iy + s * 0.66)}L${num(ix + s * 0.4)} ${num(iy + s * 0.36)}L${num(ix + s * 0.6)} ${num(iy + s * 0.54)}L${num(ix + s * 0.72)} ${num(iy + s * 0.44)}L${num(ix + s * 0.9)} ${num(iy + s * 0.64)}"/>` +
      `</g><circle cx="${num(ix + s * 0.72)}" cy="${num(iy + s * 0.24)}" r="${num(s * 0.08)}" fill="${ink}"/>`;
  }
  return `<g${rotation(el)} clip-path="url(#${clipId})">${content}</g>`;
}

function renderShape(el: ShapeElement, ctx: Context): string {
  const { x, y, width: w, height: h } = el;
  const metallic = el.foil && ctx.foil ? foilPaint(ctx, x, y, w, h) : "";
  const stroke = el.kind === "line" ? (el.stroke ?? el.fill ?? "#000000") : el.stroke;
  const strokeWidth = el.kind === "line" ? el.strokeWidth || 2 : el.strokeWidth;
  const fillPaint = el.kind === "line" ? "none" : el.fill ? metallic || el.fill : "none";
  const strokePaint = stroke && strokeWidth > 0 ? metallic || stroke : undefined;
  const paint =
    ` fill="${fillPaint}"` +
    (strokePaint ? ` stroke="${strokePaint}" stroke-width="${num(strokeWidth)}"` : "") +
    (el.opacity < 1 ? ` opacity="${num(el.opacity)}"` : "");
  let body: string;
  switch (el.kind) {
    case "rect":
      body = `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${el.cornerRadius ? ` rx="${num(el.cornerRadius)}"` : ""}${paint}/>`;
      break;
    case "ellipse":
      body = `<ellipse cx="${num(x + w / 2)}" cy="${num(y + h / 2)}" rx="${num(w / 2)}" ry="${num(h / 2)}"${paint}/>`;
      break;
    case "line": {
      // A line runs along the longer axis of its box, through the middle.
      const horizontal = w >= h;
      const d = horizontal ? `M${num(x)} ${num(y + h / 2)}H${num(x + w)}` : `M${num(x + w / 2)} ${num(y)}V${num(y + h)}`;
      body = `<path d="${d}"${paint} stroke-linecap="round"/>`;
      break;
    }
    default:
      if (!el.d) return "";
      body = `<path transform="translate(${num(x)} ${num(y)})" d="${escapeXml(el.d)}"${paint}/>`;
  }
  return el.rotation ? `<g${rotation(el)}>${body}</g>` : body;
}

function renderOrnament(el: OrnamentElement, ctx: Context): string {
  if (!isOrnamentName(el.name)) return "";
  const def = ORNAMENTS[el.name];
  let parts: OrnamentPart[];
  let transform: string;
  let local: [number, number, number, number];
  if (def.kind === "fixed" && def.box) {
    const [bw, bh] = def.box;
    const scale = Math.min(el.width / bw, el.height / bh);
    const ox = el.x + (el.width - bw * scale) / 2;
    const oy = el.y + (el.height - bh * scale) / 2;
    transform = el.mirror ? `translate(${num(ox + bw * scale)} ${num(oy)}) scale(${num(-scale)} ${num(scale)})` : `translate(${num(ox)} ${num(oy)}) scale(${num(scale)})`;
    parts = def.parts(bw, bh);
    local = [0, 0, bw, bh];
  } else {
    transform = el.mirror ? `translate(${num(el.x + el.width)} ${num(el.y)}) scale(-1 1)` : `translate(${num(el.x)} ${num(el.y)})`;
    parts = def.parts(el.width, el.height);
    local = [0, 0, el.width, el.height];
  }
  const metallic = el.foil && ctx.foil ? foilPaint(ctx, ...local) : "";
  const colour = (tone: OrnamentPart["tone"]) => (tone === "white" ? "#ffffff" : tone === "accent" ? (el.accent ?? el.color) : metallic || el.color);
  const body = parts
    .map((part) => {
      const opacity = part.opacity !== undefined && part.opacity < 1 ? ` opacity="${num(part.opacity)}"` : "";
      return part.mode === "fill"
        ? `<path d="${part.d}" fill="${colour(part.tone)}"${opacity}/>`
        : `<path d="${part.d}" fill="none" stroke="${colour(part.tone)}" stroke-width="${num(part.width ?? 2)}" stroke-linecap="round" stroke-linejoin="round"${opacity}/>`;
    })
    .join("");
  const opacity = el.opacity < 1 ? ` opacity="${num(el.opacity)}"` : "";
  const inner = `<g transform="${transform}"${opacity}>${body}</g>`;
  return el.rotation ? `<g${rotation(el)}>${inner}</g>` : inner;
}

function renderElement(el: DesignElement, ctx: Context): string {
  switch (el.type) {
    case "text":
      return renderText(el, ctx);
    case "image":
      return renderImage(el, ctx);
    case "shape":
      return renderShape(el, ctx);
    case "ornament":
      return renderOrnament(el, ctx);
  }
}

/**
 * Paper textures are drawn as a few whole-page paths, not SVG patterns: librsvg renders a pattern
 * tile by tile and an element `opacity` through a layer of its own, which made a textured card
 * several times slower to rasterise than a plain one.
 */
function texture(side: DesignSide, doc: DesignDocument): string {
  if (side.texture === "plain") return "";
  const b = doc.bleed;
  const w = doc.width + 2 * b;
  const h = doc.height + 2 * b;
  if (side.texture === "linen") {
    let across = "";
    let down = "";
    for (let y = -b + 2; y < h - b; y += 4) across += `M${num(-b)} ${num(y)}H${num(w - b)}`;
    for (let x = -b + 2; x < w - b; x += 4) down += `M${num(x)} ${num(-b)}V${num(h - b)}`;
    return `<path d="${across}" stroke="#000000" stroke-width="0.6" stroke-opacity="0.035" fill="none"/><path d="${down}" stroke="#000000" stroke-width="0.6" stroke-opacity="0.025" fill="none"/>`;
  }
  if (side.texture === "kraft") {
    // Fibre dots on a 40-unit grid: two dark and one light dot per cell (denser grids cost
    // rasterising time the eye cannot see at this opacity).
    const dot = (cx: number, cy: number, r: number) => `M${num(cx - r)} ${num(cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
    let dark = "";
    let light = "";
    for (let x = -b; x < w - b; x += 40) {
      for (let y = -b; y < h - b; y += 40) {
        dark += dot(x + 8, y + 11, 1.3) + dot(x + 28, y + 25, 1);
        light += dot(x + 18, y + 35, 0.8);
      }
    }
    return `<path d="${dark}" fill="#5a3d1c" fill-opacity="0.075"/><path d="${light}" fill="#ffffff" fill-opacity="0.08"/>`;
  }
  // deckle: a faint, slightly irregular darker rim like hand-made paper
  return `<rect x="${num(-b + 4)}" y="${num(-b + 4)}" width="${num(w - 8)}" height="${num(h - 8)}" fill="none" stroke="#8a7a60" stroke-width="${num(b + 14)}" opacity="0.07"/>`;
}

/**
 * One side as a complete SVG document. The viewBox is the trimmed page (0 0 width height) or,
 * with `showBleed`, the page plus bleed on every edge. Unknown side ids render an empty page.
 */
export function renderSideSvg(doc: DesignDocument, sideId: SideId, options: RenderOptions = {}): string {
  const side = doc.sides.find((s) => s.id === sideId);
  const ctx: Context = {
    prefix: safeId(`${options.idPrefix ?? `kw-${sideId}`}-`),
    foil: options.foil && options.foil !== "ohne" ? options.foil : undefined,
    resolveImage: options.resolveImage,
    defs: [],
    counter: 0,
  };
  const b = options.showBleed ? doc.bleed : 0;
  const vx = -b;
  const vw = doc.width + 2 * b;
  const vh = doc.height + 2 * b;
  const bleed = doc.bleed;
  const background = side?.background ?? "#ffffff";
  let body = `<rect x="${num(-bleed)}" y="${num(-bleed)}" width="${num(doc.width + 2 * bleed)}" height="${num(doc.height + 2 * bleed)}" fill="${background}"/>`;
  if (side) {
    body += texture(side, doc);
    for (const el of side.elements) body += renderElement(el, ctx);
  }
  const defs = ctx.defs.length ? `<defs>${ctx.defs.join("")}</defs>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${num(vx)} ${num(vx)} ${num(vw)} ${num(vh)}" width="${num(vw)}" height="${num(vh)}">` +
    defs +
    body +
    `</svg>`
  );
}

/** Every side of the document, in the document's order. */
export function renderDocumentSides(doc: DesignDocument, options: RenderOptions = {}): { sideId: SideId; svg: string }[] {
  return doc.sides.map((side) => ({
    sideId: side.id,
    svg: renderSideSvg(doc, side.id, { ...options, idPrefix: `${options.idPrefix ?? "kw"}-${side.id}` }),
  }));
}

/** Width ÷ height of the trimmed page (e.g. for reserving the preview's box). */
export function documentAspectRatio(doc: DesignDocument): number {
  return doc.width / doc.height;
}
