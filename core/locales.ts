import { z } from "zod";

/** Every locale the shop knows (spec §3). The default is de-DE. */
export const LOCALES = [
  "de-AT",
  "de-CH",
  "de-DE",
  "de-IT",
  "de-LI",
  "de-LU",
  "en-GB",
  "en-US",
  "es-ES",
  "fr-BE",
  "fr-CH",
  "fr-FR",
  "fr-LU",
  "it-CH",
  "it-IT",
  "nl-BE",
  "nl-NL",
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de-DE";

/** Language codes that exist (spec §1). */
export const LANGUAGES = ["de", "en", "es", "fr", "it", "nl"] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = ["eur", "chf", "gbp", "usd"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Spec §5: two letters, dash, two letters. */
export const localeStringSchema = z
  .string()
  .regex(/^[a-z]{2}-[A-Z]{2}$/, "Die Sprache muss die Form xx-XX haben, z. B. de-DE.");

export const localeSchema = localeStringSchema.refine(
  (value): value is Locale => (LOCALES as readonly string[]).includes(value),
  { message: "Diese Sprache wird nicht unterstützt." },
);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

export function countryOfLocale(locale: Locale): string {
  return locale.slice(3, 5);
}

/** Spec §3: chf for CH and LI, gbp for GB, usd for en-US, eur everywhere else. */
export function currencyForLocale(locale: Locale): Currency {
  const country = countryOfLocale(locale);
  if (country === "CH" || country === "LI") return "chf";
  if (country === "GB") return "gbp";
  if (locale === "en-US") return "usd";
  return "eur";
}

/** The locale as a BCP 47 tag for Intl (identical here, kept as a function so the rule lives once). */
export function intlLocale(locale: Locale): string {
  return locale;
}

// Intl formatters are expensive to create and cheap to reuse: one per locale and currency.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatMoney(minorUnits: number, currency: Currency, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: currency.toUpperCase() });
    moneyFormats.set(key, format);
  }
  return format.format(minorUnits / 100);
}

export function formatDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Berlin" });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
