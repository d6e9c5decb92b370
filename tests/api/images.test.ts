import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../support/shop";

let t: TestShop;
let design: { id: number; colour: string };
beforeAll(async () => {
  t = await createTestShop("sqlite");
  const first = t.shop.services.catalogue.index.all().find((d) => d.format === "klappkarte-hoch")!;
  design = { id: first.id, colour: first.colours[0]! };
});
afterAll(async () => {
  await t.close();
});

const image = async (path: string, accept = "image/webp,*/*") => {
  const response = await t.request(path, { headers: { Accept: accept } });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
};

describe("image resizer", () => {
  it("renders a design side as WebP by default, AVIF when accepted, PNG or JPEG on request", async () => {
    const base = `/img/design/${design.id}/${design.colour}/front`;
    const webp = await image(`${base}?w=400`);
    expect(webp.response.status).toBe(200);
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect(webp.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(webp.response.headers.get("vary")).toBe("Accept");
    const meta = await sharp(webp.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: Math.round((400 * 1480) / 1050) });
    // AVIF takes longer to encode: the first AVIF-accepting request gets WebP at once (cached
    // briefly), the AVIF follows from the cache once the background render is done.
    const firstAvif = await image(`${base}?w=410`, "image/avif,image/webp,*/*");
    expect(firstAvif.response.headers.get("content-type")).toBe("image/webp");
    expect(firstAvif.response.headers.get("cache-control")).toBe("public, max-age=86400");
    await expect
      .poll(async () => (await image(`${base}?w=410`, "image/avif,image/webp,*/*")).response.headers.get("content-type"), { timeout: 10_000, interval: 100 })
      .toBe("image/avif");
    const avif = await image(`${base}?w=410`, "image/avif,image/webp,*/*");
    expect(avif.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(avif.body).metadata()).format).toBe("heif");
    expect((await sharp((await image(`${base}?w=300&format=png`)).body).metadata()).format).toBe("png");
    expect((await sharp((await image(`${base}?w=300&format=jpeg`, "image/avif")).body).metadata()).format).toBe("jpeg");
  });

  it("draws the design, not a blank page, and applies the modifiers", async () => {
    const base = `/img/design/${design.id}/${design.colour}/front`;
    const plain = await sharp((await image(`${base}?w=200&format=png`)).body).stats();
    // A printed design has ink on it: at least one channel varies across the image.
    expect(Math.max(...plain.channels.map((c) => c.stdev))).toBeGreaterThan(5);
    const rotated = await sharp((await image(`${base}?w=200&rotate=90&format=png`)).body).metadata();
    expect([rotated.width, rotated.height]).toEqual([Math.round((200 * 1480) / 1050), 200]);
    const dark = await sharp((await image(`${base}?w=200&brightness=20&format=png`)).body).stats();
    expect(dark.channels[0]!.mean).toBeLessThan(plain.channels[0]!.mean * 0.5);
    const blurred = await sharp((await image(`${base}?w=200&blur=8&format=png`)).body).stats();
    expect(blurred.channels[0]!.stdev).toBeLessThan(plain.channels[0]!.stdev);
    const placeholder = await sharp((await image(`${base}?w=10&h=10&quality=50&blur=3`)).body).metadata();
    expect([placeholder.width, placeholder.height]).toEqual([10, 10]);
  });

  it("serves a repeated request from the cache", async () => {
    const path = `/img/design/${design.id}/${design.colour}/back?w=321`;
    const first = await image(path);
    const second = await image(path);
    expect(first.response.headers.get("x-image-cache")).toBe("miss");
    expect(second.response.headers.get("x-image-cache")).toBe("hit");
    expect(second.body.equals(first.body)).toBe(true);
  });

  it("refuses unknown modifiers and bad values with 400, unknown designs with 404", async () => {
    const base = `/img/design/${design.id}/${design.colour}/front`;
    const cases: [string, number, RegExp][] = [
      [`${base}?w=300&url=https://evil.example/x.png`, 400, /Unbekannter Parameter: url/],
      [`${base}?rotate=45`, 400, /rotate kann 90, 180 oder 270 sein/],
      [`${base}?brightness=101`, 400, /brightness/],
      [`${base}?format=gif`, 400, /format kann webp, png oder jpeg sein/],
      [`${base}?w=0`, 400, /w muss/],
      [`${base}?w=5000`, 400, /w muss/],
      [`/img/design/99999999/${design.colour}/front`, 404, /Design/],
      [`/img/design/${design.id}/lila/front`, 404, /Farbe/],
      [`/img/design/${design.id}/${design.colour}/innen`, 404, /Seite/],
      ["/img/template/1", 404, /Vorlage/],
      ["/img/static/..%2F..%2Fpackage.json", 404, /Bild/],
      ["/img/anything?src=https://evil.example/a.png", 404, /Bild/],
    ];
    for (const [path, status, message] of cases) {
      const response = await t.request(path);
      expect(response.status, path).toBe(status);
      expect((await response.json()).data.message.text, path).toMatch(message);
    }
  });

  it("renders templates and the shop's own static images", async () => {
    const template = await image("/img/template/5001?w=300&format=png");
    expect(template.response.status).toBe(200);
    expect((await sharp(template.body).metadata()).width).toBe(300);
    const logo = await image("/img/static/logo.svg?w=200&format=png");
    expect(logo.response.status).toBe(200);
    expect((await sharp(logo.body).metadata()).width).toBe(200);
  });
});
