import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration, trackDocumentRequests } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("home page", () => {
  it("renders, hydrates and shows headline, header links and footer without script errors", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl()}/`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      await expect(page.locator("h1").first().textContent()).resolves.toBe("Papeterie für Ihren schönsten Tag");
      expect(await page.title()).toBe("Karten für die großen Tage des Lebens | Kartenwerk");
      expect(await page.locator("html").getAttribute("lang")).toBe("de-DE");

      const header = page.locator("header");
      const account = header.getByTestId("header-account");
      const wishlist = header.getByTestId("header-wishlist");
      const cart = header.getByTestId("header-cart");
      for (const link of [account, wishlist, cart]) expect(await link.isVisible()).toBe(true);
      expect(await account.getAttribute("href")).toBe("/kundenkonto/");
      expect(await account.getAttribute("aria-label")).toBe("Kundenkonto");
      expect(await wishlist.getAttribute("href")).toBe("/merkzettel/");
      expect(await wishlist.getAttribute("aria-label")).toBe("Merkzettel");
      expect(await cart.getAttribute("href")).toBe("/warenkorb/");
      expect(await cart.getAttribute("aria-label")).toBe("Warenkorb");

      const footer = page.locator("footer");
      expect(await footer.isVisible()).toBe(true);
      expect(await footer.getByRole("link", { name: "Impressum" }).getAttribute("href")).toBe("/impressum/");
      expect(await footer.getByRole("link", { name: "Sitemap" }).getAttribute("href")).toBe("/sitemap/");
      expect(await footer.getByTestId("country-switcher").locator("a").count()).toBe(3);

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("navigates client-side to /karten/ via the category bar without reloading the document", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);

      const documentRequests = trackDocumentRequests(page);
      await page.evaluate(() => {
        (window as unknown as { __kwMarker?: string }).__kwMarker = "still-here";
      });

      await page.getByRole("navigation", { name: "Anlässe" }).getByRole("link", { name: "Alle Karten" }).click();
      await page.waitForURL(`${baseUrl()}/karten/`);
      await page.getByRole("heading", { level: 1, name: "Alle Karten" }).waitFor();

      expect(await page.evaluate(() => (window as unknown as { __kwMarker?: string }).__kwMarker)).toBe("still-here");
      expect(documentRequests).toEqual([]);
      expect(await page.getByTestId("listing-page").isVisible()).toBe(true);
      await expect.poll(() => page.title()).toBe("Alle Karten | Kartenwerk");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
