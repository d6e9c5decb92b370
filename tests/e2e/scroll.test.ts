import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration, trackDocumentRequests } from "./browser";

let browser: Browser;
const SMALL = { width: 390, height: 600 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls like a shopper would and lets the page see the scroll (scroll events fire on the next frames). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
}

/** Waits until the page shown is the one with this test id (on back/forward the URL changes before the page does). */
async function shows(page: Page, testId: string, others: string[]) {
  await page.getByTestId(testId).waitFor();
  for (const other of others) await page.getByTestId(other).waitFor({ state: "detached" });
}

/** Polls until scrollY is within a few pixels of `y`. */
async function expectScrollNear(page: Page, y: number) {
  await expect.poll(() => scrollY(page)).toSatisfy((actual: number) => Math.abs(actual - y) <= 3);
}

describe("scroll rules", () => {
  it("a new page starts at the top and going back restores the position", async () => {
    const { context, page, errors } = await openPage(browser, SMALL);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600 + SMALL.height + 100);

      await scrollTo(page, 600);
      const documentRequests = trackDocumentRequests(page);
      // The link is clicked where it is (a pointer click would first scroll it into view).
      await page.locator("footer").getByRole("link", { name: "Sitemap" }).dispatchEvent("click");
      await page.waitForURL(`${baseUrl()}/sitemap/`);
      await shows(page, "sitemap-page", ["main-teaser"]);
      expect(documentRequests).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600 + SMALL.height);
      await expectScrollNear(page, 0);
      expect(await scrollY(page)).toBe(0);

      await page.goBack();
      await shows(page, "main-teaser", ["sitemap-page"]);
      expect(page.url()).toBe(`${baseUrl()}/`);
      await expectScrollNear(page, 600);

      // Forward again: the sitemap was left at the top.
      await page.goForward();
      await shows(page, "sitemap-page", ["main-teaser"]);
      await expectScrollNear(page, 0);
      expect(documentRequests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("restores the position saved on each page on back and forward", async () => {
    const { context, page, errors } = await openPage(browser, SMALL);
    try {
      await page.goto(`${baseUrl()}/sitemap/`);
      await waitForHydration(page);
      await scrollTo(page, 700);
      await page.getByTestId("sitemap-page").getByRole("link", { name: "Alle Produkte" }).dispatchEvent("click");
      await page.waitForURL(`${baseUrl()}/produkte/`);
      await shows(page, "products-page", ["sitemap-page"]);
      await expectScrollNear(page, 0);
      await scrollTo(page, 400);

      await page.goBack();
      await shows(page, "sitemap-page", ["products-page"]);
      await expectScrollNear(page, 700);

      await page.goForward();
      await shows(page, "products-page", ["sitemap-page"]);
      await expectScrollNear(page, 400);
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

  it("a hash whose element does not exist goes to the top (after waiting for it)", async () => {
    const { context, page, errors } = await openPage(browser, SMALL);
    try {
      await page.goto(`${baseUrl()}/sitemap/`);
      await waitForHydration(page);
      await scrollTo(page, 700);
      // A same-page hash change, as from an in-page anchor; the browser alone would stay at 700.
      await page.evaluate(() => {
        window.location.hash = "gibt-es-nicht";
      });
      await page.waitForURL(`${baseUrl()}/sitemap/#gibt-es-nicht`);
      await expect.poll(() => scrollY(page), { timeout: 6_000 }).toBe(0);
      expect(await page.getByTestId("sitemap-page").isVisible()).toBe(true);
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
      expect(await scrollY(page)).toBeGreaterThan(0);
      expect(await page.getByTestId("sitemap-page").isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
