import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a path, checks the final HTTP status is 200 and the page hydrates without script errors. */
async function visit(path: string) {
  const opened = await openPage(browser);
  const response = await opened.page.goto(`${baseUrl()}${path}`);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await waitForHydration(opened.page);
  return { ...opened, response: response! };
}

describe("declared routes answer 200 and show their headline", () => {
  it("/produkte/ shows 'Alle Produkte'", async () => {
    const { context, page, errors } = await visit("/produkte/");
    try {
      expect(page.url()).toBe(`${baseUrl()}/produkte/`);
      expect(await page.getByTestId("products-page").locator("h1").textContent()).toBe("Alle Produkte");
      expect(await page.title()).toBe("Alle Produkte | Kartenwerk");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl()}/produkte/`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("/products shows the same page, its canonical link names /produkte/", async () => {
    const { context, page, errors } = await visit("/products");
    try {
      // The card brand's canonical form of the path has the trailing slash.
      expect(new URL(page.url()).pathname).toBe("/products/");
      expect(await page.getByTestId("products-page").locator("h1").textContent()).toBe("Alle Produkte");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl()}/produkte/`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("/merkzettel/ shows the headline MERKZETTEL", async () => {
    const { context, page, errors } = await visit("/merkzettel/");
    try {
      expect(await page.getByTestId("wishlist-page").locator("h1").textContent()).toBe("MERKZETTEL");
      expect(await page.title()).toBe("Merkzettel | Kartenwerk");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex,nofollow");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("/sitemap/ shows the headline SITEMAP and links to the shop pages", async () => {
    const { context, page, errors } = await visit("/sitemap/");
    try {
      const sitemap = page.getByTestId("sitemap-page");
      expect(await sitemap.locator("h1").textContent()).toBe("SITEMAP");
      expect(await page.title()).toBe("Sitemap | Kartenwerk");
      expect(await sitemap.getByRole("link", { name: "Alle Produkte" }).getAttribute("href")).toBe("/produkte/");
      expect(await sitemap.getByRole("link", { name: "Merkzettel" }).getAttribute("href")).toBe("/merkzettel/");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ["/themes/1461/", "1461"],
    ["/themes/", "1461"],
    ["/themes/abc/", "1461"],
  ])("%s is the set page of theme %s with its designs", async (path, id) => {
    const { context, page, errors } = await visit(path);
    try {
      const theme = page.getByTestId("theme-page");
      expect(await theme.getAttribute("data-theme-id")).toBe(id);
      expect(await theme.getAttribute("data-set-page")).toBe("true");
      expect(await theme.locator("h1").textContent()).toMatch(/^„.+“$/);
      expect(await theme.getByTestId("design-tile").count()).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("takes another theme's id from the path and answers 404 for a theme that does not exist", async () => {
    const themes = (await (await fetch(`${baseUrl()}/web-api/themes?tileCount=5`)).json()) as { themes: { id: number; name: string }[] };
    const other = themes.themes.find((th) => th.id !== 1461)!;
    const { context, page } = await visit(`/themes/${other.id}/`);
    try {
      expect(await page.getByTestId("theme-page").getAttribute("data-theme-id")).toBe(String(other.id));
      expect(await page.locator("h1").textContent()).toBe(`„${other.name}“`);
      const missing = await page.goto(`${baseUrl()}/themes/999999/`);
      expect(missing?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});

describe("sub-locale pages (poster brand in Switzerland: /fr is French)", () => {
  const origin = () => baseUrl("ch.myposter.localhost");

  it("/fr and /fr/sitemap answer 200 in fr-CH on a full page load", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      let response = await page.goto(`${origin()}/fr`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-CH");
      expect(await page.getByTestId("home-hero").count()).toBe(1);

      response = await page.goto(`${origin()}/fr/sitemap`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-CH");
      expect(await page.getByTestId("sitemap-page").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("client-side navigation from /fr/sitemap back to the home page /fr (header logo) shows the home page", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${origin()}/fr/sitemap`);
      await waitForHydration(page);
      const logo = page.locator("header").locator('a[href="/fr"]').first();
      expect(await logo.isVisible()).toBe(true);
      await logo.click();
      await page.waitForURL(`${origin()}/fr`);
      // Same page as the full page load of /fr above, not the 404 page.
      await page.getByTestId("home-hero").or(page.getByTestId("not-found")).waitFor();
      expect(await page.getByTestId("not-found").count()).toBe(0);
      expect(await page.getByTestId("home-hero").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
