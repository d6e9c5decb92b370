import { describe, expect, it } from "vitest";
import { CARD_PRICE_LISTS, CARD_QUANTITY_TIERS } from "../../catalogue/prices/cards";
import { CARD_FORMAT_KEYS, PAPER_KEYS, PRICE_NOTES, REFINEMENT_UNAVAILABLE_MESSAGE, type CardFormat } from "../catalogue/cards";
import {
  DEFAULT_QUANTITY,
  cardAccessoryPrice,
  cardPrice,
  cardPriceFrom,
  cardPriceTable,
  envelopeExtraPrice,
  inlayExtraPrice,
  isPickerQuantity,
  quantitySteps,
  sampleCardsPrice,
  type CardPriceInput,
} from "./cards";

const QUANTITY_MESSAGE = "Bitte wählen Sie eine Menge zwischen 1 und 5000.";

const klappkarte = (overrides: Partial<CardPriceInput> = {}): CardPriceInput => ({
  format: "klappkarte-hoch",
  paper: "premium-matt",
  refinement: "ohne",
  punching: "ohne",
  quantity: 50,
  country: "DE",
  ...overrides,
});

function priced(input: CardPriceInput) {
  const result = cardPrice(input);
  if (!result.ok) throw new Error(`expected a price, got ${result.message}`);
  return result;
}

