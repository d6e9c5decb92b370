import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function switcher(page: Page) {
  return page.getByTestId("country-switcher");
}

async function currentCountries(page: Page) {
  return switcher(page).locator('a[aria-current="true"]').evaluateAll((as) => as.map((a) => a.getAttribute("data-country")));
}

describe("country switcher", () => {
  it("lists Germany, Austria and Switzerland with Germany current on localhost", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/produkte/`);
      await waitForHydration(page);
      const links = switcher(page).locator("a");
      expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute("data-country"), a.textContent]))).toEqual([
        ["DE", "Deutschland"],
        ["AT", "Österreich"],
        ["CH", "Schweiz"],
      ]);
      expect(await currentCountries(page)).toEqual(["DE"]);
      expect(await page.locator("html").getAttribute("lang")).toBe("de-DE");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const { country, name, host, lang, privacy } of [
    { country: "AT", name: "Österreich", host: "at.localhost", lang: "de-AT", privacy: "/datenschutz-oesterreich/" },
    { country: "CH", name: "Schweiz", host: "ch.localhost", lang: "de-CH", privacy: "/datenschutz-schweiz/" },
  ]) {
    it(`clicking ${name} opens the same page on ${host} with ${name} current and lang ${lang}`, async () => {
      const { context, page, errors } = await openPage(browser);
      try {
        await page.goto(`${baseUrl()}/produkte/?sort=new`);
        await waitForHydration(page);
        await switcher(page).getByRole("link", { name }).click();
        await page.waitForURL((url) => url.hostname === host);
        await waitForHydration(page);

        const url = new URL(page.url());
        expect(url.origin).toBe(baseUrl(host));
        expect(url.pathname).toBe("/produkte/");
        expect(await page.locator("h1").first().textContent()).toBe("Alle Produkte");
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);
        expect(await currentCountries(page)).toEqual([country]);
        expect(await switcher(page).locator(`a[data-country="${country}"]`).getAttribute("aria-current")).toBe("true");
        // Back to Germany goes to the base host.
        expect(await switcher(page).locator('a[data-country="DE"]').getAttribute("href")).toBe(`${baseUrl()}/produkte/`);
        // The privacy link is the country's own.
        expect(await page.locator("footer").getByRole("link", { name: "Datenschutz" }).getAttribute("href")).toBe(privacy);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("switching back from Austria to Germany works and keeps the path", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl("at.localhost")}/sitemap/`);
      await waitForHydration(page);
      expect(await currentCountries(page)).toEqual(["AT"]);
      await switcher(page).getByRole("link", { name: "Deutschland" }).click();
      await page.waitForURL(`${baseUrl()}/sitemap/`);
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe("de-DE");
      expect(await currentCountries(page)).toEqual(["DE"]);
      expect(await page.locator("h1").first().textContent()).toBe("SITEMAP");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("follows client-side navigation: the switcher links name the page now shown", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      expect(await switcher(page).locator('a[data-country="AT"]').getAttribute("href")).toBe(`${baseUrl("at.localhost")}/`);
      await page.getByRole("navigation", { name: "Anlässe" }).getByRole("link", { name: "Alle Karten" }).click();
      await page.waitForURL(`${baseUrl()}/karten/`);
      await expect
        .poll(() => switcher(page).locator('a[data-country="AT"]').getAttribute("href"))
        .toBe(`${baseUrl("at.localhost")}/karten/`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
