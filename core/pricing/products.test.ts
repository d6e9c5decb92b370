import { describe, expect, it } from "vitest";
import { PRODUCT_PRICE_LISTS, WALL_ART_FORMATS } from "../../catalogue/prices/products";
import { CALENDAR, COLLAGE, FRAME_FAMILIES, MATERIALS, MERCH, PHOTOBOOK, PHOTO_BOX, type CalendarType, type FrameFamily, type PhotobookType } from "../catalogue/products";
import {
  articlePrice,
  calendarFormatsOf,
  calendarPrice,
  collagePrice,
  framePrice,
  merchPrice,
  photoboxPrice,
  photobookPrice,
  photobookTypes,
  photoPrintPrices,
  voucherPrice,
  wallArtPrice,
  wallArtPrices,
  type CalendarPriceInput,
  type PhotobookPriceInput,
} from "./products";

const wandkalender = (overrides: Partial<CalendarPriceInput> = {}): CalendarPriceInput => ({
  type: "wandkalender",
  format: "a3-hoch",
  mounting: "spirale",
  paper: "premium",
  refinement: "gold",
  amount: 1,
  country: "DE",
  ...overrides,
});

const fotobuch = (overrides: Partial<PhotobookPriceInput> = {}): PhotobookPriceInput => ({
  type: "digitalfotobuch",
  cover: "hard",
  binding: "pur",
  paper: "matt",
  lamination: "glossy",
  format: "din-landscape",
  pageCount: 40,
  country: "DE",
  ...overrides,
});

describe("calendarPrice", () => {
  it("adds paper, refinement and mounting to the base price", () => {
    // 34,99 + premium 3,00 + gold 5,00
    expect(calendarPrice(wandkalender())).toMatchObject({ ok: true, currency: "eur", perPiece: 4299, total: 4299, vatRate: 19, vatAmount: 686 });
    // Tischkalender A5 quer 19,99 + Holzblock 10,00
    expect(calendarPrice(wandkalender({ type: "tischkalender", format: "a5-quer", mounting: "holzblock", paper: "standard", refinement: "ohne" }))).toMatchObject({
      perPiece: 2999,
      breakdown: [
        { label: "Tischkalender A5 quer", amount: 1999 },
        { label: "Bindung: Holzblock", amount: 1000 },
      ],
    });
  });

  it("gives the amount discount per copy, rounded half-up", () => {
    // 42,99 × 95 % = 40,8405 → 40,84
    const three = calendarPrice(wandkalender({ amount: 3 }));
    expect(three).toMatchObject({ perPiece: 4084, total: 12252 });
    expect(three.ok && three.breakdown.at(-1)).toEqual({ label: "Mengenrabatt 5 %", amount: -215 });
    // 42,99 × 90 % = 38,691 → 38,69
    expect(calendarPrice(wandkalender({ amount: 10 }))).toMatchObject({ perPiece: 3869, total: 38690 });
    // 42,99 × 85 % = 36,5415 → 36,54
    expect(calendarPrice(wandkalender({ amount: 25 }))).toMatchObject({ perPiece: 3654, total: 91350 });
  });

  it("uses the Swiss list in francs", () => {
    expect(calendarPrice(wandkalender({ format: "a4-quer", paper: "standard", refinement: "ohne", country: "CH" }))).toMatchObject({ currency: "chf", perPiece: 3590 });
  });

  it("checks that the format belongs to the type and the mounting is allowed", () => {
    expect(calendarPrice(wandkalender({ type: "tischkalender", format: "a3-hoch", mounting: "holzfuss" }))).toEqual({
      ok: false,
      field: "format",
      message: "Das Format A3 hoch gibt es für den Tischkalender nicht.",
    });
    expect(calendarPrice(wandkalender({ mounting: "holzblock" }))).toEqual({
      ok: false,
      field: "mounting",
      message: "Die Bindung „Holzblock“ ist für den Wandkalender nicht möglich.",
    });
    expect(calendarPrice(wandkalender({ type: "jahresplaner" as CalendarType }))).toMatchObject({ ok: false, field: "type" });
    expect(calendarPrice(wandkalender({ paper: "karton" as "standard" }))).toMatchObject({ ok: false, field: "paper" });
    expect(calendarPrice(wandkalender({ amount: 0 }))).toEqual({ ok: false, field: "amount", message: "Bitte wählen Sie eine Anzahl zwischen 1 und 100." });
    expect(calendarPrice(wandkalender({ amount: 101 }))).toMatchObject({ ok: false, field: "amount" });
    expect(calendarPrice(wandkalender({ country: "PL" }))).toMatchObject({ ok: false, field: "country" });
  });

  it("has a price for every format of every type in every list", () => {
    for (const list of Object.values(PRODUCT_PRICE_LISTS)) {
      for (const type of Object.keys(CALENDAR.types) as CalendarType[]) {
        for (const format of calendarFormatsOf(type)) expect(list.calendar.base[type][format]).toBeGreaterThan(0);
      }
    }
  });
});

