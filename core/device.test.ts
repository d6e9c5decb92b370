import { describe, expect, it } from "vitest";
import { deviceFromUserAgent } from "./device";

describe("device flags", () => {
  it("recognises phones, tablets, desktops and crawlers", () => {
    const iphone = deviceFromUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1");
    expect(iphone).toMatchObject({ mobile: true, tablet: false, desktop: false, ios: true, android: false, browser: "safari", crawler: false });
    const ipad = deviceFromUserAgent("Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1");
    expect(ipad).toMatchObject({ mobile: false, tablet: true, desktop: false, ios: true });
    const pixel = deviceFromUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36");
    expect(pixel).toMatchObject({ mobile: true, android: true, browser: "chrome" });
    const desktop = deviceFromUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0");
    expect(desktop).toMatchObject({ mobile: false, tablet: false, desktop: true, browser: "firefox", crawler: false });
    expect(deviceFromUserAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)").crawler).toBe(true);
    expect(deviceFromUserAgent(undefined)).toMatchObject({ desktop: true, crawler: false, browser: "unknown" });
  });
});
