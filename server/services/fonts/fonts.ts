import { existsSync } from "node:fs";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import type { FontFamily } from "../../../core/design/document";

/**
 * Fonts for server rendering (product images through sharp/librsvg, print files through pdfkit).
 * librsvg ignores @font-face and neither it nor pdfkit reads WOFF2, and @fontsource ships only
 * WOFF/WOFF2 — so the WOFF 1.0 files are unpacked to TTF/OTF once into `<dataDir>/fonts`, and a
 * fontconfig file listing that folder is put into FONTCONFIG_FILE. Fontconfig reads the variable
 * once, when the process renders its first text: call `ensureServerFonts` before sharp renders any
 * SVG with text.
 */

export type ServerFontFamily = FontFamily | "Inter";
export type FontWeight = 400 | 600 | 700;

interface FontFace {
  family: ServerFontFamily;
  weight: FontWeight;
  italic: boolean;
}

/** The faces we convert: what design documents can ask for (400/600/700, italic), as far as the family has it. */
const FAMILY_FACES: Record<ServerFontFamily, { pkg: string; weights: readonly FontWeight[]; italic: boolean }> = {
  "Playfair Display": { pkg: "playfair-display", weights: [400, 600, 700], italic: true },
  "Cormorant Garamond": { pkg: "cormorant-garamond", weights: [400, 600, 700], italic: true },
  "EB Garamond": { pkg: "eb-garamond", weights: [400, 600, 700], italic: true },
  Lora: { pkg: "lora", weights: [400, 600, 700], italic: true },
  Montserrat: { pkg: "montserrat", weights: [400, 600, 700], italic: true },
  "Josefin Sans": { pkg: "josefin-sans", weights: [400, 600, 700], italic: true },
  Lato: { pkg: "lato", weights: [400, 700], italic: true },
  "Great Vibes": { pkg: "great-vibes", weights: [400], italic: false },
  Parisienne: { pkg: "parisienne", weights: [400], italic: false },
  "Dancing Script": { pkg: "dancing-script", weights: [400, 600, 700], italic: false },
  Inter: { pkg: "inter", weights: [400, 600, 700], italic: false },
};

/** latin carries the text; latin-ext only widens coverage for fontconfig (names like Łucja, Ærø). */
const SUBSETS = ["latin", "latin-ext"] as const;
/** Bump when the conversion or the face list changes, so existing data folders are rebuilt. */
const FONT_SET_VERSION = 1;

const ALL_FACES: FontFace[] = Object.entries(FAMILY_FACES).flatMap(([family, spec]) =>
  spec.weights.flatMap((weight) =>
    (spec.italic ? [false, true] : [false]).map((italic) => ({ family: family as ServerFontFamily, weight, italic })),
  ),
);

function baseName(face: FontFace): string {
  return `${FAMILY_FACES[face.family].pkg}-${face.weight}-${face.italic ? "italic" : "normal"}`;
}

function fileName(face: FontFace, subset: (typeof SUBSETS)[number]): string {
  return subset === "latin" ? `${baseName(face)}.ttf` : `${baseName(face)}-${subset}.ttf`;
}

/**
 * WOFF 1.0 → SFNT (TrueType/OpenType): the same tables, each zlib-compressed unless compressing
 * did not help, behind a 44-byte header. Rebuild the SFNT header and table directory, inflate the
 * tables and fix head.checkSumAdjustment so strict readers (pdfkit/fontkit) accept the file.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) throw new Error("Keine WOFF-1.0-Datei (Signatur wOFF fehlt).");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; data: Buffer; checksum: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error("WOFF-Tabelle hat eine unerwartete Länge.");
    tables.push({ tag, data, checksum });
  }
  tables.sort((a, b) => a.tag - b.tag);

  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + numTables * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const total = tables.reduce((sum, t) => sum + padded(t.data.length), headerSize);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);

  let offset = headerSize;
  let headOffset = -1;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    if (table.tag === 0x68656164) headOffset = offset; // 'head'
    offset += padded(table.data.length);
  });
  if (headOffset >= 0) {
    out.writeUInt32BE(0, headOffset + 8);
    let sum = 0;
    for (let i = 0; i < out.length; i += 4) sum = (sum + out.readUInt32BE(i)) >>> 0;
    out.writeUInt32BE((0xb1b0afba - sum) >>> 0, headOffset + 8);
  }
  return out;
}

const require = createRequire(import.meta.url);

function sourceFile(face: FontFace, subset: string): string {
  const pkg = FAMILY_FACES[face.family].pkg;
  return require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${face.weight}-${face.italic ? "italic" : "normal"}.woff`);
}

function xmlText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Our folder first; the system configuration after it only adds fallback glyphs (emoji, scripts
 * our subsets lack) — our family names match exactly, so they always win for the families we ship.
 */
