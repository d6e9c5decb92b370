import { CHANNEL_DEFAULTS, lengthUnitFor, type Channel } from "../../../core/channels";
import { COUNTRY_NAMES_DE, DELIVERY_COUNTRIES } from "../../../core/countries";
import { localizedUrls, type ShopDomain } from "../../../core/hosts";
import { currencyForLocale, languageOf, type Locale } from "../../../core/locales";

/** Storefront facts the browser needs at start, and the same page on every other storefront. */
export function createStorefrontService(deps: { domains: readonly ShopDomain[] }) {
  const localized = (channel: Channel, pathname: string) =>
    localizedUrls(deps.domains, channel, pathname).map((u) => ({ ...u, countryName: COUNTRY_NAMES_DE[u.country] ?? u.country }));
  return {
    initialData(channel: Channel, country: string, locale: Locale) {
      return {
        channel,
        country,
        locale,
        language: languageOf(locale),
        currency: currencyForLocale(locale),
        lengthUnit: lengthUnitFor(locale),
        defaults: CHANNEL_DEFAULTS[channel],
        deliveryCountries: DELIVERY_COUNTRIES.map((code) => ({ code, name: COUNTRY_NAMES_DE[code]! })),
        storefronts: localized(channel, "/"),
      };
    },
    localizedUrls: localized,
  };
}
export type StorefrontService = ReturnType<typeof createStorefrontService>;
