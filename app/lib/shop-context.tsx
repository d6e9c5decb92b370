import { createContext, useCallback, useContext, type ReactNode } from "react";
import { CHANNEL_DEFAULTS } from "../../core/channels";
import { messagesFor, translate } from "../../core/i18n";
import type { MessageKey } from "../../core/messages/de";
import { shopPath } from "../../core/paths";
import { clientLog } from "./logger";
import type { ShopData } from "./shop-data";

const FALLBACK: ShopData = {
  channel: "kartenwerk",
  country: "DE",
  locale: "de-DE",
  language: "de",
  currency: "eur",
  origin: "",
  domains: [],
  desktopApp: false,
  device: { mobile: false, tablet: false, desktop: true, ios: false, android: false, browser: "unknown", crawler: false },
  visitorKey: "",
  tracking: true,
  logging: true,
};

const ShopContext = createContext<ShopData>(FALLBACK);

export function ShopProvider({ value, children }: { value: ShopData | undefined; children: ReactNode }) {
  return <ShopContext.Provider value={value ?? FALLBACK}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopData {
  return useContext(ShopContext);
}

/** Message lookup for the visitor's language; a missing key is logged once (spec §8). */
export function useT() {
  const { language } = useShop();
  return useCallback(
    (key: MessageKey, values?: Record<string, string | number>) =>
      translate(messagesFor(language), key, values, (missing) => clientLog.warn("missing-translation", missing)),
    [language],
  );
}

/** A storefront path with the sub-locale and desktop prefixes of the current page and the channel's trailing-slash rule. */
export function useShopHref() {
  const shop = useShop();
  return useCallback(
    (path: string) => {
      const prefix = `${shop.desktopApp ? "/d" : ""}${shop.subLocale ? `/${shop.subLocale}` : ""}`;
      return shopPath(`${prefix}${path}`, shop.channel);
    },
    [shop.channel, shop.desktopApp, shop.subLocale],
  );
}

export function useSiteName(): string {
  return CHANNEL_DEFAULTS[useShop().channel].siteName;
}
