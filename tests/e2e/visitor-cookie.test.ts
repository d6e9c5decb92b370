import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./browser";

let browser: Browser;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function visitorCookie(context: BrowserContext) {
  return (await context.cookies(baseUrl())).find((c) => c.name === "kw_visitor");
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("visitor cookie kw_visitor", () => {
  it("is set on the first visit: a UUID, readable by the page, path /, about a year long", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);

      const cookie = await visitorCookie(context);
      expect(cookie, "kw_visitor cookie after the first page load").toBeDefined();
      expect(cookie!.value).toMatch(UUID);
      expect(cookie!.httpOnly).toBe(false);
      expect(cookie!.path).toBe("/");
      expect(cookie!.sameSite).toBe("Lax");
      expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
      // Not HttpOnly: the page's own scripts can read it.
      expect(await page.evaluate(() => document.cookie)).toContain(`kw_visitor=${cookie!.value}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("stays the same across client-side navigations, full page loads, a 404 page and a reload", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      const first = (await visitorCookie(context))?.value;
      expect(first).toMatch(UUID);

      await page.getByRole("navigation", { name: "Anlässe" }).getByRole("link", { name: "Alle Karten" }).click();
      await page.waitForURL(`${baseUrl()}/karten/`);
      await page.getByTestId("listing-page").waitFor();
      expect((await visitorCookie(context))?.value).toBe(first);

      await page.goto(`${baseUrl()}/sitemap/`);
      await waitForHydration(page);
      expect((await visitorCookie(context))?.value).toBe(first);

      const notFound = await page.goto(`${baseUrl()}/gibt-es-nicht/`);
      expect(notFound?.status()).toBe(404);
      await page.getByTestId("not-found").waitFor();
      expect((await visitorCookie(context))?.value).toBe(first);

      await page.reload();
      await page.getByTestId("not-found").waitFor();
      expect((await visitorCookie(context))?.value).toBe(first);
      expect(await page.evaluate(() => document.cookie)).toContain(`kw_visitor=${first}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("differs between two visitors", async () => {
    const a = await openPage(browser);
    const b = await openPage(browser);
    try {
      await a.page.goto(`${baseUrl()}/`);
      await b.page.goto(`${baseUrl()}/`);
      const keyA = (await visitorCookie(a.context))?.value;
      const keyB = (await visitorCookie(b.context))?.value;
      expect(keyA).toMatch(UUID);
      expect(keyB).toMatch(UUID);
      expect(keyA).not.toBe(keyB);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
