import { describe, expect, it } from "vitest";
import { defaultDomains, localizedUrls, parseDomains, storefrontForHost } from "./hosts";

describe("hosts", () => {
  const domains = defaultDomains("http://localhost:3000");

  it("maps the local hosts to storefronts", () => {
    expect(storefrontForHost(domains, "localhost:3000").storefront).toMatchObject({ channel: "kartenwerk", country: "DE" });
    expect(storefrontForHost(domains, "at.localhost:3000").storefront).toMatchObject({ channel: "kartenwerk", country: "AT" });
    expect(storefrontForHost(domains, "CH.localhost").storefront).toMatchObject({ channel: "kartenwerk", country: "CH" });
    expect(storefrontForHost(domains, "myposter.localhost:3000").storefront).toMatchObject({ channel: "myposter", country: "DE" });
    expect(storefrontForHost(domains, "fr.myposter.localhost").storefront).toMatchObject({ channel: "myposter", country: "FR" });
    expect(storefrontForHost(domains, "evil.example").storefront).toMatchObject({ channel: "kartenwerk", country: "DE" });
    expect(storefrontForHost(domains, undefined).domain.origin).toBe("http://localhost:3000");
  });

  it("parses configured domains and names a bad entry", () => {
    expect(parseDomains("kartenwerk/DE=https://www.kartenwerk.de, kartenwerk/AT=https://www.kartenwerk.at/")).toEqual([
      { channel: "kartenwerk", country: "DE", origin: "https://www.kartenwerk.de" },
      { channel: "kartenwerk", country: "AT", origin: "https://www.kartenwerk.at" },
    ]);
    expect(() => parseDomains("kartenwerk/FR=https://x.fr")).toThrow(/kartenwerk\/FR/);
    expect(() => parseDomains("kartenwerk/DE=ftp://x")).toThrow(/SHOP_DOMAINS/);
  });

  it("lists the same page on every storefront of the channel", () => {
    expect(localizedUrls(domains, "kartenwerk", "/produkte")).toEqual([
      { country: "DE", locale: "de-DE", url: "http://localhost:3000/produkte/" },
      { country: "AT", locale: "de-AT", url: "http://at.localhost:3000/produkte/" },
      { country: "CH", locale: "de-CH", url: "http://ch.localhost:3000/produkte/" },
    ]);
    const poster = localizedUrls(domains, "myposter", "/fr/sitemap/");
    expect(poster).toContainEqual({ country: "CH", locale: "fr-CH", url: "http://ch.myposter.localhost:3000/fr/sitemap" });
    expect(poster).toHaveLength(17);
  });
});
