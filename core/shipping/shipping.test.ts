import { describe, expect, it } from "vitest";
import { DELIVERY_COUNTRIES } from "../countries";
import {
  STANDARD_SHIPPING_TEXT,
  cartClassFor,
  deliveryEstimate,
  deliveryWindowText,
  shippingCountries,
  shippingInfoText,
  shippingInformation,
  shippingOptions,
  shippingSummaries,
  type ShippingOptionsInput,
} from "./shipping";
import { berlinTime, isProductionDay, isPublicHoliday, isSaturdayDeliveryDay, isWorkingDay } from "./working-days";

/** Options as [type, price, handOver, earliest, latest] for compact tables. */
function table(input: Partial<ShippingOptionsInput> & { orderedAt: Date }) {
  const result = shippingOptions({ channel: "kartenwerk", country: "DE", ...input });
  if (!result.ok) throw new Error(result.message);
  return result.options.map((o) => [o.type, o.price, o.handOver, o.earliestDelivery, o.latestDelivery]);
}

const at = (iso: string) => new Date(iso);

describe("working days", () => {
  it("skips weekends and the destination's nationwide public holidays", () => {
    expect(isWorkingDay("2026-12-24", "DE")).toBe(true);
    expect(isWorkingDay("2026-12-25", "DE")).toBe(false);
    expect(isWorkingDay("2026-11-21", "DE")).toBe(false); // Saturday
    expect(isWorkingDay("2028-08-01", "CH")).toBe(false); // Bundesfeiertag
    expect(isWorkingDay("2028-08-01", "DE")).toBe(true);
    expect(isWorkingDay("2026-06-04", "DE")).toBe(true); // Corpus Christi is not nationwide in Germany
    expect(isWorkingDay("2026-06-04", "AT")).toBe(false); // … but it is in Austria
    expect(isWorkingDay("2026-12-08", "AT")).toBe(false);
    expect(isWorkingDay("2027-03-26", "DE")).toBe(false); // Good Friday
    expect(isWorkingDay("2027-03-26", "FR")).toBe(true);
  });

  it("reads a Date as its calendar day in Berlin", () => {
    expect(isWorkingDay(at("2026-12-24T22:30:00Z"), "DE")).toBe(true); // 23:30 on the 24th
    expect(isWorkingDay(at("2026-12-24T23:30:00Z"), "DE")).toBe(false); // 00:30 on the 25th
    expect(berlinTime(at("2026-01-14T10:00:00Z"))).toEqual({ date: "2026-01-14", minutes: 660 }); // CET
    expect(berlinTime(at("2026-07-15T09:00:00Z"))).toEqual({ date: "2026-07-15", minutes: 660 }); // CEST
  });

  it("stops production on Munich's public holidays", () => {
    expect(isProductionDay("2026-06-04")).toBe(false); // Fronleichnam (Bavaria)
    expect(isProductionDay("2029-08-15")).toBe(false); // Mariä Himmelfahrt (Munich)
    expect(isWorkingDay("2029-08-15", "DE")).toBe(true);
    expect(isProductionDay("2026-01-06")).toBe(false);
    expect(isProductionDay("2026-12-24")).toBe(true);
    expect(isProductionDay("2026-11-21")).toBe(false);
  });

  it("delivers on Saturdays only in Germany and not on holidays", () => {
    expect(isSaturdayDeliveryDay("2026-11-21", "DE")).toBe(true);
    expect(isSaturdayDeliveryDay("2026-11-21", "AT")).toBe(false);
    expect(isSaturdayDeliveryDay("2026-12-26", "DE")).toBe(false);
    expect(isSaturdayDeliveryDay("2026-11-20", "DE")).toBe(false);
  });

  it("knows public holidays per country", () => {
    expect(isPublicHoliday("2026-05-01", "DE")).toBe(true);
    expect(isPublicHoliday("2026-05-01", "NL")).toBe(false);
    expect(isPublicHoliday("2026-04-27", "NL")).toBe(true); // Koningsdag
  });

  it("refuses malformed dates", () => {
    expect(() => isWorkingDay("2026-02-30", "DE")).toThrow(RangeError);
    expect(() => isWorkingDay("24.12.2026", "DE")).toThrow(RangeError);
  });
});

