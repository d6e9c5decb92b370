import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";

/** Device flags derived from the user agent (spec §3). */
export interface DeviceFlags {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
  ios: boolean;
  android: boolean;
  /** Browser kind in lower case, e.g. `chrome`, `safari`, `firefox`, `edge`; `unknown` when not recognised. */
  browser: string;
  crawler: boolean;
}

export function deviceFromUserAgent(userAgent: string | null | undefined): DeviceFlags {
  const ua = userAgent ?? "";
  const parsed = new UAParser(ua).getResult();
  const type = parsed.device.type;
  const os = (parsed.os.name ?? "").toLowerCase();
  const mobile = type === "mobile" || type === "wearable";
  const tablet = type === "tablet";
  const browserName = (parsed.browser.name ?? "unknown").toLowerCase();
  return {
    mobile,
    tablet,
    desktop: !mobile && !tablet,
    ios: os === "ios",
    android: os === "android",
    browser: normaliseBrowser(browserName),
    crawler: ua.length > 0 && isbot(ua),
  };
}

function normaliseBrowser(name: string): string {
  if (name.includes("edge")) return "edge";
  if (name.includes("chrom")) return "chrome";
  if (name.includes("safari")) return "safari";
  if (name.includes("firefox")) return "firefox";
  if (name.includes("samsung")) return "samsung";
  if (name.includes("opera")) return "opera";
  return name.replace(/[^a-z0-9]+/g, "-");
}