function fontconfigFile(fontsDir: string): string {
  // The 600 faces name themselves "<Family> SemiBold" (no typographic family name), so a request
  // for family X at weight 600 would otherwise get the bold face: fold them into family X.
  const semiBold = Object.entries(FAMILY_FACES)
    .filter(([, spec]) => spec.weights.includes(600))
    .map(
      ([family]) => `  <match target="scan">
    <test name="family"><string>${xmlText(family)} SemiBold</string></test>
    <edit name="family" mode="assign" binding="same"><string>${xmlText(family)}</string></edit>
  </match>`,
    )
    .join("\n");
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${xmlText(fontsDir)}</dir>
  <cachedir>${xmlText(path.join(fontsDir, "cache"))}</cachedir>
${semiBold}
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
</fontconfig>
`;
}

let activeFontsDir: string | undefined;
const pending = new Map<string, Promise<{ fontsDir: string; files: string[] }>>();

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

async function isCurrent(fontsDir: string, files: string[]): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(path.join(fontsDir, "manifest.json"), "utf8")) as { version?: number; files?: string[] };
    if (manifest.version !== FONT_SET_VERSION || manifest.files?.join("\n") !== files.join("\n")) return false;
    await Promise.all(files.map((f) => stat(path.join(fontsDir, f))));
    return true;
  } catch {
    return false;
  }
}

async function build(dataDir: string): Promise<{ fontsDir: string; files: string[] }> {
  const fontsDir = path.resolve(dataDir, "fonts");
  const jobs = ALL_FACES.flatMap((face) => SUBSETS.map((subset) => ({ face, subset, file: fileName(face, subset) })));
  const names = jobs.map((j) => j.file);
  await mkdir(path.join(fontsDir, "cache"), { recursive: true });
  if (!(await isCurrent(fontsDir, names))) {
    await Promise.all(
      jobs.map(async ({ face, subset, file }) => writeAtomically(path.join(fontsDir, file), woffToSfnt(await readFile(sourceFile(face, subset))))),
    );
    await writeAtomically(path.join(fontsDir, "manifest.json"), JSON.stringify({ version: FONT_SET_VERSION, files: names }, null, 2));
  }
  const confPath = path.join(fontsDir, "fonts.conf");
  const conf = fontconfigFile(fontsDir);
  const existing = existsSync(confPath) ? await readFile(confPath, "utf8") : "";
  if (existing !== conf) await writeAtomically(confPath, conf);
  process.env.FONTCONFIG_FILE = confPath;
  activeFontsDir = fontsDir;
  return { fontsDir, files: names.map((n) => path.join(fontsDir, n)) };
}

/**
 * Converts the shop's fonts to TTF under `<dataDir>/fonts` (once; later calls only check the
 * manifest), writes `fonts.conf` there and points FONTCONFIG_FILE at it. Idempotent and cheap on
 * repeat calls within a process.
 */
export function ensureServerFonts(dataDir: string): Promise<{ fontsDir: string; files: string[] }> {
  const key = path.resolve(dataDir);
  let job = pending.get(key);
  if (!job) {
    job = build(dataDir).catch((error: unknown) => {
      pending.delete(key);
      throw error;
    });
    pending.set(key, job);
  }
  return job.then((result) => {
    // Another data folder may have been ensured in between; the latest caller's fonts apply.
    process.env.FONTCONFIG_FILE = path.join(result.fontsDir, "fonts.conf");
    activeFontsDir = result.fontsDir;
    return result;
  });
}

/**
 * The TTF file (latin subset) for a family, weight and style, for pdfkit's `registerFont`. Falls
 * back to the nearest face the family has (Lato has no 600, the script faces no italic).
 * Needs `ensureServerFonts` first, or an explicit fonts folder.
 */
export function fontFilesFor(family: ServerFontFamily, weight: number = 400, italic = false, fontsDir = activeFontsDir): string {
  if (!fontsDir) throw new Error("Die Schriften sind noch nicht bereit: zuerst ensureServerFonts(dataDir) aufrufen.");
  const spec = FAMILY_FACES[family];
  if (!spec) throw new Error(`Unbekannte Schriftfamilie: ${family}`);
  const nearest = [...spec.weights].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight) || b - a)[0]!;
  return path.join(fontsDir, fileName({ family, weight: nearest, italic: italic && spec.italic }, "latin"));
}