describe("photobookPrice", () => {
  it("prices extra pages above the binding's smallest page count", () => {
    // 34,99 (24 pages) + 16 × 0,50 + matt 3,00
    expect(photobookPrice(fotobuch())).toMatchObject({
      ok: true,
      perPiece: 4599,
      breakdown: [
        { label: "Digitaldruck-Fotobuch Hardcover DIN A4 quer, 24 Seiten", amount: 3499 },
        { label: "16 zusätzliche Seiten", amount: 800 },
        { label: "Papier: Matt", amount: 300 },
      ],
    });
    expect(photobookPrice(fotobuch({ refinement: "gold" }))).toMatchObject({ perPiece: 5598 });
    // Echtfotobuch square 49,99 (20 pages) + 30 × 1,50
    expect(photobookPrice(fotobuch({ type: "echtfotobuch", binding: "layflat", paper: "glaenzend", format: "square", pageCount: 50 }))).toMatchObject({ perPiece: 9499 });
    expect(photobookPrice(fotobuch({ type: "fotoheft", cover: "soft", binding: "heftbindung", paper: "standard", format: "din-portrait", pageCount: 16 }))).toMatchObject({
      perPiece: 1499,
    });
  });

  it("enforces the type rules", () => {
    expect(photobookPrice(fotobuch({ type: "fotoheft", binding: "heftbindung", pageCount: 16 }))).toEqual({
      ok: false,
      field: "cover",
      message: "Das Fotoheft gibt es nicht als Hardcover.",
    });
    expect(photobookPrice(fotobuch({ type: "echtfotobuch", paper: "glaenzend" }))).toMatchObject({ ok: false, field: "binding" });
    expect(photobookPrice(fotobuch({ type: "echtfotobuch", binding: "layflat", paper: "standard", pageCount: 20 }))).toMatchObject({ ok: false, field: "paper" });
    expect(photobookPrice(fotobuch({ pageCount: 25 }))).toEqual({
      ok: false,
      field: "pageCount",
      message: "Bitte wählen Sie eine dieser Seitenzahlen: 24, 32, 40, 48, 56, 64, 72, 80, 96, 120, 150.",
    });
    expect(photobookPrice(fotobuch({ cover: "soft", refinement: "silber" }))).toEqual({
      ok: false,
      field: "refinement",
      message: "Eine Veredelung des Einbands ist nur beim Hardcover möglich.",
    });
    expect(photobookPrice(fotobuch({ lamination: "samt" as "matt" }))).toMatchObject({ ok: false, field: "lamination" });
  });

  it("lists the types with their options and from-prices", () => {
    const result = photobookTypes("DE");
    expect(result.ok && result.types.map((t) => [t.type, t.priceFrom, t.pageCounts[0], t.covers.map((c) => c.key)])).toEqual([
      ["digitalfotobuch", 1999, 24, ["hard", "soft"]],
      ["echtfotobuch", 4999, 20, ["hard"]],
      ["fotoheft", 1299, 16, ["soft"]],
    ]);
  });

  it("has a base price for every allowed cover in every list", () => {
    for (const list of Object.values(PRODUCT_PRICE_LISTS)) {
      for (const type of Object.keys(PHOTOBOOK.types) as PhotobookType[]) {
        for (const cover of PHOTOBOOK.typeRules[type].covers) expect(Object.keys(list.photobook.base[type][cover]!)).toHaveLength(3);
      }
    }
  });
});

