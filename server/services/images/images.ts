import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { CARD_FORMATS, type Colour, type RefinementType } from "../../../core/catalogue/cards";
import type { DesignDocument, SideId } from "../../../core/design/document";
import { renderSideSvg } from "../../../core/design/render-svg";
import { imageModifiersSchema, type ImageFormat, type ImageModifiers } from "../../../core/images";
import type { CatalogueIndex } from "../catalogue/index";

/** Bump when rendering changes, so cached files from older renders are not served. */
const RENDER_VERSION = "1";
const MAX_PIXELS = 4000 * 4000;

export type ImageResult =
  | {
      ok: true;
      body: Buffer;
      contentType: string;
      cached: boolean;
      /** A WebP stand-in while the AVIF for this request is being made: cache it briefly, not forever. */
      provisional?: boolean;
    }
  | { ok: false; status: 400 | 404; message: string };

export interface ImageServiceDeps {
  cacheDir: string;
  /** Folder of the shop's own static images (`public/images` in the build), the only files it reads. */
  staticDir: string;
  catalogue: CatalogueIndex;
  designDocument: (designId: number, colour: Colour) => DesignDocument | undefined;
  /** Photo book, calendar and collage templates by id. */
  templateDocument: (id: number) => DesignDocument | undefined;
  /** Makes the fonts available to the SVG renderer before the first render. */
  ensureFonts: () => Promise<unknown>;
}

const CONTENT_TYPES: Record<ImageFormat, string> = { webp: "image/webp", avif: "image/avif", png: "image/png", jpeg: "image/jpeg" };

/** AVIF or WebP by the Accept header (default WebP); an explicit `format` modifier wins. */
export function negotiateFormat(accept: string | undefined, modifiers: ImageModifiers): ImageFormat {
  if (modifiers.format) return modifiers.format;
  return accept?.includes("image/avif") ? "avif" : "webp";
}

/**
 * The image resizer (issue 3): renders design documents and the shop's own static images with
 * sharp, never anything fetched from elsewhere; results land in a file cache under the data folder.
 */
