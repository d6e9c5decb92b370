import type { Channel } from "../../core/channels";
import type { DeviceFlags } from "../../core/device";
import type { ShopDomain } from "../../core/hosts";
import type { Currency, Language, Locale } from "../../core/locales";

/** What the root loader hands every page about the storefront and the visitor. */
export interface ShopData {
  channel: Channel;
  country: string;
  locale: Locale;
  language: Language;
  currency: Currency;
  origin: string;
  domains: ShopDomain[];
  desktopApp: boolean;
  subLocale?: string;
  device: DeviceFlags;
  visitorKey: string;
  tracking: boolean;
  logging: boolean;
}