describe("quantity picker (spec §9)", () => {
  const steps = quantitySteps();

  it("runs from 1 to 5000 in 154 steps", () => {
    expect(steps).toHaveLength(154);
    expect(steps[0]).toBe(1);
    expect(steps.at(-1)).toBe(5000);
  });

  it("starts with step 4 to 5, then steps of 5", () => {
    expect(steps.slice(0, 12)).toEqual([1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });

  it("changes step size at the breakpoints 250, 1000, 3000", () => {
    expect(steps.slice(49, 53)).toEqual([245, 250, 260, 270]);
    expect(steps.slice(124, 128)).toEqual([990, 1000, 1100, 1200]);
    expect(steps.slice(144, 148)).toEqual([2900, 3000, 3250, 3500]);
    expect(steps.slice(-3)).toEqual([4500, 4750, 5000]);
  });

  it("preselects the 11th entry, 50", () => {
    expect(steps[10]).toBe(50);
    expect(DEFAULT_QUANTITY).toBe(50);
  });

  it("is ascending without duplicates", () => {
    expect(steps.every((q, i) => i === 0 || q > steps[i - 1]!)).toBe(true);
  });

  it("recognises picker quantities", () => {
    expect([1, 5, 50, 250, 260, 1100, 3250, 5000].map(isPickerQuantity)).toEqual(Array(8).fill(true));
    expect([0, 2, 52, 255, 1010, 3100, 5001, 2.5].map(isPickerQuantity)).toEqual(Array(8).fill(false));
  });

  it("returns a copy the caller may change", () => {
    quantitySteps().push(99999);
    expect(quantitySteps()).toHaveLength(154);
  });
});

describe("cardPrice", () => {
  it("prices a Klappkarte hoch on Premiumpapier matt: 2,19 € at 50, 1,79 € at 100", () => {
    const fifty = priced(klappkarte());
    expect(fifty).toMatchObject({ currency: "eur", quantity: 50, perPiece: 219, setupFee: 0, total: 10950, effectivePerPiece: 219 });
    expect(fifty.vatRate).toBe(19);
    expect(fifty.vatAmount).toBe(1748);
    expect(fifty.notes).toEqual(PRICE_NOTES);
    expect(fifty.breakdown).toEqual([{ label: "Klappkarte hoch", perPiece: 219, total: 10950 }]);

    const hundred = priced(klappkarte({ quantity: 100 }));
    expect(hundred).toMatchObject({ perPiece: 179, total: 17900, vatAmount: 2858 });
  });

  it("prices a Postkarte at 1,29 € for 50", () => {
    expect(priced(klappkarte({ format: "postkarte-hoch" }))).toMatchObject({ perPiece: 129, total: 6450 });
  });

  it("uses the tier whose lowest quantity is reached", () => {
    const perPiece = (quantity: number) => priced(klappkarte({ quantity })).perPiece;
    expect([1, 9, 10, 24, 25, 49, 50, 99, 100, 149, 150, 249, 250, 499, 500, 999, 1000, 2499, 2500, 5000].map(perPiece)).toEqual([
      399, 399, 299, 299, 249, 249, 219, 219, 179, 179, 169, 169, 149, 149, 129, 129, 109, 109, 99, 99,
    ]);
  });

  it("orders the format groups: small items < postcards < folded < double-folded < pocketfold", () => {
    const at100 = (format: CardFormat) => priced(klappkarte({ format, quantity: 100 })).perPiece;
    expect(at100("aufkleber-rund")).toBe(32);
    expect(at100("tischkarte")).toBe(59);
    expect(at100("postkarte-quer")).toBe(105);
    expect(at100("klappkarte-quadratisch")).toBe(179);
    expect(at100("doppelklappkarte-hoch")).toBe(249);
    expect(at100("pocketfold")).toBe(379);
  });

  it("adds paper, foil with its setup fee, and punching — breakdown sums to the price", () => {
    // 179 × 1.25 = 223.75 → 224; + gold 45 + round corners 10 = 279; 279 × 100 + setup 1490 = 29 390
    const result = priced(klappkarte({ paper: "buettenpapier", refinement: "gold", punching: "runde-ecken", quantity: 100 }));
    expect(result).toMatchObject({ perPiece: 279, setupFee: 1490, total: 29390, effectivePerPiece: 294, vatAmount: 4693 });
    expect(result.breakdown).toEqual([
      { label: "Klappkarte hoch", perPiece: 179, total: 17900 },
      { label: "Papier: Büttenpapier", perPiece: 45, total: 4500 },
      { label: "Veredelung: Goldfolie", perPiece: 45, total: 4500 },
      { label: "Einrichtung Goldfolie (einmalig)", perPiece: 0, total: 1490 },
      { label: "Stanzung: Runde Ecken", perPiece: 10, total: 1000 },
    ]);
    expect(result.breakdown.reduce((sum, line) => sum + line.perPiece, 0)).toBe(result.perPiece);
    expect(result.breakdown.reduce((sum, line) => sum + line.total, 0)).toBe(result.total);
  });

  it("rounds the per-piece price half-up after the paper factor", () => {
    // Austria, Postkarte at 100: 1,10 € × 95 % (Recyclingpapier) = 1,045 € → 1,05 € (half-even would give 1,04 €)
    const result = priced(klappkarte({ format: "postkarte-quer", paper: "recyclingpapier", quantity: 100, country: "AT" }));
    expect(result).toMatchObject({ currency: "eur", perPiece: 105, total: 10500, vatRate: 20, vatAmount: 1750 });
    expect(result.breakdown[1]).toEqual({ label: "Papier: Recyclingpapier", perPiece: -5, total: -500 });
    // 2,19 € × 95 % (Kraftpapier) = 2,0805 € → 2,08 €; × 140 % (extra dick) = 3,066 € → 3,07 €
    expect(priced(klappkarte({ paper: "kraftpapier" })).perPiece).toBe(208);
    expect(priced(klappkarte({ paper: "extra-dick" })).perPiece).toBe(307);
  });

  it("prices Switzerland in francs with relief and heart corners", () => {
    // 370 × 120 % (Perlmutt) = 444; + relief 50 + heart corners 30 = 524; × 25 + setup 2690 = 15 790
    const result = priced(klappkarte({ format: "klappkarte-quadratisch", paper: "perlmuttpapier", refinement: "relief", punching: "herzecken", quantity: 25, country: "CH" }));
    expect(result).toMatchObject({ currency: "chf", perPiece: 524, setupFee: 2690, total: 15790, effectivePerPiece: 632, vatRate: 8.1, vatAmount: 1183 });
    expect(priced(klappkarte({ format: "klappkarte-quadratisch", paper: "perlmuttpapier", refinement: "relief", punching: "herzecken", quantity: 25, country: "LI" }))).toMatchObject({
      currency: "chf",
      total: 15790,
    });
  });

  it("uses the German list in the other euro countries, with their VAT", () => {
    expect(priced(klappkarte({ country: "LU" }))).toMatchObject({ currency: "eur", perPiece: 219, total: 10950, vatRate: 17, vatAmount: 1591 });
    expect(priced(klappkarte({ country: "IT" }))).toMatchObject({ perPiece: 219, vatRate: 22, vatAmount: 1975 });
  });

  it("refuses a refinement on a paper that cannot carry it", () => {
    for (const paper of ["premium-glanz", "recyclingpapier", "kraftpapier", "transparentpapier"] as const) {
      for (const refinement of ["gold", "silber", "rosegold", "relief"] as const) {
        expect(cardPrice(klappkarte({ paper, refinement }))).toEqual({ ok: false, field: "refinement", message: REFINEMENT_UNAVAILABLE_MESSAGE });
      }
      expect(cardPrice(klappkarte({ paper })).ok).toBe(true);
    }
    expect(cardPrice(klappkarte({ paper: "naturpapier", refinement: "rosegold" })).ok).toBe(true);
  });

  it("refuses quantities outside 1–5000 and fractions", () => {
    for (const quantity of [0, -5, 5001, 2.5, Number.NaN]) {
      expect(cardPrice(klappkarte({ quantity }))).toEqual({ ok: false, field: "quantity", message: QUANTITY_MESSAGE });
    }
    expect(cardPrice(klappkarte({ quantity: 37 })).ok).toBe(true);
  });

  it("refuses unknown options and punching of die-cut items", () => {
    expect(cardPrice(klappkarte({ format: "riesenkarte" as CardFormat }))).toMatchObject({ ok: false, field: "format" });
    expect(cardPrice(klappkarte({ paper: "toString" as "premium-matt" }))).toMatchObject({ ok: false, field: "paper" });
    expect(cardPrice(klappkarte({ refinement: "platin" as "gold" }))).toMatchObject({ ok: false, field: "refinement" });
    expect(cardPrice(klappkarte({ punching: "sterne" as "ohne" }))).toMatchObject({ ok: false, field: "punching" });
    expect(cardPrice(klappkarte({ country: "PL" }))).toEqual({ ok: false, field: "country", message: "In dieses Land liefern wir leider nicht." });
    expect(cardPrice(klappkarte({ format: "aufkleber-rund", punching: "herzecken" }))).toEqual({
      ok: false,
      field: "punching",
      message: "Für dieses Format ist keine Stanzung möglich.",
    });
  });

  it("prices every format, paper and tier in every list with a positive price", () => {
    for (const country of ["DE", "AT", "CH", "GB", "US"]) {
      for (const format of CARD_FORMAT_KEYS) {
        for (const paper of PAPER_KEYS) {
          const result = priced(klappkarte({ format, paper, quantity: 5000, country }));
          expect(result.perPiece).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("card price lists", () => {
  it("get cheaper per piece (or stay equal) with every tier", () => {
    for (const list of Object.values(CARD_PRICE_LISTS)) {
      for (const prices of Object.values(list.base)) {
        expect(prices).toHaveLength(CARD_QUANTITY_TIERS.length);
        expect(prices.every((price, i) => i === 0 || price <= prices[i - 1]!)).toBe(true);
      }
    }
  });

  it("start every tier at a picker quantity", () => {
    expect(CARD_QUANTITY_TIERS.every(isPickerQuantity)).toBe(true);
  });

  it("make Austria a little dearer than Germany", () => {
    const { DE, AT } = CARD_PRICE_LISTS;
    for (const [priceClass, prices] of Object.entries(DE.base)) {
      prices.forEach((price, i) => expect(AT.base[priceClass as keyof typeof AT.base][i]).toBeGreaterThanOrEqual(price));
    }
  });
});

describe("cardPriceTable", () => {
  it("lists the product page quantities", () => {
    const table = cardPriceTable({ format: "klappkarte-hoch", paper: "premium-matt", refinement: "ohne", punching: "ohne", country: "DE" });
    expect(table.ok && table.currency).toBe("eur");
    expect(table.ok && table.rows.map((r) => [r.quantity, r.perPiece, r.total])).toEqual([
      [10, 299, 2990],
      [25, 249, 6225],
      [50, 219, 10950],
      [100, 179, 17900],
      [150, 169, 25350],
      [250, 149, 37250],
      [500, 129, 64500],
    ]);
  });

  it("adds the setup fee to every row", () => {
    const table = cardPriceTable({ format: "klappkarte-hoch", paper: "premium-matt", refinement: "silber", punching: "ohne", country: "DE" }, [10, 100]);
    expect(table.ok && table.rows).toEqual([
      { quantity: 10, perPiece: 344, setupFee: 1490, total: 4930, effectivePerPiece: 493 },
      { quantity: 100, perPiece: 224, setupFee: 1490, total: 23890, effectivePerPiece: 239 },
    ]);
  });

  it("reports invalid combinations like cardPrice", () => {
    expect(cardPriceTable({ format: "klappkarte-hoch", paper: "kraftpapier", refinement: "gold", punching: "ohne", country: "DE" })).toEqual({
      ok: false,
      field: "refinement",
      message: REFINEMENT_UNAVAILABLE_MESSAGE,
    });
  });
});

describe("cardPriceFrom", () => {
  it("is the per-piece price at the largest tier on the cheapest paper", () => {
    expect(cardPriceFrom("klappkarte-hoch", "DE")).toEqual({ amount: 94, currency: "eur" }); // 99 × 95 % = 94.05
    expect(cardPriceFrom("klappkarte-hoch", "FR")).toEqual({ amount: 94, currency: "eur" });
    expect(cardPriceFrom("postkarte-hoch", "AT")).toEqual({ amount: 62, currency: "eur" }); // 65 × 95 % = 61.75
    expect(cardPriceFrom("klappkarte-hoch", "CH")).toEqual({ amount: 138, currency: "chf" }); // 145 × 95 % = 137.75
    expect(cardPriceFrom("pocketfold", "LI")).toEqual({ amount: 304, currency: "chf" }); // 320 × 95 %
  });

  it("is never above what cardPrice charges for that format", () => {
    const from = cardPriceFrom("doppelklappkarte-quer", "DE")!.amount;
    expect(priced(klappkarte({ format: "doppelklappkarte-quer", paper: "kraftpapier", quantity: 5000 })).perPiece).toBe(from);
    expect(priced(klappkarte({ format: "doppelklappkarte-quer", quantity: 5000 })).perPiece).toBeGreaterThan(from);
  });

  it("is undefined for an unknown country or format", () => {
    expect(cardPriceFrom("klappkarte-hoch", "PL")).toBeUndefined();
    expect(cardPriceFrom("riesenkarte" as CardFormat, "DE")).toBeUndefined();
  });
});

describe("envelope and inlay extra prices (spec §9)", () => {
  const envelope = (size: "c6" | "b6" | "din-lang", country: string) => {
    const result = envelopeExtraPrice({ size }, country);
    return result.ok ? [result.perPiece, result.currency] : result.message;
  };

  it("charges the spec's prices per class: standard C6, compact B6, large DIN lang", () => {
    expect([envelope("c6", "AT"), envelope("b6", "AT"), envelope("din-lang", "AT")]).toEqual([[100, "eur"], [150, "eur"], [150, "eur"]]);
    expect([envelope("c6", "CH"), envelope("b6", "CH"), envelope("din-lang", "CH")]).toEqual([[100, "chf"], [120, "chf"], [290, "chf"]]);
    expect([envelope("c6", "DE"), envelope("b6", "DE"), envelope("din-lang", "DE")]).toEqual([[95, "eur"], [110, "eur"], [180, "eur"]]);
    expect([envelope("c6", "NL"), envelope("b6", "ES"), envelope("din-lang", "LU")]).toEqual([[95, "eur"], [110, "eur"], [180, "eur"]]);
    expect(envelope("din-lang", "LI")).toEqual([290, "chf"]);
  });

  it("reads the size from an envelope SKU", () => {
    expect(envelopeExtraPrice("envelope-din-lang-kraft", "DE")).toEqual({ ok: true, currency: "eur", sizeClass: "large", perPiece: 180 });
    expect(envelopeExtraPrice("envelope-b6-nachtblau", "CH")).toEqual({ ok: true, currency: "chf", sizeClass: "compact", perPiece: 120 });
    expect(envelopeExtraPrice("envelope-a4-weiss", "DE")).toMatchObject({ ok: false, field: "sku" });
    expect(envelopeExtraPrice("inlay-hoch-kraftpapier", "DE")).toMatchObject({ ok: false, field: "sku" });
  });

  it("prices inlays: portrait and landscape standard, square compact", () => {
    expect(inlayExtraPrice("inlay-hoch-transparentpapier", "DE")).toEqual({ ok: true, currency: "eur", sizeClass: "standard", perPiece: 95 });
    expect(inlayExtraPrice({ subType: "quer" }, "AT")).toEqual({ ok: true, currency: "eur", sizeClass: "standard", perPiece: 100 });
    expect(inlayExtraPrice("inlay-quadratisch-premium-matt", "CH")).toEqual({ ok: true, currency: "chf", sizeClass: "compact", perPiece: 120 });
    expect(inlayExtraPrice("inlay-rund-premium-matt", "DE")).toMatchObject({ ok: false, field: "sku" });
    expect(inlayExtraPrice({ subType: "hoch" }, "PL")).toMatchObject({ ok: false, field: "country" });
  });
});

describe("cardAccessoryPrice", () => {
  it("gives plain envelopes for free (price 0 in the picker)", () => {
    expect(cardAccessoryPrice({ kind: "envelope", sku: "envelope-c6-kraft", quantity: 50, country: "DE" })).toMatchObject({
      ok: true,
      label: "Briefumschlag C6 Kraftpapier",
      perPiece: 0,
      total: 0,
    });
    expect(cardAccessoryPrice({ kind: "envelope", quantity: 50, country: "CH" })).toMatchObject({ ok: true, perPiece: 0, total: 0, currency: "chf" });
  });

  it("charges the extra price for printed envelopes and inlays", () => {
    expect(cardAccessoryPrice({ kind: "envelope", sku: "envelope-c6-weiss", printed: true, quantity: 50, country: "DE" })).toMatchObject({
      label: "Briefumschlag C6 Weiß bedruckt",
      perPiece: 95,
      total: 4750,
      vatAmount: 758, // 4750 × 19/119 = 758.4
    });
    expect(cardAccessoryPrice({ kind: "envelope", sku: "envelope-din-lang-gold", printed: true, quantity: 20, country: "CH" })).toMatchObject({ perPiece: 290, total: 5800, currency: "chf" });
    expect(cardAccessoryPrice({ kind: "envelope", printed: true, quantity: 20, country: "DE" })).toMatchObject({ ok: false, field: "sku" });
    expect(cardAccessoryPrice({ kind: "inlay", sku: "inlay-quadratisch-transparentpapier", quantity: 80, country: "AT" })).toMatchObject({
      label: "Einlegeblatt quadratisch",
      perPiece: 150,
      total: 12000,
    });
  });

  it("prices the other accessories per piece", () => {
    const price = (kind: Parameters<typeof cardAccessoryPrice>[0]["kind"], sku: string | undefined, quantity: number, country: string) => {
      const result = cardAccessoryPrice({ kind, sku, quantity, country });
      return result.ok ? [result.label, result.perPiece, result.total] : result.message;
    };
    expect(price("seal", "seal-gold", 50, "DE")).toEqual(["Siegel Gold", 39, 1950]);
    expect(price("pen", "pen-gel-gold", 2, "AT")).toEqual(["Gelstift Gold", 420, 840]);
    expect(price("ribbon", "ribbon-satin-10", 100, "CH")).toEqual(["Satinband 10 mm", 55, 5500]);
    expect(price("screw", "screw-bronze", 30, "DE")).toEqual(["Buchschraube Bronze", 20, 600]);
    expect(price("bag", undefined, 100, "DE")).toEqual(["Klarsichthülle", 25, 2500]);
    expect(price("bow", undefined, 10, "DE")).toEqual(["Schleife", 59, 590]);
    expect(price("box", undefined, 1, "DE")).toEqual(["Geschenkbox", 290, 290]);
    expect(price("posterbar", "posterbar", 1, "DE")).toEqual(["Posterleiste", 990, 990]);
    expect(price("standard", undefined, 1, "CH")).toEqual(["Aufsteller", 590, 590]);
  });

  it("refuses unknown kinds, variants and quantities", () => {
    expect(cardAccessoryPrice({ kind: "sticker" as "seal", sku: "seal-gold", quantity: 1, country: "DE" })).toMatchObject({ ok: false, field: "kind" });
    expect(cardAccessoryPrice({ kind: "seal", quantity: 1, country: "DE" })).toMatchObject({ ok: false, field: "sku" });
    expect(cardAccessoryPrice({ kind: "seal", sku: "seal-platin", quantity: 1, country: "DE" })).toMatchObject({ ok: false, field: "sku" });
    expect(cardAccessoryPrice({ kind: "pen", sku: "seal-gold", quantity: 1, country: "DE" })).toMatchObject({ ok: false, field: "sku" });
    expect(cardAccessoryPrice({ kind: "bag", quantity: 0, country: "DE" })).toEqual({ ok: false, field: "quantity", message: QUANTITY_MESSAGE });
  });
});

describe("sample cards (spec §1, §9)", () => {
  it("gives 3 free and charges 1,90 € for each further one in Germany and Austria", () => {
    expect(sampleCardsPrice(3, "DE")).toEqual({ ok: true, currency: "eur", count: 3, free: 3, charged: 0, perPiece: 190, total: 0 });
    expect(sampleCardsPrice(4, "DE")).toMatchObject({ free: 3, charged: 1, total: 190 });
    expect(sampleCardsPrice(4, "AT")).toMatchObject({ currency: "eur", total: 190 });
    expect(sampleCardsPrice(10, "DE")).toMatchObject({ charged: 7, total: 1330 });
    expect(sampleCardsPrice(1, "DE")).toMatchObject({ free: 1, charged: 0, total: 0 });
    expect(sampleCardsPrice(0, "DE")).toMatchObject({ total: 0 });
  });

  it("charges 3,50 CHF in Switzerland", () => {
    expect(sampleCardsPrice(4, "CH")).toEqual({ ok: true, currency: "chf", count: 4, free: 3, charged: 1, perPiece: 350, total: 350 });
    expect(sampleCardsPrice(5, "CH")).toMatchObject({ total: 700 });
  });

  it("allows at most 10", () => {
    expect(sampleCardsPrice(11, "DE")).toEqual({ ok: false, field: "count", message: "Sie können höchstens 10 Musterkarten auf einmal bestellen." });
    expect(sampleCardsPrice(-1, "DE")).toMatchObject({ ok: false, field: "count" });
    expect(sampleCardsPrice(2.5, "DE")).toMatchObject({ ok: false, field: "count" });
  });

  it("sends samples only where the card brand sells", () => {
    expect(sampleCardsPrice(1, "GB")).toMatchObject({ ok: false, field: "country" });
  });
});
