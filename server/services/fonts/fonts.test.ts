import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureServerFonts, fontFilesFor, woffToSfnt } from "./fonts";

// Fontconfig reads FONTCONFIG_FILE once, at the first text render of the process: the fonts are
// ensured before sharp is even loaded (vitest runs each test file in its own worker).
let dataDir: string;
let result: Awaited<ReturnType<typeof ensureServerFonts>>;
let sharp: typeof import("sharp").default;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "kartenwerk-fonts-"));
  result = await ensureServerFonts(dataDir);
  sharp = (await import("sharp")).default;
}, 60_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const TRUETYPE = [0x00010000, 0x4f54544f /* OTTO */, 0x74727565 /* true */];

async function renderText(family: string, text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="900" height="200" fill="#ffffff"/><text x="40" y="130" font-family="${family}" font-size="90" fill="#000000">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
}

function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 40) count++;
  return count;
}

describe("server fonts", () => {
  it("converts the @fontsource WOFF files to TrueType/OpenType under <dataDir>/fonts", () => {
    expect(result.fontsDir).toBe(path.join(dataDir, "fonts"));
    expect(result.files.length).toBeGreaterThanOrEqual(20);
    for (const file of result.files) {
      const bytes = readFileSync(file);
      expect(TRUETYPE, path.basename(file)).toContain(bytes.readUInt32BE(0));
    }
  });

  it("writes a fontconfig file listing the folder and points FONTCONFIG_FILE at it", () => {
    const conf = path.join(result.fontsDir, "fonts.conf");
    expect(process.env.FONTCONFIG_FILE).toBe(conf);
    const xml = readFileSync(conf, "utf8");
    expect(xml).toContain(`<dir>${result.fontsDir}</dir>`);
    expect(xml).toContain(`<cachedir>${path.join(result.fontsDir, "cache")}</cachedir>`);
  });

  it("is idempotent: later calls give the same fonts without rewriting them", async () => {
    const before = result.files.map((f) => statSync(f).mtimeMs);
    const again = await ensureServerFonts(dataDir);
    expect(again).toEqual(result);
    expect(result.files.map((f) => statSync(f).mtimeMs)).toEqual(before);
  });

  it("maps family, weight and style to a TTF, falling back to the nearest face", () => {
    expect(fontFilesFor("Playfair Display", 700, true)).toBe(path.join(result.fontsDir, "playfair-display-700-italic.ttf"));
    expect(fontFilesFor("Lato", 600)).toBe(path.join(result.fontsDir, "lato-700-normal.ttf"));
    expect(fontFilesFor("Great Vibes", 700, true)).toBe(path.join(result.fontsDir, "great-vibes-400-normal.ttf"));
    for (const file of [fontFilesFor("Montserrat"), fontFilesFor("Cormorant Garamond", 600)]) expect(existsSync(file)).toBe(true);
  });

  it("rejects files that are not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 not a woff1 file at all, long enough to read a header"))).toThrow(/WOFF/);
  });

  it("lets sharp render with the shop's fonts (the text differs from a missing family's fallback)", async () => {
    const fallback = await renderText("Kein Solcher Font", "Anna &amp; Jonas");
    for (const family of ["Great Vibes", "Playfair Display"]) {
      const rendered = await renderText(family, "Anna &amp; Jonas");
      expect(rendered.length).toBe(fallback.length);
      expect(differingPixels(rendered, fallback), family).toBeGreaterThan(2000);
    }
    const vibes = await renderText("Great Vibes", "Anna &amp; Jonas");
    const playfair = await renderText("Playfair Display", "Anna &amp; Jonas");
    expect(differingPixels(vibes, playfair)).toBeGreaterThan(2000);
  });
});
