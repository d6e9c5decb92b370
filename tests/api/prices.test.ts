import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../support/shop";

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop("sqlite");
});
afterAll(async () => {
  await t.close();
});

const json = async (path: string, init: RequestInit & { host?: string } = {}) => {
  const response = await t.request(path, init);
  return { status: response.status, body: await response.json() };
};

describe("price API", () => {
  it("prices a card on the server from format, paper, refinement, punching and quantity", async () => {
    const { status, body } = await json("/web-api/card-price?format=klappkarte-hoch&paper=premium-matt&quantity=50");
    expect(status).toBe(200);
    expect(body).toMatchObject({ currency: "eur", quantity: 50, perPiece: 219, total: 10950, vatRate: 19, notes: { perPiece: "pro Stück inkl. MwSt." } });
    const ch = await json("/web-api/card-price?format=klappkarte-hoch&quantity=50", { host: "ch.localhost:3000" });
    expect(ch.body.currency).toBe("chf");
    expect(ch.body.vatRate).toBe(8.1);
  });

  it("uses the picker default quantity and ignores empty parameters", async () => {
    const { status, body } = await json("/web-api/card-price?format=postkarte-quer&paper=&refinement=");
    expect(status).toBe(200);
    expect(body.quantity).toBe(50);
    const steps = await json("/web-api/card-quantities");
    expect(steps.body.defaultQuantity).toBe(50);
    expect(steps.body.quantities.slice(0, 4)).toEqual([1, 5, 10, 15]);
    expect(steps.body.quantities.at(-1)).toBe(5000);
  });

  it("answers bad card input with 400 and a German message, per field", async () => {
    const cases: [string, string, string][] = [
      ["/web-api/card-price?format=klappkarte-hoch&quantity=0", "quantity", "quantity muss mindestens 1 sein."],
      ["/web-api/card-price?format=klappkarte-hoch&quantity=5001", "quantity", "quantity darf höchstens 5000 sein."],
      ["/web-api/card-price?format=klappkarte-hoch&quantity=abc", "quantity", "quantity muss eine Zahl sein."],
      ["/web-api/card-price?format=gibtsnicht", "format", "Dieses Kartenformat gibt es nicht."],
      ["/web-api/card-price?format=klappkarte-hoch&paper=kraftpapier&refinement=gold", "refinement", "Die Veredelung ist nur bei bestimmten Papierarten verfügbar."],
      ["/web-api/card-price?format=klappkarte-hoch&country=US", "country", "In dieses Land liefern wir leider nicht."],
    ];
    for (const [path, field, message] of cases) {
      const { status, body } = await json(path);
      expect(status, path).toBe(400);
      expect(body.data.message.text, path).toBe(message);
      expect(body.data.payload.errors[field], path).toEqual([message]);
    }
  });

  it("lists accessories with envelopes at 0 and the printed extra per country", async () => {
    const de = await json("/web-api/card-accessories?format=klappkarte-hoch");
    expect(de.status).toBe(200);
    expect(de.body.envelopes[0]).toMatchObject({ size: "c6", price: 0, printedExtra: 95 });
    const at = await json("/web-api/card-accessories?format=klappkarte-hoch", { host: "at.localhost:3000" });
    expect(at.body.envelopes[0].printedExtra).toBe(100);
    const price = await json("/web-api/card-accessory-price?kind=envelope&sku=envelope-din-lang-kraft&printed=true&quantity=10", { host: "ch.localhost:3000" });
    expect(price.body).toMatchObject({ currency: "chf", perPiece: 290, total: 2900 });
    const plain = await json("/web-api/card-accessory-price?kind=envelope&sku=envelope-c6-weiss&quantity=10");
    expect(plain.body.total).toBe(0);
    expect((await json("/price-api/accessory?sku=inlay-quadratisch-transparentpapier")).body).toMatchObject({ sizeClass: "compact", perPiece: 110 });
    expect((await json("/price-api/accessory?sku=banana")).status).toBe(400);
    expect((await json("/web-api/card-accessory-price?kind=seal&sku=seal-platin")).status).toBe(400);
  });

  it("prices calendars, photo books, prints, frames, boxes and collages, and refuses impossible combinations", async () => {
    expect((await json("/web-api/calendar-price?type=wandkalender&format=a3-hoch&mounting=spirale")).status).toBe(200);
    const wrongMounting = await json("/web-api/calendar-price?type=wandkalender&format=a3-hoch&mounting=holzfuss");
    expect(wrongMounting.status).toBe(400);
    expect(wrongMounting.body.data.payload.errors.mounting).toBeDefined();
    expect((await json("/web-api/photobook-price?type=digitalfotobuch&cover=hard&binding=pur&format=din-portrait&pageCount=24")).status).toBe(200);
    expect((await json("/web-api/photobook-price?type=echtfotobuch&cover=soft&binding=layflat&format=square&pageCount=20")).status).toBe(400);
    const types = await json("/web-api/photobook-types");
    expect(types.body.types.map((x: { type: string }) => x.type)).toEqual(["digitalfotobuch", "echtfotobuch", "fotoheft"]);
    expect((await json("/price-api/prices/article?format=1000x1500&quantity=3")).body.quantity).toBe(3);
    expect((await json("/price-api/prices/format-group?formatGroup=quadratisch")).body.prices.length).toBeGreaterThan(0);
    const formats = await json("/price-api/prices/formats?formats[]=1000x1500&formats[]=1300x1800");
    expect(formats.body.prices.map((p: { format: string }) => p.format)).toEqual(["1000x1500", "1300x1800"]);
    expect((await json("/price-api/prices/formats?formats[]=1x1")).status).toBe(400);
    expect((await json("/price-api/frame?family=holzrahmen&format=3000x4000")).body).toMatchObject({ frameType: "holzrahmen-schwarz", matSize: 30 });
    expect((await json("/price-api/photoboxes")).body).toHaveLength(2);
    expect((await json("/web-api/collage-designer-merch-price?material=leinwand&format=3000x4000")).status).toBe(200);
    expect((await json("/web-api/collage-designer-merch-price")).status).toBe(400);
    expect((await json("/price-api/photo-options-groups")).body.frames).toHaveLength(7);
    expect((await json("/price-api/prices/format-group-prices-images")).body.groups).toHaveLength(3);
  });

  it("gives the shipping table per delivery country", async () => {
    const de = await json("/web-api/shipping-information");
    expect(de.body.rows[0]).toMatchObject({ type: "standard", price: 499 });
    expect(de.body.infoText).toBe("Die Lieferung erfolgt in der Regel 2 bis maximal 4 Werktage nach Übergabe an den Versanddienstleister.");
    const ch = await json("/web-api/shipping-information", { host: "ch.localhost:3000" });
    expect(ch.body).toMatchObject({ currency: "chf", rows: expect.arrayContaining([expect.objectContaining({ type: "express", price: 3499, priceFrom: true })]) });
    expect((await json("/web-api/shipping-information?country=XX")).status).toBe(400);
  });
});