describe("photo prints", () => {
  it("lists the prices of a format group", () => {
    expect(photoPrintPrices("klassisch", "fotopapier-matt", "DE")).toEqual({
      ok: true,
      currency: "eur",
      formatGroup: "klassisch",
      paper: "fotopapier-matt",
      prices: [
        { format: "1000x1500", price: 19 },
        { format: "1300x1800", price: 29 },
        { format: "1500x2000", price: 49 },
        { format: "2000x3000", price: 149 },
      ],
    });
    expect(photoPrintPrices("poster", "poster", "CH")).toMatchObject({ currency: "chf", prices: [{ format: "3000x4000", price: 1890 }, {}, {}, {}] });
  });

  it("offers poster paper only for posters", () => {
    expect(photoPrintPrices("klassisch", "poster", "DE")).toMatchObject({ ok: false, field: "paper" });
  });

  it("prices an article in either orientation", () => {
    expect(articlePrice({ format: "1500x1000", paper: "fotopapier-matt", quantity: 36, country: "DE" })).toMatchObject({ perPiece: 19, total: 684 });
    expect(articlePrice({ format: "1500x1000", paper: "poster", quantity: 1, country: "DE" })).toMatchObject({ ok: false, field: "format" });
    expect(articlePrice({ format: "1000x1500", paper: "hahnemuehle", quantity: 1001, country: "DE" })).toMatchObject({ ok: false, field: "quantity" });
  });
});

describe("frames and wall art", () => {
  it("prices a frame with the family's default passe-partout", () => {
    expect(framePrice({ family: "holzrahmen", format: "3000x4000", country: "DE" })).toMatchObject({
      ok: true,
      perPiece: 3299,
      frameType: "holzrahmen-schwarz",
      matSize: 30,
      matType: "mat-weiss",
    });
    expect(framePrice({ family: "holzrahmen", format: "4000x3000", matSize: 0, country: "DE" })).toMatchObject({ perPiece: 2799, matType: "mat-none" });
    expect(framePrice({ family: "artbox", format: "5000x7000", country: "AT" })).toMatchObject({ matSize: 0, matType: "mat-none", frameType: "artbox-schwarz" });
  });

  it("refuses a passe-partout where the family has none, wrong sizes and materials", () => {
    expect(framePrice({ family: "kunststoffrahmen", format: "3000x4000", matSize: 30, country: "DE" })).toEqual({
      ok: false,
      field: "matSize",
      message: "Für den Kunststoffrahmen gibt es kein Passepartout.",
    });
    expect(framePrice({ family: "holzrahmen", format: "3000x4000", matSize: 50, country: "DE" })).toMatchObject({ ok: false, field: "matSize" });
    expect(framePrice({ family: "holzrahmen", format: "1000x1000", country: "DE" })).toMatchObject({ ok: false, field: "format" });
    expect(framePrice({ family: "schattenfuge-leinwand", format: "3000x4000", material: "poster", country: "DE" })).toMatchObject({ ok: false, field: "material" });
    expect(framePrice({ family: "goldrahmen" as FrameFamily, format: "3000x4000", country: "DE" })).toMatchObject({ ok: false, field: "family" });
  });

  it("prices wall art with and without frame", () => {
    expect(wallArtPrice({ material: "leinwand", format: "4000x3000", frame: { family: "schattenfuge-leinwand" }, country: "DE" })).toMatchObject({
      perPiece: 6998,
      breakdown: [
        { label: "Leinwand 3000x4000", amount: 3499 },
        { label: "Schattenfugenrahmen Leinwand", amount: 3499 },
      ],
    });
    expect(wallArtPrice({ material: "acrylglas", format: "6000x9000", country: "DE" })).toMatchObject({ perPiece: 11999 });
    expect(wallArtPrice({ material: "fototapete", format: "3000x4000", country: "DE" })).toMatchObject({ ok: false, field: "format" });
    expect(wallArtPrice({ material: "leinwand", format: "3000x4000", frame: { family: "alurahmen" }, country: "DE" })).toMatchObject({ ok: false, field: "material" });
    const prices = wallArtPrices("fototapete", "DE");
    expect(prices.ok && prices.prices.map((p) => p.format)).toEqual(["5000x7000", "6000x9000", "5000x5000"]);
  });

  it("has every frame in every format in every list", () => {
    for (const list of Object.values(PRODUCT_PRICE_LISTS)) {
      for (const family of Object.keys(FRAME_FAMILIES) as FrameFamily[]) {
        for (const format of WALL_ART_FORMATS) expect(list.frames[family][format]).toBeGreaterThan(0);
      }
      expect(Object.keys(list.wallArt).sort()).toEqual(Object.keys(MATERIALS).sort());
    }
  });
});

