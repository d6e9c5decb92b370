import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration, trackDocumentRequests } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const IMAGE_ALT = "404 – Briefumschlag ohne Empfänger auf einem Holztisch";

/** The 404 page renders through the error boundary; waits until its scripts have run (load event + a frame). */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("404 page", () => {
  it("an unknown path answers HTTP 404 and shows the 404 teaser with the full path", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl()}/gibt-es-nicht/?x=1`);
      expect(response?.status()).toBe(404);
      await settle(page);

      const notFound = page.getByTestId("not-found");
      expect(await notFound.isVisible()).toBe(true);
      expect(await notFound.getAttribute("data-path")).toBe("/gibt-es-nicht/?x=1");
      expect(await page.title()).toMatch(/^404\b/);
      expect(await page.title()).toBe("404 Page not found");
      expect(await notFound.locator("h1").textContent()).toBe("Diese Seite gibt es leider nicht");

      const image = notFound.locator("img");
      expect(await image.getAttribute("alt")).toBe(IMAGE_ALT);
      // A large desktop image and a small mobile image.
      expect(await notFound.locator("picture source").getAttribute("srcset")).toBe("/images/404-desktop.svg");
      expect(await image.getAttribute("src")).toBe("/images/404-mobile.svg");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      // The teaser and the control both lead home; the teaser has no visible button.
      const links = notFound.locator("a");
      expect(await links.count()).toBe(2);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href).toBe("/");
      expect(await notFound.locator("button").count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex,nofollow");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("marks the 404 page as hydrated like every other page", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/gibt-es-nicht/`);
      await settle(page);
      // Every page sets <html data-hydrated="true"> once it has loaded (spec §4: hydrating until the
      // page finishes loading); short poll instead of waitForHydration's 15 s so a failure is quick.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated ?? null), { timeout: 3_000 })
        .toBe("true");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the control link 'Zur Startseite' leads to the home page", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/gibt-es-nicht/?x=1`);
      await settle(page);
      const control = page.getByTestId("not-found").locator("> div").getByRole("link", { name: "Zur Startseite" });
      expect(await control.textContent()).toBe("Zur Startseite");
      await control.click();
      await page.waitForURL(`${baseUrl()}/`);
      await page.getByTestId("main-teaser").waitFor();
      expect(await page.locator("h1").first().textContent()).toBe("Papeterie für Ihren schönsten Tag");
      expect(await page.getByTestId("not-found").count()).toBe(0);
      await expect.poll(() => page.title()).toBe("Karten für die großen Tage des Lebens | Kartenwerk");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("client-side navigation to a path without a page yet (header 'Gratis Musterkarten') shows the 404 page with that path", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      const documentRequests = trackDocumentRequests(page);

      await page.locator("header").getByRole("link", { name: "Gratis Musterkarten" }).click();
      await page.waitForURL(`${baseUrl()}/musterkarten/`);
      const notFound = page.getByTestId("not-found");
      await notFound.waitFor();
      expect(documentRequests).toEqual([]);
      expect(await notFound.locator("img").getAttribute("alt")).toBe(IMAGE_ALT);
      await expect.poll(() => page.title()).toMatch(/^404\b/);
      // Header and footer stay.
      expect(await page.getByTestId("header-cart").isVisible()).toBe(true);
      expect(await page.locator("footer").isVisible()).toBe(true);
      // The error data holds the path the shopper asked for (spec §2), as on a full page load.
      expect(await notFound.getAttribute("data-path")).toBe("/musterkarten/");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a full page load of /kundenkonto/ shows the 404 page with that path", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl()}/kundenkonto/`);
      expect(response?.status()).toBe(404);
      await settle(page);
      expect(await page.getByTestId("not-found").getAttribute("data-path")).toBe("/kundenkonto/");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
