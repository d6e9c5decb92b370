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

const LISTING = "/hochzeitskarten/einladungskarten/";

describe("card listing", () => {
  it("filters by colour, sorts by bestseller and shows more designs, all in the URL and without a reload", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}${LISTING}`);
      await waitForHydration(page);
      const documents = trackDocumentRequests(page);
      const tiles = page.getByTestId("design-tile");
      const progress = page.getByTestId("listing-progress");
      const total = Number((await progress.textContent())!.match(/von (\d+) Designs/)![1]);
      expect(await tiles.count()).toBe(Math.min(48, total));

      await page.locator('details[data-filter="color"] summary').click();
      const green = page.locator('details[data-filter="color"] label').filter({ hasText: "Grün" });
      const expected = Number((await green.locator("span").last().textContent())!.trim());
      await green.locator("input").check();
      await page.waitForURL(/color=green/);
      await expect.poll(async () => (await progress.textContent())!.match(/von (\d+) Designs/)?.[1]).toBe(String(expected));
      expect(await page.getByRole("link", { name: "Filter Grün entfernen" }).count()).toBe(1);

      await page.getByTestId("listing-sort").selectOption("popularity");
      await page.waitForURL(/sort=popularity/);
      await expect.poll(() => page.getByTestId("listing-sort").inputValue()).toBe("popularity");

      if (expected > 48) {
        await page.getByTestId("listing-more").click();
        await page.waitForURL(/tileCount=96/);
        await expect.poll(() => tiles.count()).toBe(Math.min(96, expected));
      }
      expect(new URL(page.url()).searchParams.getAll("color")).toEqual(["green"]);
      expect(documents).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("grows the list with 'Mehr Designs anzeigen' and keeps the scroll position", async () => {
    const { context, page } = await openPage(browser, { width: 1440, height: 900 });
    try {
      await page.goto(`${baseUrl()}/hochzeitskarten/`);
      await waitForHydration(page);
      const more = page.getByTestId("listing-more");
      await more.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await more.click();
      await page.waitForURL(/tileCount=96/);
      await expect.poll(() => page.getByTestId("design-tile").count()).toBe(96);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
      expect(await page.getByTestId("listing-progress").textContent()).toMatch(/^96 von \d+ Designs/);
    } finally {
      await context.close();
    }
  });

  it("answers a bad filter value with 400 and the message", async () => {
    const { context, page } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl()}${LISTING}?color=lila`);
      expect(response?.status()).toBe(400);
      expect(await page.getByTestId("error-page").textContent()).toContain("Unbekannter Filterwert für Farbe.");
    } finally {
      await context.close();
    }
  });
});

describe("product page", () => {
  it("switches colour variants, shows the price table, and its images load from srcset", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}${LISTING}`);
      await waitForHydration(page);
      const tile = page.getByTestId("design-tile").filter({ has: page.locator('[aria-label$="Farben"]') }).first();
      await tile.getByRole("link").first().click();
      await page.getByTestId("product-page").waitFor();
      const product = page.getByTestId("product-page");
      const first = await product.getAttribute("data-colour");

      const rows = page.getByTestId("price-table").locator("tbody tr");
      expect(await rows.count()).toBe(7);
      expect(await rows.first().locator("td").first().textContent()).toBe("10 Stück");
      expect(await rows.first().textContent()).toMatch(/\d+,\d{2}\s€/);

      const preview = page.getByTestId("product-preview").locator("img");
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await preview.getAttribute("srcset")).toMatch(/\?w=\d+ \d+w, /);
      expect(await preview.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/img/design/\\d+/${first}/front\\?w=\\d+`));

      const other = product.locator("[data-testid=colour-variants] a:not([aria-current])").first();
      const colour = await other.getAttribute("data-colour");
      await other.click();
      await page.waitForURL(new RegExp(`color=${colour}`));
      await expect.poll(() => product.getAttribute("data-colour")).toBe(colour);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/${colour}/front`);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const design = page.getByTestId("design-now");
      expect(await design.getAttribute("href")).toMatch(new RegExp(`^/configurator-card/\\d+/\\?color=${colour}$`));
      expect(await page.getByTestId("shipping-options").textContent()).toContain("Standardversand");
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"@type":"Product"') && text.includes("AggregateOffer"))).toBe(true);
      expect(ld.some((text) => text.includes('"@type":"BreadcrumbList"'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("prices every picker quantity on the server and sends the storefront headers", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}${LISTING}`);
      await waitForHydration(page);
      await page.getByTestId("design-tile").first().getByRole("link").first().click();
      const picker = page.getByTestId("quantity-picker");
      await picker.waitFor();
      expect(await picker.inputValue()).toBe("50");
      expect(await picker.locator("option").first().textContent()).toBe("1 Stück");
      expect(await picker.locator("option").last().textContent()).toBe("5000 Stück");
      const price = page.getByTestId("order-price");
      const before = await price.textContent();
      const call = page.waitForRequest((r) => r.url().includes("/web-api/card-price") && r.url().includes("quantity=250"));
      await picker.selectOption("250");
      const request = await call;
      expect(request.headers()["x-channel"]).toBe("kartenwerk-DE");
      expect(request.headers()["x-locale"]).toBe("de-DE");
      await expect.poll(() => price.textContent()).not.toBe(before);
      expect(await price.textContent()).toMatch(/\d+,\d{2}\s€.*pro Stück/);
      expect(await page.getByTestId("add-to-cart").isEnabled()).toBe(true);
      expect(await page.getByTestId("order-box").getAttribute("action")).toBe("/warenkorb/");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("toggles 'Ähnliche Designs' between fewer and all", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}${LISTING}`);
      await waitForHydration(page);
      await page.getByTestId("design-tile").first().getByRole("link").first().click();
      const similar = page.getByTestId("similar-designs");
      await similar.waitFor();
      const count = () => similar.getByTestId("design-tile").count();
      expect(await count()).toBe(4);
      await similar.getByRole("button", { name: "Alle anzeigen" }).click();
      await expect.poll(count).toBeGreaterThan(4);
      await similar.getByRole("button", { name: "Weniger anzeigen" }).click();
      await expect.poll(count).toBe(4);
    } finally {
      await context.close();
    }
  });
});

describe("sitemap and product kinds", () => {
  it("lists occasions and their categories, and every product kind with a price from", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/sitemap/`);
      expect(await page.getByRole("navigation", { name: "Hochzeitskarten" }).getByRole("link", { name: "Einladungskarten" }).getAttribute("href")).toBe(LISTING);
      await page.goto(`${baseUrl()}/produkte/`);
      const kinds = page.getByTestId("product-kinds").locator("li");
      expect(await kinds.count()).toBe(9);
      expect(await kinds.first().textContent()).toMatch(/ab \d+,\d{2}\s€/);
      await page.goto(`${baseUrl()}/fotobuch-vorlagen/?aspectRatio=square&category=hochzeit`);
      expect(await page.getByTestId("photobook-templates").locator("li[data-template-id]").count()).toBe(4);
    } finally {
      await context.close();
    }
  });
});
