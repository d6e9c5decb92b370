import type { Browser, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The redirect chain that led to a response: [url, status] from the first request on. */
async function chain(response: Response): Promise<[string, number][]> {
  const hops: [string, number][] = [];
  let request = response.request().redirectedFrom();
  while (request) {
    hops.unshift([request.url(), (await request.response())!.status()]);
    request = request.redirectedFrom();
  }
  hops.push([response.url(), response.status()]);
  return hops;
}

describe("one canonical form per page path", () => {
  it("card brand: /produkte?sort=new answers 301 to /produkte/?sort=new", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl()}/produkte?sort=new`);
      expect(await chain(response!)).toEqual([
        [`${baseUrl()}/produkte?sort=new`, 301],
        [`${baseUrl()}/produkte/?sort=new`, 200],
      ]);
      expect(page.url()).toBe(`${baseUrl()}/produkte/?sort=new`);
      await waitForHydration(page);
      expect(await page.locator("h1").first().textContent()).toBe("Alle Produkte");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("card brand: /produkte/ answers 200 directly", async () => {
    const { context, page } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl()}/produkte/`);
      expect(await chain(response!)).toEqual([[`${baseUrl()}/produkte/`, 200]]);
    } finally {
      await context.close();
    }
  });

  it("poster brand: /sitemap/ answers 301 to /sitemap (no trailing slash)", async () => {
    const { context, page, errors } = await openPage(browser);
    const origin = baseUrl("myposter.localhost");
    try {
      const response = await page.goto(`${origin}/sitemap/`);
      expect(await chain(response!)).toEqual([
        [`${origin}/sitemap/`, 301],
        [`${origin}/sitemap`, 200],
      ]);
      expect(page.url()).toBe(`${origin}/sitemap`);
      await waitForHydration(page);
      expect(await page.locator("h1").first().textContent()).toBe("SITEMAP");
      expect(await page.title()).toBe("Sitemap | myposter");
      // Links on the poster brand have no trailing slash either, and there is no wishlist.
      expect(await page.getByTestId("sitemap-page").getByRole("link", { name: "Alle Produkte" }).getAttribute("href")).toBe("/produkte");
      expect(await page.getByTestId("header-wishlist").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("poster brand: a client-side navigation lands on the slash-less path", async () => {
    const { context, page, errors } = await openPage(browser);
    const origin = baseUrl("myposter.localhost");
    try {
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await page.locator("footer").getByRole("link", { name: "Sitemap" }).click();
      await page.waitForURL(`${origin}/sitemap`);
      await page.getByTestId("sitemap-page").waitFor();
      expect(await page.locator("h1").first().textContent()).toBe("SITEMAP");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
