import { describe, expect, it } from "vitest";
import { applyBasisPoints, divideRoundHalfUp, invoiceAllowed, priceListFor, reducedVatRate, vatContained, vatRate } from "./money";

describe("VAT rates per delivery country", () => {
  it("gives the standard rate in per cent", () => {
    const rates = Object.fromEntries(["DE", "AT", "CH", "LI", "LU", "FR", "IT", "BE", "NL", "ES", "GB", "US"].map((c) => [c, vatRate(c)]));
    expect(rates).toEqual({ DE: 19, AT: 20, CH: 8.1, LI: 8.1, LU: 17, FR: 20, IT: 22, BE: 21, NL: 21, ES: 21, GB: 20, US: 0 });
  });

  it("lists the reduced rates too (no product of the shop uses them)", () => {
    expect([reducedVatRate("DE"), reducedVatRate("AT"), reducedVatRate("CH"), reducedVatRate("FR")]).toEqual([7, 10, 2.6, 5.5]);
  });

  it("knows no rate for a country the shop does not serve", () => {
    expect(vatRate("XX")).toBeUndefined();
    expect(vatRate("constructor")).toBeUndefined();
  });
});

describe("vatContained: VAT in a gross amount, rounded half-up", () => {
  it("extracts exact amounts", () => {
    expect(vatContained(11900, 19)).toBe(1900);
    expect(vatContained(12000, 20)).toBe(2000);
    expect(vatContained(10810, 8.1)).toBe(810);
    expect(vatContained(12200, 22)).toBe(2200);
  });

  it("rounds halves up (3 cents at 20 % contain 0.5 cents)", () => {
    expect(vatContained(3, 20)).toBe(1);
    expect(vatContained(9, 20)).toBe(2); // 1.5
    expect(vatContained(15, 20)).toBe(3); // 2.5 — half-even would give 2
    expect(vatContained(-3, 20)).toBe(-1);
  });

  it("rounds other fractions to the nearest minor unit", () => {
    expect(vatContained(10950, 19)).toBe(1748); // 1748.32
    expect(vatContained(17900, 19)).toBe(2858); // 2857.98
    expect(vatContained(999, 8.1)).toBe(75); // 74.85
    expect(vatContained(100, 0)).toBe(0);
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => vatContained(1.5, 19)).toThrow(RangeError);
    expect(() => vatContained(100, Number.NaN)).toThrow(RangeError);
  });
});

describe("integer rounding helpers", () => {
  it("divides with half-up rounding", () => {
    expect(divideRoundHalfUp(1045, 10)).toBe(105);
    expect(divideRoundHalfUp(1044, 10)).toBe(104);
    expect(divideRoundHalfUp(-1045, 10)).toBe(-105);
  });

  it("applies a percentage in basis points", () => {
    expect(applyBasisPoints(110, -500)).toBe(105); // 104.5
    expect(applyBasisPoints(219, 4000)).toBe(307); // 306.6
    expect(applyBasisPoints(179, 2500)).toBe(224); // 223.75
  });
});

describe("price lists per country", () => {
  it("maps countries to their list and currency", () => {
    expect(priceListFor("DE")).toEqual({ id: "DE", currency: "eur" });
    expect(priceListFor("AT")).toEqual({ id: "AT", currency: "eur" });
    expect(priceListFor("CH")).toEqual({ id: "CH", currency: "chf" });
    expect(priceListFor("LI")).toEqual({ id: "CH", currency: "chf" });
    for (const country of ["LU", "FR", "IT", "BE", "NL", "ES"]) expect(priceListFor(country)).toEqual({ id: "DE", currency: "eur" });
    expect(priceListFor("GB")).toEqual({ id: "GB", currency: "gbp" });
    expect(priceListFor("US")).toEqual({ id: "US", currency: "usd" });
    expect(priceListFor("PL")).toBeUndefined();
  });
});

describe("invoice purchase from 25 in the cart currency", () => {
  it("starts at exactly 25.00", () => {
    expect(invoiceAllowed(2499, "eur")).toBe(false);
    expect(invoiceAllowed(2500, "eur")).toBe(true);
    expect(invoiceAllowed(2499, "chf")).toBe(false);
    expect(invoiceAllowed(2500, "chf")).toBe(true);
    expect(invoiceAllowed(2500, "gbp")).toBe(true);
    expect(invoiceAllowed(120000, "usd")).toBe(true);
  });

  it("rejects nonsense", () => {
    expect(invoiceAllowed(Number.NaN, "eur")).toBe(false);
    expect(invoiceAllowed(5000, "xyz" as "eur")).toBe(false);
  });
});
