/** Organisation data (spec §3), used by the footer and the Organization JSON-LD. */
export const ORGANISATION = {
  legalName: "Kartenwerk GmbH",
  streetAddress: "Leopoldstraße 112",
  postalCode: "80802",
  addressLocality: "München",
  addressCountry: "DE",
  telephone: "+49 89 904 219 30",
  email: "service@kartenwerk.de",
  foundingYear: 2019,
  supportHours: { days: "Mo–Fr", opens: "08:00", closes: "17:00" },
  languages: ["Deutsch", "Englisch"],
  socialProfiles: [
    "https://www.instagram.com/kartenwerk",
    "https://www.pinterest.de/kartenwerk",
    "https://www.facebook.com/kartenwerk",
  ],
} as const;
