import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./browser";

let browser: Browser;
const SMALL = { width: 390, height: 600 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls like a shopper would and lets the page see the scroll (events fire on the next frames). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
}

describe("scroll rules", () => {
  it("a new page starts at the top and going back restores the position", async () => {
    const { context, page, errors } = await openPage(browser, SMALL);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600 + SMALL.height + 100);

      await scrollTo(page, 600);
      // A click as by touch on a link not in view would scroll first; the footer link is clicked in place.
      const documentRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documentRequests.push(request.url());
      });
      await page.locator("footer").getByRole("link", { name: "Sitemap" }).dispatchEvent("click");
      await page.waitForURL(`${baseUrl()}/sitemap/`);
      await page.getByTestId("sitemap-page").waitFor();
      expect(documentRequests).toEqual([]);
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await page.waitForURL(`${baseUrl()}/`);
      await page.getByTestId("home-hero").waitFor();
      await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(597);
      expect(await scrollY(page)).toBeLessThanOrEqual(603);

      // Forward again: the sitemap was left at the top.
      await page.goForward();
      await page.waitForURL(`${baseUrl()}/sitemap/`);
      await page.getByTestId("sitemap-page").waitFor();
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("restores a position saved on the second page too (back and forward)", async () => {
    const { context, page, errors } = await openPage(browser, SMALL);
    try {
      await page.goto(`${baseUrl()}/sitemap/`);
      await waitForHydration(page);
      await scrollTo(page, 700);
      await page.getByTestId("sitemap-page").getByRole("link", { name: "Alle Produkte" }).dispatchEvent("click");
      await page.waitForURL(`${baseUrl()}/produkte/`);
      await page.getByTestId("products-page").waitFor();
      await expect.poll(() => scrollY(page)).toBe(0);
      await scrollTo(page, 400);

      await page.goBack();
      await page.waitForURL(`${baseUrl()}/sitemap/`);
      await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(697);
      expect(await scrollY(page)).toBeLessThanOrEqual(703);

      await page.goForward();
      await page.waitForURL(`${baseUrl()}/produkte/`);
      await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(397);
      expect(await scrollY(page)).toBeLessThanOrEqual(403);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a URL with a hash scrolls to the element with that id", async () => {
    const { context, page, errors } = await openPage(browser, SMALL);
    try {
      await page.goto(`${baseUrl()}/sitemap/#inhalt`);
      await waitForHydration(page);
      const mainTop = () => page.evaluate(() => Math.round(document.getElementById("inhalt")!.getBoundingClientRect().top));
      // The main element starts below the header, so reaching it means scrolling down.
      await expect.poll(mainTop).toBe(0);
      expect(await scrollY(page)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the skip link 'Zum Inhalt springen' scrolls to the main content", async () => {
    const { context, page, errors } = await openPage(browser, SMALL);
    try {
      await page.goto(`${baseUrl()}/sitemap/`);
      await waitForHydration(page);
      expect(await scrollY(page)).toBe(0);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
      expect(await skip.evaluate((a) => a === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseUrl()}/sitemap/#inhalt`);
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById("inhalt")!.getBoundingClientRect().top)))
        .toBe(0);
      expect(await page.getByTestId("sitemap-page").isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
