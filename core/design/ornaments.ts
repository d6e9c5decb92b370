import { seededRandom } from "../random";
/**
 * The ornament library: named vector drawings the design renderer knows. Each drawing is a list of
 * parts (a path plus how to paint it). Fixed drawings are defined once in their own unit box and
 * scaled uniformly into an element's box (centred, never stretched); "stretch" drawings (frames,
 * dividers, scattered confetti) are computed for the element's box so their lines keep a constant
 * weight. Pure and deterministic: the same name and box always give the same paths.
 */

export type OrnamentTone = "main" | "accent" | "white";

export interface OrnamentPart {
  d: string;
  /** Filled, or stroked with `width` (round caps and joins). */
  mode: "fill" | "stroke";
  tone: OrnamentTone;
  width?: number;
  opacity?: number;
}

export interface OrnamentDefinition {
  /** German name for the designer's ornament picker. */
  label: string;
  /** Motif group, for pickers and for the generator. */
  group: "botanisch" | "himmel" | "symbol" | "feier" | "rahmen" | "trenner";
  kind: "fixed" | "stretch";
  /** Unit box of a fixed drawing. */
  box?: readonly [number, number];
  /** Parts of a fixed drawing in its unit box, or of a stretch drawing for a w × h box. */
  parts: (w: number, h: number) => OrnamentPart[];
}

type Pt = readonly [number, number];

const n = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};
const p = (pt: Pt) => `${n(pt[0])} ${n(pt[1])}`;
const add = (a: Pt, b: Pt, s = 1): Pt => [a[0] + b[0] * s, a[1] + b[1] * s];
const dir = (deg: number): Pt => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
const normal = (u: Pt): Pt => [-u[1], u[0]];
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** A pointed leaf from its base along `angle` (degrees), `width` is roughly the half width; `bend` curls the tip. */
function leaf(base: Pt, angle: number, length: number, width: number, bend = 0): string {
  const u = dir(angle);
  const v = normal(u);
  const tip = add(add(base, u, length), v, bend * length);
  const a1 = add(add(base, u, length * 0.22), v, width * 1.05);
  const a2 = add(add(add(base, u, length * 0.68), v, width * 0.9), v, bend * length * 0.55);
  const b1 = add(add(add(base, u, length * 0.68), v, -width * 0.9), v, bend * length * 0.55);
  const b2 = add(add(base, u, length * 0.22), v, -width * 1.05);
  return `M${p(base)}C${p(a1)} ${p(a2)} ${p(tip)}C${p(b1)} ${p(b2)} ${p(base)}Z`;
}

/** A rounded petal from the centre outwards. */
function petal(centre: Pt, angle: number, length: number, width: number): string {
  const u = dir(angle);
  const v = normal(u);
  const a1 = add(add(centre, u, length * 0.45), v, width * 0.95);
  const a2 = add(add(centre, u, length * 1.08), v, width * 0.75);
  const tip = add(centre, u, length);
  const b1 = add(add(centre, u, length * 1.08), v, -width * 0.75);
  const b2 = add(add(centre, u, length * 0.45), v, -width * 0.95);
  return `M${p(centre)}C${p(a1)} ${p(a2)} ${p(tip)}C${p(b1)} ${p(b2)} ${p(centre)}Z`;
}

