/** Delivery countries listed in the footer (spec §1), in that order. */
export const DELIVERY_COUNTRIES = ["DE", "AT", "CH", "LI", "LU", "FR", "IT", "BE", "NL", "ES"] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

/** German country names for the countries the shop names on its pages. */
export const COUNTRY_NAMES_DE: Record<string, string> = {
  DE: "Deutschland",
  AT: "Österreich",
  CH: "Schweiz",
  LI: "Liechtenstein",
  LU: "Luxemburg",
  FR: "Frankreich",
  IT: "Italien",
  BE: "Belgien",
  NL: "Niederlande",
  ES: "Spanien",
  GB: "Vereinigtes Königreich",
  US: "Vereinigte Staaten",
};