describe("shipping prices (spec §9)", () => {
  it("charges the card brand's prices in Germany, Austria and Switzerland", () => {
    const rows = (country: string) => {
      const info = shippingInformation("kartenwerk", country);
      if (!info.ok) throw new Error(info.message);
      return [info.currency, info.rows.map((r) => [r.type, r.price, r.priceFrom, r.prices.map((p) => p.price)])];
    };
    expect(rows("DE")).toEqual([
      "eur",
      [
        ["standard", 499, false, [499, 499, 499]],
        ["express", 1299, true, [1299, 1699, 2299]],
        ["saturday", 2299, true, [2299, 2699, 3299]],
      ],
    ]);
    expect(rows("AT")).toEqual([
      "eur",
      [
        ["standard", 599, false, [599, 599, 599]],
        ["express", 2299, true, [2299, 2799, 3499]],
      ],
    ]);
    expect(rows("CH")).toEqual([
      "chf",
      [
        ["standard", 999, false, [999, 999, 999]],
        ["express", 3499, true, [3499, 3999, 4999]],
      ],
    ]);
  });

  it("configures every delivery country, Saturday only in Germany", () => {
    expect(shippingCountries("kartenwerk")).toEqual([...DELIVERY_COUNTRIES]);
    expect(shippingCountries("myposter")).toEqual([...DELIVERY_COUNTRIES, "GB", "US"]);
    for (const channel of ["kartenwerk", "myposter"] as const) {
      for (const country of shippingCountries(channel)) {
        const info = shippingInformation(channel, country);
        expect(info.ok && info.rows.some((r) => r.type === "saturday")).toBe(country === "DE");
      }
    }
    const li = shippingInformation("kartenwerk", "LI");
    expect(li.ok && [li.currency, li.rows[0]!.price]).toEqual(["chf", 999]);
    const gb = shippingInformation("myposter", "GB");
    expect(gb.ok && [gb.currency, gb.rows[0]!.price, gb.rows[0]!.deliveryTime]).toEqual(["gbp", 995, "3–6 Werktage"]);
  });

  it("gives the German texts", () => {
    expect(STANDARD_SHIPPING_TEXT).toBe("Die Lieferung erfolgt in der Regel 2 bis maximal 4 Werktage nach Übergabe an den Versanddienstleister.");
    const info = shippingInformation("kartenwerk", "DE");
    expect(info.ok && info.texts).toEqual({
      standard: STANDARD_SHIPPING_TEXT,
      production: "Ihre Bestellung wird innerhalb von 1 Werktag produziert und dann an den Versanddienstleister übergeben.",
      express: "Bei Bestellung bis 11:00 Uhr an einem Werktag (Montag bis Freitag) wird Ihre Bestellung noch am selben Tag produziert und innerhalb von 24 Stunden zugestellt.",
    });
    expect(info.ok && info.rows.map((r) => r.deliveryTime)).toEqual(["2–4 Werktage", "24 Stunden", "Samstag"]);
    expect(info.ok && info.countryName).toBe("Deutschland");
    expect(info.ok && info.infoText).toBe(STANDARD_SHIPPING_TEXT);
    const italy = shippingInformation("kartenwerk", "IT");
    expect(italy.ok && italy.infoText).toBe("Die Lieferung erfolgt in der Regel 3 bis maximal 5 Werktage nach Übergabe an den Versanddienstleister.");
    expect(shippingInfoText("kartenwerk", "IT")).toBe(italy.ok && italy.infoText);
    expect(shippingInfoText("kartenwerk", "CH")).toBe(STANDARD_SHIPPING_TEXT);
    expect(shippingInfoText("kartenwerk", "GB")).toBe(STANDARD_SHIPPING_TEXT);
  });

  it("picks the express price by cart class", () => {
    expect([1, 100, 101, 400, 401, 5000].map((n) => cartClassFor("kartenwerk", n))).toEqual(["S", "S", "M", "M", "L", "L"]);
    expect([1, 2, 3, 5, 6].map((n) => cartClassFor("myposter", n))).toEqual(["S", "S", "M", "M", "L"]);
    const monday = at("2026-11-16T08:00:00Z");
    const express = (input: Partial<ShippingOptionsInput>) => {
      const result = shippingOptions({ channel: "kartenwerk", country: "DE", orderedAt: monday, ...input });
      return result.ok ? [result.cartClass, result.options.find((o) => o.type === "express")!.price] : result.message;
    };
    expect(express({})).toEqual(["S", 1299]);
    expect(express({ itemCount: 150 })).toEqual(["M", 1699]);
    expect(express({ itemCount: 500 })).toEqual(["L", 2299]);
    expect(express({ itemCount: 500, cartClass: "S" })).toEqual(["S", 1299]);
    expect(express({ country: "CH", itemCount: 250 })).toEqual(["M", 3999]);
    expect(express({ itemCount: 0 })).toBe("Bitte geben Sie eine gültige Anzahl an Artikeln an.");
  });

  it("marks class-dependent prices as from-prices only when the cart size is unknown", () => {
    const fromFlags = (input: Partial<ShippingOptionsInput>) => {
      const result = shippingOptions({ channel: "kartenwerk", country: "DE", orderedAt: at("2026-11-20T09:00:00Z"), ...input });
      return result.ok && result.options.map((o) => [o.type, o.priceIsFrom]);
    };
    expect(fromFlags({})).toEqual([["standard", false], ["express", true], ["saturday", true]]);
    expect(fromFlags({ itemCount: 40 })).toEqual([["standard", false], ["express", false], ["saturday", false]]);
    expect(fromFlags({ cartClass: "L" })).toEqual([["standard", false], ["express", false], ["saturday", false]]);
  });

  it("refuses countries and channels it does not serve", () => {
    expect(shippingOptions({ channel: "kartenwerk", country: "GB", orderedAt: new Date() })).toEqual({
      ok: false,
      field: "country",
      message: "In dieses Land liefern wir leider nicht.",
    });
    expect(shippingInformation("druckerei" as "kartenwerk", "DE")).toMatchObject({ ok: false, field: "channel" });
    expect(shippingOptions({ channel: "kartenwerk", country: "DE", orderedAt: new Date("nonsense") })).toMatchObject({ ok: false, field: "orderedAt" });
  });
});