export function createImageService(deps: ImageServiceDeps) {
  const inFlight = new Map<string, Promise<Buffer>>();
  let fontsReady: Promise<unknown> | undefined;

  const cacheFile = (key: string) => path.join(deps.cacheDir, key.slice(0, 2), key);

  async function readCached(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(cacheFile(key));
    } catch {
      return undefined;
    }
  }

  async function cached(key: string, render: () => Promise<Buffer>): Promise<{ body: Buffer; cached: boolean }> {
    const file = cacheFile(key);
    const hit = await readCached(key);
    if (hit) return { body: hit, cached: true };
    let pending = inFlight.get(key);
    if (!pending) {
      pending = render().then(async (body) => {
        await fs.mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, file);
        return body;
      });
      inFlight.set(key, pending);
      pending.finally(() => inFlight.delete(key)).catch(() => undefined);
    }
    return { body: await pending, cached: false };
  }

  async function finish(pipeline: Sharp, modifiers: ImageModifiers, format: ImageFormat): Promise<Buffer> {
    let p = pipeline;
    // sharp rotates before it resizes within one pipeline; rotate the finished size instead.
    if (modifiers.rotate) p = sharp(await p.png().toBuffer()).rotate(modifiers.rotate);
    if (modifiers.brightness !== undefined) p = p.modulate({ brightness: modifiers.brightness / 100 });
    if (modifiers.blur > 0) p = p.blur(Math.max(0.3, modifiers.blur));
    const quality = modifiers.quality;
    if (format === "jpeg") return p.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (format === "png") return p.png({ compressionLevel: 8 }).toBuffer();
    // Effort settings keep a first render of an 800 px design under 100 ms (issue 3 budget).
    if (format === "avif") return p.avif({ quality: Math.max(1, quality - 25), effort: 0, chromaSubsampling: "4:2:0" }).toBuffer();
    return p.webp({ quality, effort: 2 }).toBuffer();
  }

  async function renderDocument(doc: DesignDocument, side: SideId, options: Parameters<typeof renderSideSvg>[2], modifiers: ImageModifiers, format: ImageFormat): Promise<Buffer> {
    fontsReady ??= deps.ensureFonts();
    await fontsReady;
    const svg = renderSideSvg(doc, side, options);
    const width = Math.min(modifiers.w ?? 800, 4000);
    const height = modifiers.h ?? Math.max(1, Math.round((width * doc.height) / doc.width));
    if (width * height > MAX_PIXELS) throw new Error("image too large");
    // Rasterise at the target size directly (librsvg draws the root's width × height at 72 dpi).
    const pipeline = sharp(Buffer.from(withPixelSize(svg, width, height)), { limitInputPixels: MAX_PIXELS * 4 }).resize(width, height, { fit: "cover" });
    return finish(pipeline, modifiers, format);
  }

  function parseModifiers(query: Record<string, string>): { ok: true; modifiers: ImageModifiers } | { ok: false; message: string } {
    const parsed = imageModifiersSchema.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const unknown = issue?.code === "unrecognized_keys" ? `Unbekannter Parameter: ${(issue as { keys: string[] }).keys.join(", ")}.` : undefined;
      return { ok: false, message: unknown ?? issue?.message ?? "Ungültige Bildparameter." };
    }
    return { ok: true, modifiers: parsed.data };
  }

  function cacheKey(parts: (string | number | undefined)[], format: ImageFormat): string {
    return `${createHash("sha1").update(JSON.stringify([RENDER_VERSION, ...parts])).digest("hex")}.${format}`;
  }

  /**
   * Serves one rendition from the cache or renders it. AVIF takes longer to encode than WebP, so
   * the first request for an AVIF that is not cached yet gets WebP (which it accepts too) at once,
   * while the AVIF is made in the background for every later request.
   */
  async function serve(parts: (string | number | undefined)[], format: ImageFormat, negotiated: boolean, render: (format: ImageFormat) => Promise<Buffer>): Promise<ImageResult> {
    const key = cacheKey(parts, format);
    if (format === "avif" && negotiated) {
      const hit = await readCached(key);
      if (hit) return { ok: true, body: hit, contentType: CONTENT_TYPES.avif, cached: true };
      void cached(key, () => render("avif")).catch(() => undefined);
      const webp = await cached(cacheKey(parts, "webp"), () => render("webp"));
      return { ok: true, body: webp.body, contentType: CONTENT_TYPES.webp, cached: webp.cached, provisional: true };
    }
    const { body, cached: hit } = await cached(key, () => render(format));
    return { ok: true, body, contentType: CONTENT_TYPES[format], cached: hit };
  }

  return {
    parseModifiers,

    async design(params: { id: string; colour: string; side: string }, query: Record<string, string>, accept: string | undefined): Promise<ImageResult> {
      const parsed = parseModifiers(query);
      if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
      const { modifiers } = parsed;
      const id = /^[1-9][0-9]{0,9}$/.test(params.id) ? Number(params.id) : NaN;
      const design = Number.isFinite(id) ? deps.catalogue.byId(id) : undefined;
      if (!design) return { ok: false, status: 404, message: "Dieses Design gibt es nicht." };
      if (!design.colours.includes(params.colour as Colour)) return { ok: false, status: 404, message: "Diese Farbe gibt es für das Design nicht." };
      const sides = CARD_FORMATS[design.format].sides as readonly string[];
      if (!sides.includes(params.side)) return { ok: false, status: 404, message: "Diese Seite gibt es für das Format nicht." };
      const format = negotiateFormat(accept, modifiers);
      const foil = design.refinements.find((r): r is Exclude<RefinementType, "ohne" | "relief"> => r === "gold" || r === "silber" || r === "rosegold") ?? "ohne";
      return serve(
        ["design", design.id, design.seed, params.colour, params.side, modifiers.w, modifiers.h, modifiers.quality, modifiers.blur, modifiers.brightness, modifiers.rotate],
        format,
        !modifiers.format,
        (f) => renderDocument(deps.designDocument(design.id, params.colour as Colour)!, params.side as SideId, { foil, idPrefix: `d${design.id}` }, modifiers, f),
      );
    },

    /** A photo book cover, calendar cover or collage layout template. */
    async template(idParam: string, query: Record<string, string>, accept: string | undefined): Promise<ImageResult> {
      const parsed = parseModifiers(query);
      if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
      const id = /^[1-9][0-9]{0,6}$/.test(idParam) ? Number(idParam) : NaN;
      const doc = Number.isFinite(id) ? deps.templateDocument(id) : undefined;
      if (!doc) return { ok: false, status: 404, message: "Diese Vorlage gibt es nicht." };
      const { modifiers } = parsed;
      const format = negotiateFormat(accept, modifiers);
      return serve(["template", id, modifiers.w, modifiers.h, modifiers.quality, modifiers.blur, modifiers.brightness, modifiers.rotate], format, !modifiers.format, (f) =>
        renderDocument(doc, "front", { idPrefix: `t${id}` }, modifiers, f),
      );
    },

    /** The shop's own static images (`/img/static/<file>`), resized; paths outside the folder are refused. */
    async staticImage(file: string, query: Record<string, string>, accept: string | undefined): Promise<ImageResult> {
      const parsed = parseModifiers(query);
      if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
      if (!/^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp)$/i.test(file)) return { ok: false, status: 404, message: "Dieses Bild gibt es nicht." };
      const source = path.join(deps.staticDir, file);
      let input: Buffer;
      try {
        input = await fs.readFile(source);
      } catch {
        return { ok: false, status: 404, message: "Dieses Bild gibt es nicht." };
      }
      const { modifiers } = parsed;
      const format = negotiateFormat(accept, modifiers);
      return serve(["static", file, input.length, modifiers.w, modifiers.h, modifiers.quality, modifiers.blur, modifiers.brightness, modifiers.rotate], format, !modifiers.format, (f) => {
        const pipeline = sharp(input, { density: 144, limitInputPixels: MAX_PIXELS * 4 }).resize(modifiers.w ?? null, modifiers.h ?? null, { fit: "cover", withoutEnlargement: !file.endsWith(".svg") });
        return finish(pipeline, modifiers, f);
      });
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;

/** Sets the root element's width and height (the viewBox keeps the drawing's own units). */
export function withPixelSize(svg: string, width: number, height: number): string {
  return svg.replace(/<svg\b([^>]*)>/, (_whole, attributes: string) => {
    const rest = attributes.replace(/\s(width|height)="[^"]*"/g, "");
    return `<svg${rest} width="${width}" height="${height}">`;
  });
}