function circle(c: Pt, r: number): string {
  return `M${n(c[0] - r)} ${n(c[1])}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

function ellipse(c: Pt, rx: number, ry: number, angle = 0): string {
  const u = dir(angle);
  const s = add(c, u, rx);
  const e = add(c, u, -rx);
  return `M${p(s)}A${n(rx)} ${n(ry)} ${n(angle)} 1 1 ${p(e)}A${n(rx)} ${n(ry)} ${n(angle)} 1 1 ${p(s)}Z`;
}

function polygon(points: Pt[]): string {
  return `M${points.map(p).join("L")}Z`;
}

function star(c: Pt, outer: number, inner: number, points = 5, rotation = -90): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points * 2; i++) pts.push(add(c, dir(rotation + (i * 180) / points), i % 2 === 0 ? outer : inner));
  return polygon(pts);
}

/** Four-pointed sparkle with concave sides. */
function sparkle(c: Pt, r: number, waist = 0.16): string {
  const [x, y] = c;
  const w = r * waist;
  return `M${n(x)} ${n(y - r)}Q${n(x + w)} ${n(y - w)} ${n(x + r)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + r)}Q${n(x - w)} ${n(y + w)} ${n(x - r)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - r)}Z`;
}

function heart(c: Pt, size: number): string {
  const s = size / 100;
  const q = (x: number, y: number) => `${n(c[0] + (x - 50) * s)} ${n(c[1] + (y - 48) * s)}`;
  return `M${q(50, 92)}C${q(22, 70)} ${q(3, 52)} ${q(3, 31)}C${q(3, 14)} ${q(15, 4)} ${q(29, 4)}C${q(39, 4)} ${q(46, 10)} ${q(50, 18)}C${q(54, 10)} ${q(61, 4)} ${q(71, 4)}C${q(85, 4)} ${q(97, 14)} ${q(97, 31)}C${q(97, 52)} ${q(78, 70)} ${q(50, 92)}Z`;
}

/** Cubic Bézier stem: point and direction (degrees) at t. */
interface Stem {
  d: string;
  at: (t: number) => { pt: Pt; angle: number };
}
function stem(p0: Pt, p1: Pt, p2: Pt, p3: Pt): Stem {
  return {
    d: `M${p(p0)}C${p(p1)} ${p(p2)} ${p(p3)}`,
    at(t) {
      const mt = 1 - t;
      const pt: Pt = [
        mt * mt * mt * p0[0] + 3 * mt * mt * t * p1[0] + 3 * mt * t * t * p2[0] + t * t * t * p3[0],
        mt * mt * mt * p0[1] + 3 * mt * mt * t * p1[1] + 3 * mt * t * t * p2[1] + t * t * t * p3[1],
      ];
      const dx = 3 * mt * mt * (p1[0] - p0[0]) + 6 * mt * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
      const dy = 3 * mt * mt * (p1[1] - p0[1]) + 6 * mt * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
      return { pt, angle: deg(Math.atan2(dy, dx)) };
    },
  };
}

/** Arc stem on a circle from angle a0 to a1 (degrees, SVG orientation). */
function arcStem(c: Pt, r: number, a0: number, a1: number): Stem {
  const s = add(c, dir(a0), r);
  const e = add(c, dir(a1), r);
  const sweep = a1 > a0 ? 1 : 0;
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return {
    d: `M${p(s)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${p(e)}`,
    at(t) {
      const a = a0 + (a1 - a0) * t;
      return { pt: add(c, dir(a), r), angle: a + (a1 > a0 ? 90 : -90) };
    },
  };
}

const fill = (d: string, tone: OrnamentTone = "main", opacity?: number): OrnamentPart => ({ d, mode: "fill", tone, opacity });
const line = (d: string, width: number, tone: OrnamentTone = "main", opacity?: number): OrnamentPart => ({ d, mode: "stroke", tone, width, opacity });

/** Five-petal blossom with a centre. */
function blossom(c: Pt, r: number, rotation = 0, petals = 5): OrnamentPart[] {
  const parts: OrnamentPart[] = [];
  let d = "";
  for (let i = 0; i < petals; i++) d += petal(c, rotation + (i * 360) / petals, r, r * 0.46);
  parts.push(fill(d, "accent", 0.92));
  parts.push(fill(circle(c, r * 0.2), "main"));
  return parts;
}

/** Leaves along a stem: pairs or alternating, shrinking towards the tip. */
function leavesAlong(
  s: Stem,
  opts: { from: number; to: number; count: number; length: number; width: number; spread: number; tipScale?: number; alternate?: boolean; bend?: number; sides?: 1 | 2 },
): string {
  let d = "";
  for (let i = 0; i < opts.count; i++) {
    const t = opts.from + ((opts.to - opts.from) * i) / Math.max(1, opts.count - 1);
    const { pt, angle } = s.at(t);
    const k = 1 - (1 - (opts.tipScale ?? 0.55)) * (i / Math.max(1, opts.count - 1));
    const sides = opts.sides ?? 2;
    for (let side = 0; side < sides; side++) {
      const sign = opts.alternate ? (i % 2 === 0 ? 1 : -1) : side === 0 ? 1 : -1;
      if (opts.alternate && side > 0) break;
      d += leaf(pt, angle + sign * opts.spread, opts.length * k, opts.width * k, (opts.bend ?? 0) * -sign);
    }
  }
  return d;
}

/** Deterministic scatter for confetti and star fields, seeded by the box size. */
function scatter(w: number, h: number, salt: number) {
  return seededRandom((Math.round(w) * 73856093) ^ (Math.round(h) * 19349663) ^ salt);
}

function crescent(c: Pt, r: number, cut: Pt, cutR: number): string {
  // Intersections of the moon disc and the cutting disc.
  const dx = cut[0] - c[0];
  const dy = cut[1] - c[1];
  const d = Math.hypot(dx, dy);
  const a = (r * r - cutR * cutR + d * d) / (2 * d);
  const hh = Math.sqrt(Math.max(0, r * r - a * a));
  const m: Pt = [c[0] + (a * dx) / d, c[1] + (a * dy) / d];
  const p1: Pt = [m[0] + (hh * dy) / d, m[1] - (hh * dx) / d];
  const p2: Pt = [m[0] - (hh * dy) / d, m[1] + (hh * dx) / d];
  return `M${p(p1)}A${n(r)} ${n(r)} 0 1 0 ${p(p2)}A${n(cutR)} ${n(cutR)} 0 0 1 ${p(p1)}Z`;
}

function cloud(x: number, y: number, w: number): string {
  const s = w / 160;
  const q = (a: number, b: number) => `${n(x + a * s)} ${n(y + b * s)}`;
  return `M${q(22, 80)}C${q(4, 80)} ${q(0, 58)} ${q(16, 50)}C${q(12, 30)} ${q(36, 18)} ${q(52, 30)}C${q(58, 8)} ${q(96, 2)} ${q(106, 28)}C${q(124, 16)} ${q(150, 30)} ${q(144, 52)}C${q(162, 56)} ${q(160, 80)} ${q(140, 80)}Z`;
}

// ---------------------------------------------------------------------------------------------
// Botanical

function eucalyptusSprig(): OrnamentPart[] {
  const s = stem([62, 236], [50, 170], [74, 92], [58, 10]);
  const parts: OrnamentPart[] = [line(s.d, 2.6)];
  const stalks: string[] = [];
  let dark = "";
  let light = "";
  const count = 9;
  for (let i = 0; i < count; i++) {
    const t = 0.08 + (i / (count - 1)) * 0.86;
    const { pt, angle } = s.at(t);
    const r = 19 - i * 1.45;
    const side = i % 2 === 0 ? 1 : -1;
    const a = angle + side * 62;
    const c = add(pt, dir(a), r * 1.05);
    stalks.push(`M${p(pt)}L${p(add(pt, dir(a), r * 0.25))}`);
    const leafPath = ellipse(c, r, r * 0.86, a);
    if (i % 3 === 1) light += leafPath;
    else dark += leafPath;
  }
  const tip = s.at(1);
  dark += ellipse(add(tip.pt, dir(tip.angle - 40), 6), 6, 4.6, tip.angle - 40);
  dark += ellipse(add(tip.pt, dir(tip.angle + 40), 5), 5, 4, tip.angle + 40);
  parts.push(line(stalks.join(""), 2.2));
  parts.push(fill(light, "main", 0.62));
  parts.push(fill(dark, "main", 0.9));
  return parts;
}

function oliveBranch(): OrnamentPart[] {
  const s = stem([6, 100], [70, 96], [140, 70], [216, 22]);
  const parts: OrnamentPart[] = [line(s.d, 2.4)];
  parts.push(fill(leavesAlong(s, { from: 0.1, to: 0.96, count: 11, length: 38, width: 6.5, spread: 38, tipScale: 0.6, alternate: true, bend: 0.06 }), "main", 0.92));
  let olives = "";
  let stalks = "";
  for (const [t, side, r] of [
    [0.3, 1, 8],
    [0.52, -1, 7.2],
    [0.74, 1, 6.4],
  ] as const) {
    const { pt, angle } = s.at(t);
    const a = angle + side * 70;
    const c = add(pt, dir(a), r * 2.1);
    stalks += `M${p(pt)}L${p(add(pt, dir(a), r * 1.2))}`;
    olives += ellipse(c, r * 1.15, r * 0.82, a);
  }
  parts.push(line(stalks, 1.6));
  parts.push(fill(olives, "accent"));
  return parts;
}

function laurelBranch(): OrnamentPart[] {
  const s = stem([52, 238], [40, 170], [60, 80], [48, 8]);
  return [
    line(s.d, 2.4),
    fill(leavesAlong(s, { from: 0.08, to: 0.92, count: 8, length: 40, width: 9, spread: 34, tipScale: 0.5, bend: 0.04 }), "main", 0.92),
    fill(leaf(s.at(0.94).pt, s.at(0.94).angle, 18, 5), "main", 0.92),
  ];
}

function wreath(round: boolean, berries: boolean): OrnamentPart[] {
  const c: Pt = [120, 120];
  const r = 88;
  const parts: OrnamentPart[] = [];
  const left = arcStem(c, r, 100, 262);
  const right = arcStem(c, r, 80, -82);
  parts.push(line(left.d + right.d, 2.2));
  for (const s of [left, right]) {
    if (round) {
      let dark = "";
      let light = "";
      for (let i = 0; i < 15; i++) {
        const t = 0.04 + (i / 14) * 0.92;
        const { pt, angle } = s.at(t);
        const side = i % 2 === 0 ? 1 : -1;
        const a = angle + side * 58;
        const rr = 11.5 - i * 0.35;
        const e = ellipse(add(pt, dir(a), rr), rr, rr * 0.85, a);
        if (i % 3 === 1) light += e;
        else dark += e;
      }
      parts.push(fill(light, "main", 0.6), fill(dark, "main", 0.88));
    } else {
      parts.push(fill(leavesAlong(s, { from: 0.03, to: 0.97, count: 13, length: 24, width: 5.6, spread: 36, tipScale: 0.62, bend: 0.05 }), "main", 0.9));
    }
  }
  if (berries) {
    let d = "";
    for (const a of [128, 150, 212, 232, 52, 30, -32, -52]) d += circle(add(c, dir(a), r + (a % 3 === 0 ? 9 : -8)), 4.2);
    parts.push(fill(d, "accent"));
  }
  return parts;
}

function laurelWreath(): OrnamentPart[] {
  const c: Pt = [120, 124];
  const r = 92;
  const left = arcStem(c, r, 98, 250);
  const right = arcStem(c, r, 82, -70);
  const parts: OrnamentPart[] = [line(left.d + right.d, 2.4)];
  for (const s of [left, right])
    parts.push(fill(leavesAlong(s, { from: 0.04, to: 0.96, count: 10, length: 30, width: 7.2, spread: 32, tipScale: 0.55, bend: 0.05 }), "main", 0.92));
  // the two stems cross below with a small bow of ribbon
  parts.push(line(`M${p(add(c, dir(98), r))}L${n(c[0] + 16)} ${n(c[1] + r + 14)}M${p(add(c, dir(82), r))}L${n(c[0] - 16)} ${n(c[1] + r + 14)}`, 2.4));
  return parts;
}

function floralCorner(): OrnamentPart[] {
  const a = stem([20, 24], [70, 8], [140, 10], [214, 40]);
  const b = stem([24, 20], [8, 70], [10, 140], [40, 214]);
  const parts: OrnamentPart[] = [line(a.d + b.d, 2.2)];
  const leaves =
    leavesAlong(a, { from: 0.3, to: 0.97, count: 7, length: 26, width: 6, spread: 40, tipScale: 0.5, alternate: true, bend: 0.08 }) +
    leavesAlong(b, { from: 0.3, to: 0.97, count: 7, length: 26, width: 6, spread: 40, tipScale: 0.5, alternate: true, bend: 0.08 });
  parts.push(fill(leaves, "main", 0.88));
  parts.push(...blossom([34, 34], 26, 8));
  parts.push(...blossom([92, 20], 13, 30));
  parts.push(...blossom([20, 92], 13, -10));
  let buds = "";
  for (const [x, y, ang] of [
    [140, 4, -20],
    [4, 140, 110],
  ] as const)
    buds += ellipse([x, y], 6, 4.2, ang);
  parts.push(fill(buds, "accent", 0.85));
  return parts;
}

function roseBloom(): OrnamentPart[] {
  const c: Pt = [100, 96];
  const parts: OrnamentPart[] = [];
  parts.push(fill(leaf([100, 110], 150, 78, 17, 0.06) + leaf([100, 110], 30, 78, 17, -0.06) + leaf([100, 116], 100, 62, 13), "main", 0.9));
  let outer = "";
  for (let i = 0; i < 6; i++) outer += petal(c, -90 + i * 60, 66, 34);
  parts.push(fill(outer, "accent", 0.5));
  let mid = "";
  for (let i = 0; i < 6; i++) mid += petal(c, -60 + i * 60, 48, 26);
  parts.push(fill(mid, "accent", 0.72));
  let inner = "";
  for (let i = 0; i < 5; i++) inner += petal(c, -90 + i * 72, 30, 17);
  parts.push(fill(inner, "accent", 0.95));
  // the rose's heart: a loose spiral
  let spiral = "";
  for (let i = 0; i <= 28; i++) {
    const t = i / 28;
    const a = rad(-40 + t * 560);
    const rr = 3 + t * 16;
    spiral += `${i === 0 ? "M" : "L"}${n(c[0] + Math.cos(a) * rr)} ${n(c[1] + Math.sin(a) * rr)}`;
  }
  parts.push(line(spiral, 2.2, "main", 0.55));
  return parts;
}

function wildflowerSprig(): OrnamentPart[] {
  const main = stem([70, 236], [66, 170], [80, 110], [70, 36]);
  const side1 = stem([69, 150], [50, 125], [36, 100], [30, 70]);
  const side2 = stem([73, 120], [94, 100], [108, 84], [114, 58]);
  const parts: OrnamentPart[] = [line(main.d + side1.d + side2.d, 2)];
  parts.push(
    fill(
      leavesAlong(main, { from: 0.15, to: 0.55, count: 4, length: 30, width: 5, spread: 34, alternate: true, tipScale: 0.7, bend: 0.1 }) +
        leaf(side1.at(0.5).pt, side1.at(0.5).angle - 40, 18, 4) +
        leaf(side2.at(0.45).pt, side2.at(0.45).angle + 40, 18, 4),
      "main",
      0.88,
    ),
  );
  parts.push(...blossom([70, 30], 17, 0), ...blossom([30, 64], 12, 20), ...blossom([114, 52], 13, -12));
  parts.push(fill(ellipse([50, 40], 5, 3.6, -60) + ellipse([96, 30], 4.5, 3.2, -110), "accent", 0.8));
  parts.push(line(`M${p(main.at(0.72).pt)}Q58 60 50 40M${p(main.at(0.8).pt)}Q86 52 96 30`, 1.4));
  return parts;
}

function lavenderSprig(): OrnamentPart[] {
  const s = stem([40, 236], [38, 170], [44, 100], [40, 12]);
  const parts: OrnamentPart[] = [line(s.d, 2)];
  let buds = "";
  for (let i = 0; i < 12; i++) {
    const t = 0.5 + (i / 11) * 0.5;
    const { pt, angle } = s.at(t);
    const k = 1 - i * 0.045;
    buds += ellipse(add(pt, dir(angle - 38), 6 * k), 6.5 * k, 3.6 * k, angle - 38);
    buds += ellipse(add(pt, dir(angle + 38), 6 * k), 6.5 * k, 3.6 * k, angle + 38);
  }
  parts.push(fill(buds, "accent", 0.9));
  parts.push(fill(leaf([40, 220], -120, 60, 4.5, 0.05) + leaf([41, 206], -58, 54, 4.2, -0.05), "main", 0.85));
  return parts;
}

function pampasPlume(): OrnamentPart[] {
  const parts: OrnamentPart[] = [];
  const stems = [stem([80, 238], [78, 170], [60, 90], [30, 16]), stem([82, 238], [84, 160], [96, 80], [128, 20]), stem([81, 238], [80, 170], [82, 100], [84, 30])];
  parts.push(line(stems.map((s) => s.d).join(""), 2));
  stems.forEach((s, k) => {
    let d = "";
    for (let i = 0; i < 34; i++) {
      const t = 0.45 + (i / 33) * 0.55;
      const { pt, angle } = s.at(t);
      const env = Math.sin(((t - 0.45) / 0.55) * Math.PI * 0.9 + 0.15);
      const len = 8 + env * 20;
      for (const side of [-1, 1]) {
        const a = angle + side * (24 + (i % 3) * 6);
        d += `M${p(pt)}Q${p(add(pt, dir(a), len * 0.6))} ${p(add(add(pt, dir(a), len), dir(angle), len * 0.25))}`;
      }
    }
    parts.push(line(d, 1.2, "main", k === 2 ? 0.5 : 0.7));
  });
  return parts;
}

function ginkgoLeaves(): OrnamentPart[] {
  const fan = (base: Pt, angle: number, size: number) => {
    const u = dir(angle);
    const v = normal(u);
    const at = (a: number, b: number): Pt => add(add(base, u, a * size), v, b * size);
    const shape =
      `M${p(at(0, 0))}C${p(at(0.3, -0.1))} ${p(at(0.55, -0.42))} ${p(at(0.74, -0.66))}` +
      `C${p(at(0.9, -0.5))} ${p(at(1.0, -0.26))} ${p(at(1.0, -0.05))}L${p(at(0.86, 0))}L${p(at(1.0, 0.05))}` +
      `C${p(at(1.0, 0.26))} ${p(at(0.9, 0.5))} ${p(at(0.74, 0.66))}C${p(at(0.55, 0.42))} ${p(at(0.3, 0.1))} ${p(at(0, 0))}Z`;
    let veins = "";
    for (let i = -3; i <= 3; i++) {
      const a = angle + i * 11;
      veins += `M${p(add(base, dir(a), size * 0.12))}L${p(add(base, dir(a), size * (0.86 - Math.abs(i) * 0.035)))}`;
    }
    return { shape, veins };
  };
  const big = fan([76, 118], -96, 104);
  const small = fan([118, 150], -40, 72);
  return [
    line("M86 236C84 200 80 160 76 118M86 236C94 200 104 172 118 150", 2),
    fill(small.shape, "main", 0.6),
    line(small.veins, 1, "white", 0.3),
    fill(big.shape, "main", 0.92),
    line(big.veins, 1.2, "white", 0.3),
  ];
}

function firBranch(): OrnamentPart[] {
  const s = stem([8, 74], [70, 70], [150, 58], [232, 40]);
  const side = stem([90, 67], [110, 90], [130, 100], [160, 108]);
  let d = "";
  for (const [st, count, from, len0] of [
    [s, 38, 0.04, 26],
    [side, 14, 0.1, 16],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const t = from + (i / (count - 1)) * (1 - from);
      const { pt, angle } = st.at(t);
      const len = len0 * (1 - t * 0.45);
      for (const sgn of [-1, 1]) d += `M${p(pt)}L${p(add(pt, dir(angle + sgn * 52), len))}`;
    }
  }
  return [line(s.d + side.d, 2.6), line(d, 2.1, "main", 0.92), fill(circle([186, 60], 5) + circle([196, 66], 4.4) + circle([178, 68], 4), "accent")];
}

function firTree(): OrnamentPart[] {
  const tier = (top: number, bottom: number, half: number) =>
    `M80 ${n(top)}C${n(80 + half * 0.4)} ${n(top + (bottom - top) * 0.45)} ${n(80 + half * 0.8)} ${n(bottom - 8)} ${n(80 + half)} ${n(bottom)}Q${n(80 + half * 0.5)} ${n(bottom - 12)} 80 ${n(bottom - 4)}Q${n(80 - half * 0.5)} ${n(bottom - 12)} ${n(80 - half)} ${n(bottom)}C${n(80 - half * 0.8)} ${n(bottom - 8)} ${n(80 - half * 0.4)} ${n(top + (bottom - top) * 0.45)} 80 ${n(top)}Z`;
  return [
    fill("M73 196h14v22h-14z", "main", 0.8),
    fill(tier(112, 200, 72) + tier(72, 150, 56) + tier(36, 104, 40), "main"),
    fill(star([80, 26], 15, 6.5), "accent"),
  ];
}

function holly(): OrnamentPart[] {
  const hollyLeaf = (base: Pt, angle: number, length: number, width: number) => {
    const u = dir(angle);
    const v = normal(u);
    const spikes = 4;
    const pts: Pt[] = [];
    for (const sgn of [1, -1]) {
      const sidePts: Pt[] = [];
      for (let i = 0; i <= spikes * 2; i++) {
        const t = i / (spikes * 2);
        const half = Math.sin(Math.PI * Math.min(1, t * 1.05)) * width;
        const r = i % 2 === 1 ? half * 1.18 : half * 0.72;
        sidePts.push(add(add(base, u, t * length), v, sgn * (i === 0 || i === spikes * 2 ? 0 : r)));
      }
      if (sgn === 1) pts.push(...sidePts);
      else pts.push(...sidePts.reverse().slice(1, -1));
    }
    let d = `M${p(pts[0]!)}`;
    for (let i = 1; i <= pts.length; i++) {
      const a = pts[i - 1]!;
      const b = pts[i % pts.length]!;
      const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const toward: Pt = [(base[0] + u[0] * length * 0.5 - mid[0]) * 0.18, (base[1] + u[1] * length * 0.5 - mid[1]) * 0.18];
      d += `Q${p(add(mid, toward))} ${p(b)}`;
    }
    return `${d}Z`;
  };
  return [
    fill(hollyLeaf([100, 96], 200, 92, 26) + hollyLeaf([100, 96], -20, 92, 26), "main"),
    fill(hollyLeaf([100, 92], -100, 64, 18), "main", 0.75),
    fill(circle([100, 100], 11) + circle([86, 112], 10) + circle([114, 113], 10), "accent"),
    fill(circle([97, 96], 3) + circle([83, 108], 2.6) + circle([111, 109], 2.6), "white", 0.45),
  ];
}

function tulip(): OrnamentPart[] {
  return [
    line("M60 216C60 180 58 140 60 100", 2.6),
    fill(leaf([60, 214], -118, 92, 11, 0.08) + leaf([60, 200], -62, 70, 9, -0.06), "main", 0.88),
    fill("M60 104C40 100 30 84 32 60C34 48 38 40 42 34C46 50 52 60 60 66C68 60 74 50 78 34C82 40 86 48 88 60C90 84 80 100 60 104Z", "accent"),
    fill("M60 96C52 86 48 70 50 56C52 44 56 36 60 30C64 36 68 44 70 56C72 70 68 86 60 96Z", "accent", 0.7),
  ];
}

// ---------------------------------------------------------------------------------------------
// Sky

function starCluster(): OrnamentPart[] {
  return [
    fill(sparkle([78, 84], 56), "main"),
    fill(star([160, 44], 20, 8.5), "accent"),
    fill(sparkle([170, 122], 24), "main", 0.85),
    fill(star([26, 30], 10, 4.3) + star([128, 142], 9, 3.9), "accent", 0.9),
    fill(circle([132, 84], 3.4) + circle([196, 80], 2.6) + circle([40, 146], 3) + circle([110, 22], 2.6), "main", 0.7),
  ];
}

function moonStars(): OrnamentPart[] {
  return [
    fill(crescent([84, 92], 62, [116, 66], 54), "main"),
    fill(star([150, 40], 15, 6.4) + star([168, 104], 9, 3.9), "accent"),
    fill(sparkle([126, 150], 11) + circle([176, 62], 3) + circle([40, 22], 2.6), "main", 0.8),
  ];
}

function cloudMoon(): OrnamentPart[] {
  return [
    fill(crescent([84, 70], 52, [112, 48], 46), "accent"),
    fill(cloud(60, 80, 150), "main", 0.9),
    fill(star([186, 36], 12, 5.2) + star([22, 142], 8, 3.5), "accent", 0.9),
    fill(circle([160, 18], 3) + circle([198, 96], 2.6), "main", 0.7),
  ];
}

function cloudOnly(): OrnamentPart[] {
  return [fill(cloud(0, 4, 160), "main", 0.9), line("M30 102h26M70 102h44M124 102h16", 3, "main", 0.35)];
}

function sun(): OrnamentPart[] {
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = i * 22.5;
    const long = i % 2 === 0;
    rays += `M${p(add([80, 80], dir(a), 42))}L${p(add([80, 80], dir(a), long ? 74 : 60))}`;
  }
  return [fill(circle([80, 80], 32), "accent"), line(rays, 4, "main")];
}

function snowflake(): OrnamentPart[] {
  const c: Pt = [100, 100];
  let d = "";
  for (let i = 0; i < 6; i++) {
    const a = -90 + i * 60;
    const tip = add(c, dir(a), 90);
    d += `M${p(add(c, dir(a), 14))}L${p(tip)}`;
    for (const [at, len] of [
      [0.42, 26],
      [0.68, 18],
    ] as const) {
      const base = add(c, dir(a), 90 * at);
      d += `M${p(add(base, dir(a - 45), len))}L${p(base)}L${p(add(base, dir(a + 45), len))}`;
    }
  }
  const hex: Pt[] = [];
  for (let i = 0; i < 6; i++) hex.push(add(c, dir(-60 + i * 60), 14));
  return [line(d + polygon(hex), 5)];
}

function smallStar(): OrnamentPart[] {
  return [fill(star([50, 52], 48, 20), "main")];
}

function sparkleOnly(): OrnamentPart[] {
  return [fill(sparkle([50, 50], 48), "main")];
}

// ---------------------------------------------------------------------------------------------
// Symbols

function heartOnly(): OrnamentPart[] {
  return [fill(heart([50, 46], 96), "main")];
}

function heartsTrio(): OrnamentPart[] {
  return [fill(heart([60, 62], 80), "main"), fill(heart([128, 44], 44), "accent"), fill(heart([140, 100], 28), "main", 0.6)];
}

function rings(): OrnamentPart[] {
  return [
    line(circle([80, 86], 44) + circle([124, 86], 44), 6),
    fill("M80 30l9 -10h-18z", "accent"),
    fill(polygon([
      [71, 20],
      [89, 20],
      [95, 28],
      [80, 44],
      [65, 28],
    ]), "accent"),
  ];
}

function dove(): OrnamentPart[] {
  const body =
    "M34 108C58 104 84 98 104 94C112 78 124 62 142 58C156 54 168 60 172 70L192 74L172 82C170 100 156 116 130 124C104 132 74 130 52 124L14 140L26 120L4 112Z";
  const wingBack = "M98 96C88 72 84 44 70 16C96 28 118 52 126 82Z";
  const wingFront = "M110 92C108 62 116 36 136 10C146 42 144 72 132 98Z";
  return [
    fill(wingBack, "main", 0.55),
    fill(body, "main"),
    fill(wingFront, "main", 0.8),
    fill(circle([160, 70], 2.6), "white", 0.9),
    line("M186 78C194 92 196 104 192 118", 1.8, "accent"),
    fill(leaf([190, 88], 30, 16, 4) + leaf([194, 100], 150, 15, 4) + leaf([193, 110], 20, 14, 3.6), "accent"),
  ];
}

function cross(): OrnamentPart[] {
  return [line("M50 10V150M18 52H82", 11)];
}

function crossFine(): OrnamentPart[] {
  return [line("M50 6V154M20 48H80", 3.2), line(circle([50, 48], 14), 1.6, "accent", 0.8)];
}

function candle(): OrnamentPart[] {
  return [
    fill(circle([40, 62], 30), "accent", 0.16),
    fill("M24 92Q24 86 30 86H50Q56 86 56 92V196H24Z", "main", 0.9),
    line("M40 86V74", 2),
    fill("M40 40C46 52 52 60 50 68C48 76 32 76 30 68C28 60 34 52 40 40Z", "accent"),
  ];
}

function footprints(): OrnamentPart[] {
  const foot = (c: Pt, angle: number, mirror: boolean) => {
    const sx = mirror ? -1 : 1;
    const rot = rad(angle);
    const tr = (x: number, y: number): Pt => {
      const X = x * sx;
      return [c[0] + X * Math.cos(rot) - y * Math.sin(rot), c[1] + X * Math.sin(rot) + y * Math.cos(rot)];
    };
    const q = (x: number, y: number) => p(tr(x, y));
    const sole = `M${q(2, -34)}C${q(20, -34)} ${q(24, -12)} ${q(21, 4)}C${q(18, 24)} ${q(16, 42)} ${q(2, 44)}C${q(-12, 44)} ${q(-16, 28)} ${q(-15, 10)}C${q(-14, -6)} ${q(-18, -34)} ${q(2, -34)}Z`;
    let toes = "";
    for (const [x, y, r] of [
      [-9, -45, 7.4],
      [3, -49, 5.8],
      [12.5, -46, 5.2],
      [19.5, -40, 4.6],
      [24, -32, 4],
    ] as const)
      toes += circle(tr(x, y), r);
    return sole + toes;
  };
  return [fill(foot([54, 136], -12, true), "main"), fill(foot([112, 84], 12, false), "main", 0.75)];
}

function balloon(): OrnamentPart[] {
  return [
    fill("M50 8C74 8 90 28 90 54C90 80 70 100 50 102C30 100 10 80 10 54C10 28 26 8 50 8Z", "main"),
    fill("M50 102L43 111H57Z", "main"),
    line("M50 111C58 132 40 150 50 170C58 186 44 200 50 216", 1.6, "main", 0.8),
    line("M28 36C32 26 40 20 48 18", 3.4, "white", 0.5),
  ];
}

function balloons(): OrnamentPart[] {
  const b = (x: number, y: number, s: number) =>
    `M${n(x)} ${n(y - 46 * s)}C${n(x + 24 * s)} ${n(y - 46 * s)} ${n(x + 40 * s)} ${n(y - 26 * s)} ${n(x + 40 * s)} ${n(y)}C${n(x + 40 * s)} ${n(y + 26 * s)} ${n(x + 20 * s)} ${n(y + 46 * s)} ${n(x)} ${n(y + 48 * s)}C${n(x - 20 * s)} ${n(y + 46 * s)} ${n(x - 40 * s)} ${n(y + 26 * s)} ${n(x - 40 * s)} ${n(y)}C${n(x - 40 * s)} ${n(y - 26 * s)} ${n(x - 24 * s)} ${n(y - 46 * s)} ${n(x)} ${n(y - 46 * s)}Z`;
  return [
    line("M60 110C70 150 96 180 100 226M140 84C130 140 104 180 100 226M100 98C104 150 98 190 100 226", 1.5, "main", 0.75),
    fill(b(140, 56, 0.9), "accent", 0.75),
    fill(b(60, 66, 0.95), "main", 0.6),
    fill(b(100, 52, 1), "main"),
    line("M80 32C84 22 90 16 98 14M42 44C45 36 50 32 56 30M124 30C127 24 132 20 138 18", 3, "white", 0.5),
  ];
}

function teddy(): OrnamentPart[] {
  return [
    fill(circle([46, 44], 14) + circle([134, 44], 14), "accent", 0.6),
    line(circle([46, 44], 26) + circle([134, 44], 26), 4),
    line("M62 62A62 62 0 1 0 118 62", 4),
    line("M70 46A62 62 0 0 1 110 46", 4),
    fill(ellipse([90, 116], 28, 21), "accent", 0.45),
    fill(ellipse([90, 106], 9, 6.5), "main"),
    fill(circle([66, 84], 5) + circle([114, 84], 5), "main"),
    line("M90 113V122M80 124Q90 132 100 124", 3),
  ];
}

function rainbow(): OrnamentPart[] {
  return [
    line("M16 116A84 84 0 0 1 184 116", 15, "main"),
    line("M34 116A66 66 0 0 1 166 116", 15, "accent"),
    line("M52 116A48 48 0 0 1 148 116", 15, "main", 0.55),
    line("M70 116A30 30 0 0 1 130 116", 15, "accent", 0.55),
  ];
}

function gift(): OrnamentPart[] {
  return [
    fill("M22 76H138V166H22Z", "main"),
    fill("M14 56H146V80H14Z", "main", 0.8),
    fill("M72 56H88V166H72Z", "accent"),
    fill("M80 56C60 30 36 34 40 46C44 58 64 58 80 56ZM80 56C100 30 124 34 120 46C116 58 96 58 80 56Z", "accent"),
  ];
}

function bunting(w: number, h: number): OrnamentPart[] {
  const sag = h * 0.28;
  const top = h * 0.08;
  const s = stem([0, top], [w * 0.33, top + sag], [w * 0.67, top + sag], [w, top]);
  const flags = Math.max(5, Math.round(w / (h * 0.8)));
  const tones: [OrnamentTone, number][] = [
    ["main", 1],
    ["accent", 1],
    ["main", 0.5],
  ];
  const parts: OrnamentPart[] = [line(s.d, Math.max(1.5, h * 0.02))];
  const byTone = ["", "", ""];
  for (let i = 0; i < flags; i++) {
    const t0 = (i + 0.12) / flags;
    const t1 = (i + 0.88) / flags;
    const a = s.at(t0).pt;
    const b = s.at(t1).pt;
    const mid = s.at((t0 + t1) / 2);
    const tip = add(mid.pt, dir(mid.angle + 90), h * 0.55);
    byTone[i % 3] += polygon([a, b, tip]);
  }
  byTone.forEach((d, i) => d && parts.push(fill(d, tones[i]![0], tones[i]![1])));
  return parts;
}

function cake(): OrnamentPart[] {
  return [
    line("M10 176H170", 3),
    fill("M26 120Q26 112 34 112H146Q154 112 154 120V172H26Z", "main"),
    fill("M46 76Q46 70 52 70H128Q134 70 134 76V112H46Z", "main", 0.7),
    line("M26 128Q40 138 54 128Q68 118 82 128Q96 138 110 128Q124 118 140 128L154 122", 4, "accent"),
    fill("M66 42H74V70H66ZM86 36H94V70H86ZM106 42H114V70H106Z", "accent", 0.85),
    fill("M70 24C73 30 76 34 74 38C72 42 68 42 66 38C64 34 67 30 70 24ZM90 18C93 24 96 28 94 32C92 36 88 36 86 32C84 28 87 24 90 18ZM110 24C113 30 116 34 114 38C112 42 108 42 106 38C104 34 107 30 110 24Z", "main"),
  ];
}

function bauble(): OrnamentPart[] {
  return [
    line("M60 6C52 6 52 18 60 18", 2.2),
    fill("M50 18H70V32H50Z", "accent"),
    fill(circle([60, 92], 58), "main"),
    line("M4 84Q18 100 32 84T60 84T88 84T116 84", 4, "accent", 0.9),
    fill(star([60, 118], 9, 3.8) + star([34, 112], 5, 2.2) + star([86, 112], 5, 2.2), "accent"),
    line("M28 62C34 52 42 46 50 44", 4, "white", 0.45),
  ];
}

function firework(): OrnamentPart[] {
  const burst = (c: Pt, r0: number, r1: number, rays: number) => {
    let d = "";
    let dots = "";
    for (let i = 0; i < rays; i++) {
      const a = (i * 360) / rays;
      const long = i % 2 === 0 ? 1 : 0.72;
      d += `M${p(add(c, dir(a), r0))}L${p(add(c, dir(a), r1 * long))}`;
      dots += circle(add(c, dir(a), r1 * long + 7), 2.6);
    }
    return { d, dots };
  };
  const big = burst([90, 92], 18, 74, 18);
  const small = burst([166, 40], 8, 30, 12);
  return [line(big.d, 3.2), line(small.d, 2.4, "accent"), fill(big.dots, "accent"), fill(small.dots, "main", 0.8)];
}

function schoolCone(): OrnamentPart[] {
  return [
    fill("M34 62C40 40 56 28 70 34C84 24 104 34 108 58Z", "accent", 0.55),
    fill("M20 62H120L74 236Q70 242 66 236Z", "main"),
    line("M34 110L112 92M44 150L102 136M54 190L90 180", 3, "white", 0.35),
    fill(star([72, 124], 11, 4.6) + star([56, 88], 7, 3) + star([92, 166], 6, 2.6), "accent"),
    line("M18 62H122", 5, "accent"),
    line("M70 62C60 50 48 52 52 60M70 62C80 50 92 52 88 60", 2.6, "accent"),
  ];
}

function pencil(): OrnamentPart[] {
  return [
    fill("M40 16H196V44H40Z", "main"),
    fill("M196 16H220Q226 16 226 22V38Q226 44 220 44H196Z", "accent"),
    fill("M40 16L10 30L40 44Z", "accent", 0.55),
    fill("M18 26L10 30L18 34Z", "main"),
    line("M40 30H196", 1.6, "white", 0.4),
  ];
}

function house(): OrnamentPart[] {
  return [
    line("M24 92L100 26L176 92M40 80V176H160V80M130 48V30H148V64", 4.5),
    line("M84 176V128Q84 120 92 120H108Q116 120 116 128V176", 4),
    fill(heart([100, 86], 22), "accent"),
    line("M10 176H190", 3, "main", 0.5),
  ];
}

function key(): OrnamentPart[] {
  return [
    line(heart([44, 44], 64), 5),
    line("M74 46H206M176 46V68M194 46V62", 5),
  ];
}

function easterEggs(): OrnamentPart[] {
  const egg = (x: number, y: number, s: number) =>
    `M${n(x)} ${n(y - 50 * s)}C${n(x + 26 * s)} ${n(y - 50 * s)} ${n(x + 40 * s)} ${n(y - 8 * s)} ${n(x + 40 * s)} ${n(y + 14 * s)}C${n(x + 40 * s)} ${n(y + 38 * s)} ${n(x + 22 * s)} ${n(y + 52 * s)} ${n(x)} ${n(y + 52 * s)}C${n(x - 22 * s)} ${n(y + 52 * s)} ${n(x - 40 * s)} ${n(y + 38 * s)} ${n(x - 40 * s)} ${n(y + 14 * s)}C${n(x - 40 * s)} ${n(y - 8 * s)} ${n(x - 26 * s)} ${n(y - 50 * s)} ${n(x)} ${n(y - 50 * s)}Z`;
  return [
    fill(egg(56, 104, 0.9), "accent", 0.7),
    fill(egg(150, 108, 0.82), "main", 0.5),
    fill(egg(102, 88, 1.05), "main"),
    line("M62 88L72 78L82 88L92 78L102 88L112 78L122 88L132 78L142 88", 4, "white", 0.7),
    fill(circle([88, 116], 4) + circle([102, 122], 4) + circle([116, 116], 4), "white", 0.7),
    line("M28 100Q56 110 84 100M124 108Q150 118 176 108", 3, "white", 0.6),
  ];
}

function tie(): OrnamentPart[] {
  return [fill("M38 10H62L58 32H42Z", "main"), fill("M42 36H58L72 150L50 188L28 150Z", "main", 0.88), line("M45 70L66 92M38 118L68 148", 3, "accent", 0.8)];
}

function champagne(): OrnamentPart[] {
  const flute = (x: number, tilt: number) => {
    const r = rad(tilt);
    const tr = (dx: number, dy: number): Pt => [x + dx * Math.cos(r) - dy * Math.sin(r), 120 + dx * Math.sin(r) + dy * Math.cos(r)];
    const q = (dx: number, dy: number) => p(tr(dx, dy));
    return {
      glass: `M${q(-18, -96)}L${q(18, -96)}C${q(18, -50)} ${q(14, -18)} ${q(0, -10)}C${q(-14, -18)} ${q(-18, -50)} ${q(-18, -96)}Z`,
      wine: `M${q(-17, -66)}L${q(17, -66)}C${q(16, -40)} ${q(12, -20)} ${q(0, -13)}C${q(-12, -20)} ${q(-16, -40)} ${q(-17, -66)}Z`,
      stem: `M${q(0, -10)}L${q(0, 56)}M${q(-20, 58)}L${q(20, 58)}`,
    };
  };
  const a = flute(74, -14);
  const b = flute(126, 14);
  return [
    fill(a.wine + b.wine, "accent", 0.75),
    line(a.glass + b.glass, 3.2),
    line(a.stem + b.stem, 3.2),
    fill(sparkle([100, 12], 12) + circle([70, 64], 2.4) + circle([80, 50], 2) + circle([128, 60], 2.4), "accent"),
  ];
}

// ---------------------------------------------------------------------------------------------
// Frames and dividers (stretch)

const frameWeight = (w: number, h: number) => Math.min(12, Math.max(2.5, Math.min(w, h) * 0.0045));

function doubleFrame(w: number, h: number): OrnamentPart[] {
  const sw = frameWeight(w, h);
  const gap = Math.max(sw * 3.2, Math.min(w, h) * 0.018);
  const r = (i: number) => `M${n(i)} ${n(i)}H${n(w - i)}V${n(h - i)}H${n(i)}Z`;
  return [line(r(sw / 2), sw), line(r(sw / 2 + gap), sw * 0.55)];
}

function cornerFrame(w: number, h: number): OrnamentPart[] {
  const sw = frameWeight(w, h);
  const L = Math.min(w, h) * 0.2;
  const s = Math.min(w, h) * 0.035;
  const i = sw / 2;
  let d = "";
  let deco = "";
  for (const [cx, cy, sx, sy] of [
    [i, i, 1, 1],
    [w - i, i, -1, 1],
    [w - i, h - i, -1, -1],
    [i, h - i, 1, -1],
  ] as const) {
    d += `M${n(cx)} ${n(cy + sy * L)}V${n(cy)}H${n(cx + sx * L)}`;
    d += `M${n(cx + sx * s)} ${n(cy + sy * L * 0.7)}V${n(cy + sy * s)}H${n(cx + sx * L * 0.7)}`;
    deco += polygon([
      [cx + sx * s * 2.3, cy + sy * s * 1.5],
      [cx + sx * s * 3.1, cy + sy * s * 2.3],
      [cx + sx * s * 2.3, cy + sy * s * 3.1],
      [cx + sx * s * 1.5, cy + sy * s * 2.3],
    ]);
  }
  return [line(d, sw), fill(deco, "main")];
}

function archFrame(w: number, h: number): OrnamentPart[] {
  const sw = frameWeight(w, h);
  const arch = (inset: number) => {
    const r = w / 2 - inset;
    const top = inset + r;
    return `M${n(inset)} ${n(h - inset)}V${n(Math.min(top, h - inset))}A${n(r)} ${n(r)} 0 0 1 ${n(w - inset)} ${n(Math.min(top, h - inset))}V${n(h - inset)}Z`;
  };
  const gap = Math.max(sw * 3, w * 0.025);
  return [line(arch(sw / 2), sw), line(arch(sw / 2 + gap), sw * 0.55)];
}

function circleFrame(w: number, h: number): OrnamentPart[] {
  const sw = frameWeight(w, h);
  const c: Pt = [w / 2, h / 2];
  return [line(ellipse(c, w / 2 - sw / 2, h / 2 - sw / 2), sw), line(ellipse(c, w / 2 - sw * 3.5, h / 2 - sw * 3.5), sw * 0.5, "main", 0.8)];
}

function lineDivider(w: number, h: number): OrnamentPart[] {
  const cy = h / 2;
  const sw = Math.max(1.5, Math.min(h * 0.06, 6));
  const dm = h * 0.32;
  const gap = dm * 2.2;
  return [
    line(`M0 ${n(cy)}H${n(w / 2 - gap)}M${n(w / 2 + gap)} ${n(cy)}H${n(w)}`, sw),
    fill(
      polygon([
        [w / 2, cy - dm],
        [w / 2 + dm, cy],
        [w / 2, cy + dm],
        [w / 2 - dm, cy],
      ]) +
        circle([w / 2 - gap * 0.62 - dm * 0.6, cy], dm * 0.22) +
        circle([w / 2 + gap * 0.62 + dm * 0.6, cy], dm * 0.22),
      "main",
    ),
  ];
}

function dottedDivider(w: number, h: number): OrnamentPart[] {
  const r = Math.max(1.5, Math.min(h * 0.14, 8));
  const step = r * 4.2;
  const count = Math.max(3, Math.floor(w / step));
  const start = (w - (count - 1) * step) / 2;
  let d = "";
  for (let i = 0; i < count; i++) d += circle([start + i * step, h / 2], i === (count - 1) / 2 ? r * 1.6 : r);
  return [fill(d, "main")];
}

function leafGarland(w: number, h: number): OrnamentPart[] {
  // A gently waving stem from the middle to both ends, leaves alternating above and below.
  const cy = h / 2;
  const len = h * 0.46;
  const parts: OrnamentPart[] = [];
  const half = (sign: 1 | -1) => {
    const x0 = w / 2 + sign * h * 0.12;
    const x1 = sign > 0 ? w : 0;
    const s = stem([x0, cy], [x0 + (x1 - x0) * 0.33, cy - h * 0.12], [x0 + (x1 - x0) * 0.66, cy + h * 0.12], [x1, cy]);
    const count = Math.max(3, Math.round(Math.abs(x1 - x0) / (len * 0.55)));
    let d = "";
    for (let i = 0; i < count; i++) {
      const t = 0.06 + (i / (count - 1)) * 0.88;
      const { pt, angle } = s.at(t);
      const k = 1 - 0.4 * (i / (count - 1));
      const side = i % 2 === 0 ? 1 : -1;
      d += leaf(pt, angle + side * 32 * sign, len * k, len * 0.3 * k, 0.05 * -side * sign);
    }
    return { stemPath: s.d, leaves: d };
  };
  const left = half(-1);
  const right = half(1);
  parts.push(line(left.stemPath + right.stemPath, Math.max(1.2, h * 0.025)));
  parts.push(fill(left.leaves + right.leaves, "main", 0.9));
  parts.push(fill(circle([w / 2, cy], h * 0.09), "accent"));
  return parts;
}

function confetti(w: number, h: number): OrnamentPart[] {
  const rnd = scatter(w, h, 0x5eed);
  const unit = Math.min(w, h);
  const count = Math.round(Math.min(140, 14 + (w * h) / (unit * unit) * 26));
  const byTone = { main: "", accent: "", soft: "" };
  for (let i = 0, tries = 0; i < count && tries < count * 8; tries++) {
    const x = rnd() * w;
    const y = rnd() * h;
    const ex = (x - w / 2) / (w * 0.36);
    const ey = (y - h / 2) / (h * 0.34);
    if (ex * ex + ey * ey < 1) continue;
    i++;
    const size = unit * (0.008 + rnd() * 0.014);
    const kind = rnd();
    let d: string;
    if (kind < 0.55) d = circle([x, y], size);
    else if (kind < 0.8) {
      const a = rnd() * 180;
      const u = dir(a);
      const v = normal(u);
      d = polygon([add(add([x, y], u, -size * 1.6), v, -size * 0.5), add(add([x, y], u, size * 1.6), v, -size * 0.5), add(add([x, y], u, size * 1.6), v, size * 0.5), add(add([x, y], u, -size * 1.6), v, size * 0.5)]);
    } else d = star([x, y], size * 1.5, size * 0.65, 5, rnd() * 72);
    const t = rnd();
    if (t < 0.4) byTone.main += d;
    else if (t < 0.8) byTone.accent += d;
    else byTone.soft += d;
  }
  return [fill(byTone.main, "main", 0.85), fill(byTone.accent, "accent", 0.9), fill(byTone.soft, "main", 0.4)].filter((part) => part.d);
}

function starField(w: number, h: number): OrnamentPart[] {
  const rnd = scatter(w, h, 0x57a2);
  const unit = Math.min(w, h);
  const count = Math.round(Math.min(160, 20 + ((w * h) / (unit * unit)) * 34));
  let big = "";
  let small = "";
  let dots = "";
  for (let i = 0, tries = 0; i < count && tries < count * 8; tries++) {
    const x = rnd() * w;
    const y = rnd() * h;
    const ex = (x - w / 2) / (w * 0.4);
    const ey = (y - h / 2) / (h * 0.3);
    if (ex * ex + ey * ey < 1) continue;
    i++;
    const k = rnd();
    if (k < 0.12) big += sparkle([x, y], unit * (0.022 + rnd() * 0.016));
    else if (k < 0.4) small += star([x, y], unit * (0.009 + rnd() * 0.007), unit * 0.004, 5, rnd() * 72);
    else dots += circle([x, y], unit * (0.0025 + rnd() * 0.003));
  }
  return [fill(big, "accent"), fill(small, "main", 0.9), fill(dots, "main", 0.7)].filter((part) => part.d);
}

function organicBlob(w: number, h: number): OrnamentPart[] {
  const cx = w / 2;
  const cy = h / 2;
  const pts: Pt[] = [];
  const wobble = [1, 0.93, 1.04, 0.95, 1.02, 0.9, 1.05, 0.96];
  for (let i = 0; i < 8; i++) {
    const a = rad(i * 45 - 90);
    pts.push([cx + Math.cos(a) * (w / 2) * wobble[i]!, cy + Math.sin(a) * (h / 2) * wobble[(i + 3) % 8]!]);
  }
  let d = "";
  for (let i = 0; i < pts.length; i++) {
    const p0 = pts[(i - 1 + pts.length) % pts.length]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % pts.length]!;
    const p3 = pts[(i + 2) % pts.length]!;
    if (i === 0) d += `M${p(p1)}`;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${p(c1)} ${p(c2)} ${p(p2)}`;
  }
  return [fill(`${d}Z`, "main")];
}

