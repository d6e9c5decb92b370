import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./browser";

let browser: Browser;
const MOBILE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function overlayActive(page: Page) {
  return page.evaluate(() => document.documentElement.classList.contains("overlay-active"));
}

describe("mobile menu (390x844)", () => {
  it("opens from the menu button, sets overlay-active, and Escape closes it", async () => {
    const { context, page, errors } = await openPage(browser, MOBILE);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);

      const button = page.getByRole("button", { name: "Menü", exact: true });
      const dialog = page.getByRole("dialog", { name: "Menü" });
      expect(await button.isVisible()).toBe(true);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await dialog.count()).toBe(0);
      expect(await overlayActive(page)).toBe(false);

      await button.click();
      await dialog.waitFor({ state: "visible" });
      expect(await dialog.getAttribute("aria-modal")).toBe("true");
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await overlayActive(page)).toBe(true);
      for (const name of ["Kontakt", "Gratis Musterkarten", "Magazin", "Kundenkonto", "Merkzettel", "Warenkorb"]) {
        expect(await dialog.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
      }

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await overlayActive(page)).toBe(false);
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the close button closes it, and following a menu link closes it on the new page", async () => {
    const { context, page, errors } = await openPage(browser, MOBILE);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      const button = page.getByRole("button", { name: "Menü", exact: true });
      const dialog = page.getByRole("dialog", { name: "Menü" });

      await button.click();
      await dialog.waitFor({ state: "visible" });
      // The visible close button in the panel (the backdrop behind it closes too).
      await dialog.locator("nav").getByRole("button", { name: "Menü schließen" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await overlayActive(page)).toBe(false);

      await button.click();
      await dialog.waitFor({ state: "visible" });
      expect(await overlayActive(page)).toBe(true);
      await dialog.getByRole("link", { name: "Merkzettel" }).click();
      await page.waitForURL(`${baseUrl()}/merkzettel/`);
      await page.getByTestId("wishlist-page").waitFor();
      await dialog.waitFor({ state: "detached" });
      expect(await overlayActive(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the menu button is not shown on desktop", async () => {
    const { context, page } = await openPage(browser, { width: 1440, height: 900 });
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      expect(await page.getByRole("button", { name: "Menü", exact: true }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