describe("delivery dates", () => {
  it("crosses a weekend (order Friday afternoon)", () => {
    // Fri 20.11.2026 15:00 CET: standard hand-over Monday, delivery Wed–Fri; express too late → produced Monday, delivered Tuesday
    expect(table({ orderedAt: at("2026-11-20T14:00:00Z") })).toEqual([
      ["standard", 499, "2026-11-23", "2026-11-25", "2026-11-27"],
      ["express", 1299, "2026-11-23", "2026-11-24", "2026-11-24"],
    ]);
  });

  it("offers Saturday delivery in Germany for a Friday-morning express order", () => {
    expect(table({ orderedAt: at("2026-11-20T09:00:00Z") })).toEqual([
      ["standard", 499, "2026-11-23", "2026-11-25", "2026-11-27"],
      ["express", 1299, "2026-11-20", "2026-11-23", "2026-11-23"],
      ["saturday", 2299, "2026-11-20", "2026-11-21", "2026-11-21"],
    ]);
    // Thursday after the cut-off: produced Friday, so Saturday delivery is possible too
    expect(deliveryEstimate("saturday", "DE", at("2026-11-19T13:00:00Z"))).toEqual({
      ok: true,
      type: "saturday",
      handOver: "2026-11-20",
      earliestDelivery: "2026-11-21",
      latestDelivery: "2026-11-21",
    });
  });

  it("never delivers on Saturday outside Germany", () => {
    expect(table({ country: "AT", orderedAt: at("2026-11-20T09:00:00Z") })).toEqual([
      ["standard", 599, "2026-11-23", "2026-11-25", "2026-11-27"],
      ["express", 2299, "2026-11-20", "2026-11-23", "2026-11-23"],
    ]);
    expect(deliveryEstimate("saturday", "AT", at("2026-11-20T09:00:00Z"))).toEqual({
      ok: false,
      field: "type",
      message: "Die Samstagszustellung ist nur innerhalb Deutschlands möglich.",
    });
    expect(deliveryEstimate("saturday", "DE", at("2026-11-17T09:00:00Z"))).toEqual({
      ok: false,
      field: "type",
      message: "Die Samstagszustellung ist nur bei Bestellung bis Freitag 11:00 Uhr möglich.",
    });
  });

  it("waits for Christmas (order Wednesday 23.12.2026)", () => {
    // Standard: hand-over Thu 24.12; 25./26.12 holidays, weekend → 28.12 is day 1, 29.12 day 2, 31.12 day 4
    expect(table({ orderedAt: at("2026-12-23T09:00:00Z") })).toEqual([
      ["standard", 499, "2026-12-24", "2026-12-29", "2026-12-31"],
      ["express", 1299, "2026-12-23", "2026-12-24", "2026-12-24"],
    ]);
    // After 11:00 express is produced on the 24th and arrives after the holidays
    expect(table({ orderedAt: at("2026-12-23T11:30:00Z") })).toEqual([
      ["standard", 499, "2026-12-24", "2026-12-29", "2026-12-31"],
      ["express", 1299, "2026-12-24", "2026-12-28", "2026-12-28"],
    ]);
  });

  it("waits for Easter 2027 at the production site and the destination", () => {
    // Thu 25.03.2027 09:00 CET: Good Friday and Easter Monday stop production; hand-over Tue 30.03
    expect(table({ orderedAt: at("2027-03-25T08:00:00Z") })).toEqual([
      ["standard", 499, "2027-03-30", "2027-04-01", "2027-04-05"],
      ["express", 1299, "2027-03-25", "2027-03-30", "2027-03-30"],
    ]);
    // Easter Monday 29.03.2027 10:30 CEST (after the switch to summer time): no production that day
    expect(deliveryEstimate("express", "DE", at("2027-03-29T08:30:00Z"))).toMatchObject({ handOver: "2027-03-30", earliestDelivery: "2027-03-31" });
  });

  it("skips Labour Day (1 May 2026 is a Friday)", () => {
    // Wed 29.04 12:00 CEST: standard hand-over Thu 30.04; 01.05 holiday → 04.05 day 1, 05.05 day 2, 07.05 day 4
    expect(table({ orderedAt: at("2026-04-29T10:00:00Z") })).toEqual([
      ["standard", 499, "2026-04-30", "2026-05-05", "2026-05-07"],
      ["express", 1299, "2026-04-30", "2026-05-04", "2026-05-04"],
    ]);
    // Thu 30.04 after the cut-off: Friday is a holiday, so no Saturday delivery that week
    expect(table({ orderedAt: at("2026-04-30T10:00:00Z") })).toEqual([
      ["standard", 499, "2026-05-04", "2026-05-06", "2026-05-08"],
      ["express", 1299, "2026-05-04", "2026-05-05", "2026-05-05"],
    ]);
  });

  it("skips the Swiss national day (Tue 1 August 2028) for Swiss deliveries only", () => {
    const friday = at("2028-07-28T08:00:00Z");
    expect(table({ country: "CH", orderedAt: friday })[0]).toEqual(["standard", 999, "2028-07-31", "2028-08-03", "2028-08-07"]);
    expect(table({ country: "DE", orderedAt: friday })[0]).toEqual(["standard", 499, "2028-07-31", "2028-08-02", "2028-08-04"]);
    const monday = at("2028-07-31T08:00:00Z");
    expect(deliveryEstimate("express", "CH", monday)).toMatchObject({ handOver: "2028-07-31", earliestDelivery: "2028-08-02" });
    expect(deliveryEstimate("express", "DE", monday)).toMatchObject({ handOver: "2028-07-31", earliestDelivery: "2028-08-01" });
  });

  it("delays the hand-over on a Bavarian holiday (Corpus Christi, Thu 4 June 2026)", () => {
    expect(deliveryEstimate("standard", "DE", at("2026-06-03T10:00:00Z"))).toMatchObject({
      handOver: "2026-06-05",
      earliestDelivery: "2026-06-09",
      latestDelivery: "2026-06-11",
    });
    // An express order on the holiday is produced on Friday — and can then arrive on Saturday
    expect(table({ orderedAt: at("2026-06-04T07:00:00Z") }).slice(1)).toEqual([
      ["express", 1299, "2026-06-05", "2026-06-08", "2026-06-08"],
      ["saturday", 2299, "2026-06-05", "2026-06-06", "2026-06-06"],
    ]);
  });

  it("applies the 11:00 cut-off in Berlin time, winter (CET) and summer (CEST)", () => {
    const express = (iso: string) => deliveryEstimate("express", "DE", at(iso));
    // Winter: 11:00 CET = 10:00 UTC
    expect(express("2026-01-14T09:59:59Z")).toMatchObject({ handOver: "2026-01-14", earliestDelivery: "2026-01-15" });
    expect(express("2026-01-14T10:00:00Z")).toMatchObject({ handOver: "2026-01-15", earliestDelivery: "2026-01-16" });
    // Summer: 11:00 CEST = 09:00 UTC
    expect(express("2026-07-15T08:59:59Z")).toMatchObject({ handOver: "2026-07-15", earliestDelivery: "2026-07-16" });
    expect(express("2026-07-15T09:00:00Z")).toMatchObject({ handOver: "2026-07-16", earliestDelivery: "2026-07-17" });
    // The same UTC time is before the cut-off in winter and after it in summer
    expect(express("2026-01-14T09:30:00Z")).toMatchObject({ handOver: "2026-01-14" });
    expect(express("2026-07-15T09:30:00Z")).toMatchObject({ handOver: "2026-07-16" });
  });

  it("takes 1 to 2 days for express to the other EU countries and 3 to 5 for standard to Italy", () => {
    expect(table({ country: "FR", orderedAt: at("2026-11-16T08:00:00Z") })).toEqual([
      ["standard", 799, "2026-11-17", "2026-11-19", "2026-11-23"],
      ["express", 2999, "2026-11-16", "2026-11-17", "2026-11-18"],
    ]);
    expect(table({ country: "IT", orderedAt: at("2026-11-16T08:00:00Z") })[0]).toEqual(["standard", 899, "2026-11-17", "2026-11-20", "2026-11-24"]);
  });

  it("produces posters in 2 days and counts US holidays (Thanksgiving)", () => {
    expect(table({ channel: "myposter", orderedAt: at("2026-11-16T08:00:00Z") })[0]).toEqual(["standard", 595, "2026-11-18", "2026-11-20", "2026-11-24"]);
    expect(table({ channel: "myposter", country: "US", orderedAt: at("2026-11-16T08:00:00Z") })[0]).toEqual(["standard", 1995, "2026-11-18", "2026-11-25", "2026-12-03"]);
  });

  it("offers no same-day delivery", () => {
    expect(deliveryEstimate("same-day", "DE", at("2026-11-16T08:00:00Z"))).toEqual({ ok: false, field: "type", message: "Same-Day-Lieferung bieten wir derzeit nicht an." });
  });
});

describe("product page shipping lines", () => {
  it("shows the options with German delivery windows", () => {
    expect(shippingSummaries("kartenwerk", "DE", at("2026-11-20T09:00:00Z"))).toEqual([
      { label: "Standardversand", price: { amount: 499, currency: "eur" }, from: false, delivery: "Lieferung 25.11.–27.11.2026" },
      { label: "Expressversand", price: { amount: 1299, currency: "eur" }, from: true, delivery: "Lieferung 23.11.2026" },
      { label: "Samstagszustellung", price: { amount: 2299, currency: "eur" }, from: true, delivery: "Lieferung 21.11.2026" },
    ]);
    expect(deliveryWindowText("2026-12-29", "2027-01-04")).toBe("Lieferung 29.12.2026–04.01.2027");
  });
});