// ---------------------------------------------------------------------------------------------

const fixed = (label: string, group: OrnamentDefinition["group"], box: readonly [number, number], draw: () => OrnamentPart[]): OrnamentDefinition => {
  let cache: OrnamentPart[] | undefined;
  return { label, group, kind: "fixed", box, parts: () => (cache ??= draw()) };
};
const stretch = (label: string, group: OrnamentDefinition["group"], draw: (w: number, h: number) => OrnamentPart[]): OrnamentDefinition => ({
  label,
  group,
  kind: "stretch",
  parts: draw,
});

export const ORNAMENTS = {
  "eucalyptus-sprig": fixed("Eukalyptuszweig", "botanisch", [124, 244], eucalyptusSprig),
  "olive-branch": fixed("Olivenzweig", "botanisch", [224, 120], oliveBranch),
  "laurel-branch": fixed("Lorbeerzweig", "botanisch", [104, 244], laurelBranch),
  "laurel-wreath": fixed("Lorbeerkranz", "botanisch", [240, 240], laurelWreath),
  "eucalyptus-wreath": fixed("Eukalyptuskranz", "botanisch", [240, 240], () => wreath(true, false)),
  "berry-wreath": fixed("Blätterkranz mit Beeren", "botanisch", [240, 240], () => wreath(false, true)),
  "floral-corner": fixed("Blütenecke", "botanisch", [220, 220], floralCorner),
  "rose-bloom": fixed("Rosenblüte", "botanisch", [200, 190], roseBloom),
  "wildflower-sprig": fixed("Wildblumen", "botanisch", [150, 240], wildflowerSprig),
  "lavender-sprig": fixed("Lavendel", "botanisch", [80, 240], lavenderSprig),
  "pampas-plume": fixed("Pampasgras", "botanisch", [160, 240], pampasPlume),
  "ginkgo-leaves": fixed("Ginkgoblätter", "botanisch", [170, 240], ginkgoLeaves),
  "fir-branch": fixed("Tannenzweig", "botanisch", [240, 120], firBranch),
  "fir-tree": fixed("Tannenbaum", "botanisch", [160, 220], firTree),
  holly: fixed("Stechpalme", "botanisch", [200, 170], holly),
  tulip: fixed("Tulpe", "botanisch", [120, 220], tulip),
  "star-cluster": fixed("Sterne", "himmel", [210, 170], starCluster),
  "moon-stars": fixed("Mond und Sterne", "himmel", [190, 170], moonStars),
  "cloud-moon": fixed("Wolke und Mond", "himmel", [210, 170], cloudMoon),
  cloud: fixed("Wolke", "himmel", [160, 110], cloudOnly),
  sun: fixed("Sonne", "himmel", [160, 160], sun),
  snowflake: fixed("Schneeflocke", "himmel", [200, 200], snowflake),
  "small-star": fixed("Kleiner Stern", "himmel", [100, 100], smallStar),
  sparkle: fixed("Funkeln", "himmel", [100, 100], sparkleOnly),
  heart: fixed("Herz", "symbol", [100, 96], heartOnly),
  "hearts-trio": fixed("Drei Herzen", "symbol", [180, 120], heartsTrio),
  rings: fixed("Eheringe", "symbol", [204, 136], rings),
  dove: fixed("Taube", "symbol", [200, 150], dove),
  cross: fixed("Kreuz", "symbol", [100, 160], cross),
  "cross-fine": fixed("Feines Kreuz", "symbol", [100, 160], crossFine),
  candle: fixed("Kerze", "symbol", [80, 200], candle),
  "baby-footprints": fixed("Babyfüße", "symbol", [170, 200], footprints),
  balloon: fixed("Luftballon", "feier", [100, 220], balloon),
  balloons: fixed("Luftballons", "feier", [200, 230], balloons),
  teddy: fixed("Teddybär", "symbol", [180, 160], teddy),
  rainbow: fixed("Regenbogen", "himmel", [200, 124], rainbow),
  gift: fixed("Geschenk", "feier", [160, 170], gift),
  cake: fixed("Torte", "feier", [180, 180], cake),
  bauble: fixed("Christbaumkugel", "feier", [120, 152], bauble),
  firework: fixed("Feuerwerk", "feier", [210, 180], firework),
  "school-cone": fixed("Schultüte", "symbol", [140, 242], schoolCone),
  pencil: fixed("Bleistift", "symbol", [230, 60], pencil),
  house: fixed("Haus", "symbol", [200, 180], house),
  key: fixed("Schlüssel", "symbol", [210, 90], key),
  "easter-eggs": fixed("Ostereier", "feier", [200, 170], easterEggs),
  tie: fixed("Krawatte", "symbol", [100, 200], tie),
  "champagne-glasses": fixed("Sektgläser", "feier", [200, 180], champagne),
  "double-line-frame": stretch("Doppelrahmen", "rahmen", doubleFrame),
  "corner-frame": stretch("Eckenrahmen", "rahmen", cornerFrame),
  "arch-frame": stretch("Bogenrahmen", "rahmen", archFrame),
  "circle-frame": stretch("Kreisrahmen", "rahmen", circleFrame),
  "line-divider": stretch("Linie mit Raute", "trenner", lineDivider),
  "dotted-divider": stretch("Punktlinie", "trenner", dottedDivider),
  "leaf-garland": stretch("Blattgirlande", "trenner", leafGarland),
  bunting: stretch("Wimpelkette", "feier", bunting),
  confetti: stretch("Konfetti", "feier", confetti),
  "star-field": stretch("Sternenfeld", "himmel", starField),
  "organic-blob": stretch("Farbfläche", "rahmen", organicBlob),
} satisfies Record<string, OrnamentDefinition>;

export type OrnamentName = keyof typeof ORNAMENTS;
export const ORNAMENT_NAMES = Object.keys(ORNAMENTS) as OrnamentName[];

export function isOrnamentName(name: string): name is OrnamentName {
  return Object.prototype.hasOwnProperty.call(ORNAMENTS, name);
}