describe("catalogue API", () => {
  it("lists themes with 1461 among them, pages them and refuses bad input", async () => {
    const { body } = await json("/web-api/themes?tileCount=500");
    expect(body.total).toBeGreaterThan(50);
    expect(body.themes.some((th: { id: number }) => th.id === 1461)).toBe(true);
    expect((await json("/web-api/themes?tileCount=3")).body.themes).toHaveLength(3);
    expect((await json("/web-api/themes?occasion=mond")).status).toBe(400);
  });

  it("parses accessory SKUs and describes frames, photo boxes, aspect ratios and templates", async () => {
    expect((await json("/web-api/sku/container?sku=envelope-din-lang-kraft")).body).toEqual({ sku: "envelope-din-lang-kraft", kind: "envelope", subType: "din-lang", width: 2200, height: 1100 });
    expect((await json("/web-api/sku/container?sku=envelope-a4-kraft")).status).toBe(404);
    expect((await json("/web-api/variants-for-frame-types?family=artbox")).body[0]).toMatchObject({ defaultFrameType: "artbox-schwarz", matSize: 0, matType: "mat-none" });
    const boxes = (await json("/web-api/photobox-data")).body;
    expect(boxes.themes).toHaveLength(18);
    expect(boxes.types[0].quantities[0].label).toBe("12 Bilder");
    expect((await json("/web-api/aspect-ratio")).body.images.teaserDesktop).toEqual([59, 22]);
    const set = await json("/web-api/photobook-design-group-set?id=301");
    expect(set.body.category).toBe("hochzeit");
    expect((await json("/web-api/photobook-design-group-set?id=abc")).status).toBe(400);
    expect((await json("/web-api/calendar-design-group")).body.length).toBeGreaterThan(2);
    expect((await json("/web-api/collage-designer-design-group?id=901")).body.photoCount).toBe(4);
    expect((await json("/web-api/collage-designer-design-group?id=999")).status).toBe(404);
  });

  it("documents every endpoint in the OpenAPI reference", async () => {
    const doc = (await json("/web-api/openapi.json")).body;
    for (const path of ["/web-api/card-price", "/web-api/calendar-price", "/web-api/photobook-price", "/web-api/photobook-types", "/price-api/prices/article", "/price-api/prices/format-group", "/price-api/prices/formats", "/price-api/prices/format-group-prices-images", "/price-api/frame", "/price-api/accessory", "/price-api/photo-options-groups", "/price-api/photoboxes", "/web-api/photobox-data", "/web-api/card-accessories", "/web-api/card-accessory-price", "/web-api/shipping-information", "/web-api/themes", "/web-api/aspect-ratio", "/web-api/calendar-design-group", "/web-api/photobook-design-group-set", "/web-api/collage-designer-design-groups", "/web-api/collage-designer-design-group", "/web-api/variants-for-frame-types", "/web-api/sku/container", "/web-api/localized-urls"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths["/web-api/card-price"].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["format", "quantity", "X-Channel"]));
    const html = await (await t.request("/web-api/docs")).text();
    expect(html).toContain("/web-api/card-price");
  });
});

