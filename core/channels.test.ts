import { describe, expect, it } from "vitest";
import { CHANNEL_DEFAULTS, channelHeader, findStorefront, lengthUnitFor, parseChannelHeader, STOREFRONTS, subLocaleFor } from "./channels";
import { LOCALES } from "./locales";

describe("channels", () => {
  it("holds the per-channel defaults of spec §3", () => {
    expect(CHANNEL_DEFAULTS.kartenwerk).toMatchObject({ wishlist: true, guestbooks: true, condolenceBooks: true, trailingSlash: true, defaultCollageId: 1, defaultCoverLamination: "matt", goldRefinementDefault: false, apps: false });
    expect(CHANNEL_DEFAULTS.myposter).toMatchObject({ wishlist: false, apps: true, pricingInOverview: true, trailingSlash: false, defaultCollageId: 13, defaultCoverLamination: "glossy", goldRefinementDefault: true });
    expect(lengthUnitFor("en-US")).toBe("in");
    expect(lengthUnitFor("en-GB")).toBe("cm");
  });

  it("gives the card brand Germany, Austria and Switzerland in German only", () => {
    const card = STOREFRONTS.filter((s) => s.channel === "kartenwerk");
    expect(card.map((s) => s.defaultLocale)).toEqual(["de-DE", "de-AT", "de-CH"]);
    expect(card.every((s) => s.subLocales.length === 0)).toBe(true);
  });

  it("reaches every locale on some poster-brand storefront", () => {
    const reachable = STOREFRONTS.filter((s) => s.channel === "myposter").flatMap((s) => [s.defaultLocale, ...s.subLocales]);
    expect(new Set(reachable)).toEqual(new Set(LOCALES));
  });

  it("selects a sub-locale by its two-letter segment", () => {
    const ch = findStorefront("myposter", "CH")!;
    expect(subLocaleFor(ch, "fr")).toBe("fr-CH");
    expect(subLocaleFor(ch, "it")).toBe("it-CH");
    expect(subLocaleFor(ch, "de")).toBeUndefined();
    expect(subLocaleFor(findStorefront("kartenwerk", "CH")!, "fr")).toBeUndefined();
  });

  it("writes and reads the X-Channel header", () => {
    expect(channelHeader("kartenwerk", "AT")).toBe("kartenwerk-AT");
    expect(parseChannelHeader("kartenwerk-AT")).toEqual({ channel: "kartenwerk", country: "AT" });
    expect(parseChannelHeader("kartenwerk-FR")).toBeUndefined();
    expect(parseChannelHeader("shop-DE")).toBeUndefined();
    expect(parseChannelHeader("kartenwerk")).toBeUndefined();
  });
});
