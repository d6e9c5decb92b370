import { describe, expect, it } from "vitest";
import { currencyForLocale, formatDate, formatMoney, isLocale, LOCALES, localeSchema, localeStringSchema } from "./locales";

describe("locales", () => {
  it("knows the 17 locales of the spec with de-DE among them", () => {
    expect(LOCALES).toHaveLength(17);
    expect(isLocale("de-DE")).toBe(true);
    expect(isLocale("de-de")).toBe(false);
  });

  it("validates locale strings as two letters, dash, two letters", () => {
    expect(localeStringSchema.safeParse("fr-BE").success).toBe(true);
    for (const bad of ["de", "de_DE", "DE-de", "deu-DE", "de-DEU", "", "de-DE "]) {
      expect(localeStringSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(localeSchema.safeParse("pt-PT").success).toBe(false);
  });

  it("picks the currency from the locale", () => {
    expect(currencyForLocale("de-DE")).toBe("eur");
    expect(currencyForLocale("de-AT")).toBe("eur");
    expect(currencyForLocale("de-CH")).toBe("chf");
    expect(currencyForLocale("fr-CH")).toBe("chf");
    expect(currencyForLocale("de-LI")).toBe("chf");
    expect(currencyForLocale("en-GB")).toBe("gbp");
    expect(currencyForLocale("en-US")).toBe("usd");
    expect(currencyForLocale("nl-BE")).toBe("eur");
  });

  it("formats money and dates as shoppers write them", () => {
    expect(formatMoney(190, "eur", "de-DE").replace(/\s/g, " ")).toBe("1,90 €");
    expect(formatMoney(350, "chf", "de-CH").replace(/\s/g, " ")).toBe("CHF 3.50");
    expect(formatDate(new Date("2026-12-24T10:00:00Z"), "de-DE")).toBe("24.12.2026");
  });
});
