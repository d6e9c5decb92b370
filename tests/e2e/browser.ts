import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const SHOPPER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** Chromium from Debian (playwright cannot download its own here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // *.localhost storefronts (at.localhost, myposter.localhost) resolve to loopback.
      "--host-resolver-rules=MAP *.localhost 127.0.0.1",
    ],
  });
}

export function baseUrl(host = "localhost"): string {
  return `http://${host}:${inject("port")}`;
}

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/** A fresh browser context (own cookies) and page that records script errors. */
export async function openPage(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<PageWithErrors> {
  // Headless Chromium calls itself "HeadlessChrome", which the shop rightly treats as a crawler
  // (no visitor cookie); tests act as a shopper's Chrome.
  const context = await browser.newContext({ viewport, locale: "de-DE", userAgent: SHOPPER_UA });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("404")) errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/** Waits until React has hydrated the page (the root marks it once the load event has passed). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
}

/** Records full document loads from now on; a client-side navigation leaves the list empty. */
export function trackDocumentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return documents;
}
