import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, SHOPPER_UA, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visitFrom(country: string) {
  // A CDN in front of the shop names the visitor's country in a header.
  const context = await browser.newContext({ locale: "de-DE", userAgent: SHOPPER_UA, extraHTTPHeaders: { "x-country-code": country } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/produkte/`);
  await waitForHydration(page);
  return { context, page };
}

describe("country pop-up", () => {
  it("asks a visitor from Austria on the German shop, and 'Ja' switches to the same page in Austria", async () => {
    const { context, page } = await visitFrom("AT");
    try {
      const popup = page.getByTestId("country-popup");
      await popup.waitFor();
      expect(await popup.getByRole("heading").textContent()).toBe("Sie wohnen in Österreich?");
      expect(await popup.textContent()).toContain(`Möchten Sie zu at.localhost:${new URL(baseUrl()).port} wechseln?`);
      expect(await page.evaluate(() => document.documentElement.classList.contains("overlay-active"))).toBe(true);
      await popup.getByRole("button", { name: "Ja" }).click();
      await page.waitForURL(`${baseUrl("at.localhost")}/produkte/`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("de-AT");
    } finally {
      await context.close();
    }
  });

  it("'Nein' closes it, and the answer is remembered", async () => {
    const { context, page } = await visitFrom("CH");
    try {
      const popup = page.getByTestId("country-popup");
      await popup.waitFor();
      await popup.getByRole("button", { name: "Nein" }).click();
      await popup.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.documentElement.classList.contains("overlay-active"))).toBe(false);
      await page.reload();
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(await popup.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("closes with Escape and does not ask visitors from the shop's own country", async () => {
    const { context, page } = await visitFrom("CH");
    try {
      await page.getByTestId("country-popup").waitFor();
      await page.keyboard.press("Escape");
      await page.getByTestId("country-popup").waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
    const home = await visitFrom("DE");
    try {
      await home.page.waitForTimeout(800);
      expect(await home.page.getByTestId("country-popup").count()).toBe(0);
    } finally {
      await home.context.close();
    }
  });
});
