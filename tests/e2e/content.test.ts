import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, trackDocumentRequests, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("content pages", () => {
  it("every footer link of the service and company columns lands on a real page", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      const hrefs = await page.locator("footer nav a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) {
        const response = await page.request.get(`${baseUrl()}${href}`);
        expect(response.status(), href).toBe(200);
      }
    } finally {
      await context.close();
    }
  });

  it("opens the Impressum from the footer client-side, with its text and title", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      const documents = trackDocumentRequests(page);
      await page.locator("footer").getByRole("link", { name: "Impressum" }).click();
      await page.waitForURL(`${baseUrl()}/impressum/`);
      const text = page.getByTestId("text-page");
      await text.waitFor();
      expect(await text.locator("h1").textContent()).toBe("Impressum");
      expect(await text.textContent()).toContain("Kartenwerk GmbH");
      await expect.poll(() => page.title()).toBe("Impressum | Kartenwerk");
      expect(documents).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the FAQ as questions that open to their answers, with FAQPage JSON-LD", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/faq/`);
      await waitForHydration(page);
      const first = page.getByTestId("seo-questions").first().locator("details").first();
      expect(await first.getAttribute("open")).toBeNull();
      await first.locator("summary").click();
      expect(await first.getAttribute("open")).not.toBeNull();
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faq = ld.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
      expect(faq.mainEntity.length).toBeGreaterThanOrEqual(12);
      expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
    } finally {
      await context.close();
    }
  });

  it("shows shipping prices from the shipping rules on Versand & Lieferung", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/versand-und-lieferung/`);
      const table = page.getByTestId("shipping-price-table").first();
      expect(await table.textContent()).toContain("Versand nach Deutschland");
      expect(await table.textContent()).toMatch(/Standardversand.*4,99\s€/);
    } finally {
      await context.close();
    }
  });

  it("copies the e-mail address and says so for 1500 ms", async () => {
    const { context, page } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`${baseUrl()}/kontakt/`);
      await waitForHydration(page);
      const button = page.getByTestId("copy-button");
      await button.click();
      await expect.poll(() => button.textContent()).toBe("in Zwischenablage kopiert");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("service@kartenwerk.de");
      await expect.poll(() => button.textContent(), { timeout: 3000 }).toBe("E-Mail-Adresse kopieren");
    } finally {
      await context.close();
    }
  });

  it("shows a story's draft with editor markers only when the preview parameter names that story", async () => {
    const { context, page } = await openPage(browser);
    try {
      const published = await page.goto(`${baseUrl()}/ueber-uns/`);
      expect(published?.status()).toBe(200);
      const publishedIntro = await page.getByTestId("text-page").locator("p").first().textContent();
      expect(await page.locator("[data-blok-uid]").count()).toBe(0);
      await page.goto(`${baseUrl()}/ueber-uns/?_storyblok=1001`);
      expect(await page.getByTestId("text-page").locator("p").first().textContent()).not.toBe(publishedIntro);
      expect(await page.locator("[data-blok-uid]").count()).toBeGreaterThan(0);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex,nofollow");
      await page.goto(`${baseUrl()}/ueber-uns/?_storyblok=1003`);
      expect(await page.getByTestId("text-page").locator("p").first().textContent()).toBe(publishedIntro);
    } finally {
      await context.close();
    }
  });
});
