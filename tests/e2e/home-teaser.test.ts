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

const selectedControl = (page: Page) => page.locator('[data-testid=teaser-control][aria-selected="true"]').textContent();

describe("home page main teaser", () => {
  it("has tabs Hochzeit, Geburt, Jugendfeste; a control label jumps to its slide; the first image loads with high priority", async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      const controls = page.getByTestId("teaser-control");
      expect(await controls.allTextContents()).toEqual(["Hochzeit", "Geburt", "Jugendfeste"]);
      const firstImage = page.getByTestId("teaser-slide").first().locator("img").first();
      expect(await firstImage.getAttribute("fetchpriority")).toBe("high");
      expect(await page.getByTestId("teaser-slide").nth(1).locator("img").first().getAttribute("loading")).toBe("lazy");
      await controls.nth(2).click();
      await expect.poll(() => selectedControl(page)).toBe("Jugendfeste");
      await controls.nth(0).click();
      await expect.poll(() => selectedControl(page)).toBe("Hochzeit");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("plays every 6000 ms, pauses while the mouse is over it and resumes after it leaves", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.clock.install();
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      expect(await selectedControl(page)).toBe("Hochzeit");
      await page.clock.runFor(6500);
      await expect.poll(() => selectedControl(page)).toBe("Geburt");
      await page.getByTestId("teaser-slide").nth(1).hover();
      await page.clock.runFor(13_000);
      expect(await selectedControl(page)).toBe("Geburt");
      await page.mouse.move(5, 5);
      await page.clock.runFor(1000 + 6500);
      await expect.poll(() => selectedControl(page)).toBe("Jugendfeste");
    } finally {
      await context.close();
    }
  });

  it("navigates on a click but not after a drag", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      const slide = page.getByTestId("teaser-slide").first();
      const box = (await slide.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      for (let i = 1; i <= 15; i++) await page.mouse.move(box.x + box.width / 2 - i * 3, box.y + box.height / 2);
      await page.mouse.up();
      await page.waitForTimeout(400);
      expect(new URL(page.url()).pathname).toBe("/");
      await page.getByTestId("teaser-control").nth(0).click();
      await page.waitForTimeout(400);
      await page.getByTestId("teaser-slide").first().click();
      await page.waitForURL(`${baseUrl()}/hochzeitskarten/`);
    } finally {
      await context.close();
    }
  });

  it("opens a USP dialog and closes it with the keyboard", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}/`);
      await waitForHydration(page);
      const item = page.getByTestId("usp-item").filter({ hasText: "Expressversand" });
      await item.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByTestId("usp-dialog");
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain("Bestellen Sie bis 11:00 Uhr");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("Expressversand");
    } finally {
      await context.close();
    }
  });
});