describe("every catalogue and price endpoint refuses bad input with 400 and a message", () => {
  it.each([
    "/web-api/card-price?format=klappkarte-hoch&punching=sternchen",
    "/web-api/card-accessories?format=riesenkarte",
    "/web-api/card-accessory-price?kind=teddy",
    "/web-api/card-accessory-price?kind=envelope&quantity=-1",
    "/price-api/accessory",
    "/web-api/calendar-price?type=wandkalender&format=a3-hoch&mounting=spirale&amount=101",
    "/web-api/photobook-price?type=fotoheft&cover=soft&binding=heftbindung&format=square&pageCount=0",
    "/web-api/photobook-types?country=JP",
    "/price-api/prices/article?format=10x",
    "/price-api/prices/format-group?formatGroup=riesig",
    "/price-api/prices/formats",
    "/price-api/prices/format-group-prices-images?paper=papyrus",
    "/price-api/frame?family=goldrahmen&format=3000x4000",
    "/price-api/frame?family=holzrahmen&format=3000x4000&matSize=15",
    "/price-api/photo-options-groups?country=de",
    "/price-api/photoboxes?country=XX",
    "/web-api/collage-designer-merch-price?kind=tasse&variant=gold",
    "/web-api/shipping-information?country=JP",
    "/web-api/themes?tileCount=0",
    "/web-api/sku/container",
    "/web-api/variants-for-frame-types?family=x",
    "/web-api/calendar-design-group?id=abc",
    "/web-api/photobook-design-group-set",
    "/web-api/collage-designer-design-group?id=-3",
    "/web-api/localized-urls?path=",
  ])("%s", async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(typeof body.data.message.text).toBe("string");
    expect(body.data.message.text.length).toBeGreaterThan(5);
  });
});