describe("photo boxes, collages, merchandise, vouchers", () => {
  it("prices photo boxes by image count", () => {
    expect(photoboxPrice({ type: "small", imageCount: 24, country: "DE" })).toMatchObject({ perPiece: 2999 });
    expect(photoboxPrice({ type: "photoprint", imageCount: 96, theme: "dt58", country: "AT" })).toMatchObject({ perPiece: 5199 });
    expect(photoboxPrice({ type: "small", imageCount: 48, country: "DE" })).toEqual({
      ok: false,
      field: "imageCount",
      message: "Die Fotobox klein gibt es mit 12 oder 24 Bildern.",
    });
    expect(photoboxPrice({ type: "small", imageCount: 12, theme: "dt40", country: "DE" })).toMatchObject({ ok: false, field: "theme" });
  });

  it("prices collages by material and format", () => {
    expect(collagePrice({ material: "leinwand", format: "5000x7000", country: "DE" })).toMatchObject({ perPiece: 5499 });
    expect(collagePrice({ material: "leinwand", format: "7000x5000", country: "DE" })).toMatchObject({ perPiece: 5499 });
    expect(collagePrice({ material: "leinwand", format: "1000x1000", country: "DE" })).toMatchObject({ ok: false, field: "format" });
    for (const list of Object.values(PRODUCT_PRICE_LISTS)) {
      for (const material of Object.keys(COLLAGE.materials) as (keyof typeof COLLAGE.materials)[]) {
        expect(Object.keys(list.collage[material])).toEqual([...COLLAGE.formats]);
      }
    }
  });

  it("prices merchandise per piece", () => {
    expect(merchPrice({ kind: "tasse", variant: "schwarz", quantity: 2, country: "DE" })).toMatchObject({ perPiece: 1699, total: 3398 });
    expect(merchPrice({ kind: "kissen", variant: "60x60", quantity: 1, country: "DE" })).toMatchObject({ ok: false, field: "variant" });
    expect(merchPrice({ kind: "tasse", variant: "weiss", quantity: 101, country: "DE" })).toMatchObject({ ok: false, field: "quantity" });
    expect(Object.keys(PRODUCT_PRICE_LISTS.US.merch)).toEqual(Object.keys(MERCH));
  });

  it("sells vouchers at their value without VAT (taxed on redemption)", () => {
    expect(voucherPrice({ value: 5000, country: "DE" })).toMatchObject({ ok: true, currency: "eur", total: 5000, vatRate: 0, vatAmount: 0 });
    expect(voucherPrice({ value: 2500, country: "CH" })).toMatchObject({ currency: "chf", total: 2500 });
    expect(voucherPrice({ value: 3000, country: "DE" })).toMatchObject({ ok: false, field: "value" });
  });

  it("has the photo box image counts in every list", () => {
    for (const list of Object.values(PRODUCT_PRICE_LISTS)) {
      expect(Object.keys(list.photobox.small).map(Number)).toEqual([...PHOTO_BOX.imageCounts.small]);
      expect(Object.keys(list.photobox.photoprint).map(Number)).toEqual([...PHOTO_BOX.imageCounts.photoprint]);
    }
  });
});
