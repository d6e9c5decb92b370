import type { MessageKey } from "./messages/de";

export interface NavLink {
  label: MessageKey;
  /** Path on the storefront; the channel's trailing-slash rule is applied when rendered. */
  path: string;
}

/** Header links (spec §2): contact, free sample cards, customer account, magazine, cart, wish list. */
export const HEADER_LINKS = {
  contact: { label: "header.contact", path: "/kontakt" },
  freeSamples: { label: "header.freeSamples", path: "/musterkarten" },
  magazine: { label: "header.magazine", path: "/magazin" },
  account: { label: "header.account", path: "/kundenkonto" },
  wishlist: { label: "header.wishlist", path: "/merkzettel" },
  cart: { label: "header.cart", path: "/warenkorb" },
} as const satisfies Record<string, NavLink>;

/** Privacy notice per country (spec §2: privacy links exist per country). */
export const PRIVACY_PATHS: Record<string, string> = {
  DE: "/datenschutz",
  AT: "/datenschutz-oesterreich",
  CH: "/datenschutz-schweiz",
};

/** Footer columns (spec §2). */
export function footerColumns(country: string): { title: MessageKey; links: NavLink[] }[] {
  return [
    {
      title: "footer.service",
      links: [
        { label: "footer.customerService", path: "/kundenservice" },
        { label: "footer.faq", path: "/faq" },
        { label: "footer.shipping", path: "/versand-und-lieferung" },
        { label: "footer.paymentMethods", path: "/zahlungsarten" },
        { label: "header.contact", path: "/kontakt" },
      ],
    },
    {
      title: "footer.inspiration",
      links: [
        { label: "footer.magazine", path: "/magazin" },
        { label: "footer.quotes", path: "/sprueche-und-textvorlagen" },
        { label: "footer.designTool", path: "/design-tool" },
        { label: "footer.sitemap", path: "/sitemap" },
      ],
    },
    {
      title: "footer.company",
      links: [
        { label: "footer.aboutUs", path: "/ueber-uns" },
        { label: "footer.philosophy", path: "/philosophie" },
        { label: "footer.jobs", path: "/jobs" },
        { label: "footer.imprint", path: "/impressum" },
        { label: "footer.privacy", path: PRIVACY_PATHS[country] ?? PRIVACY_PATHS.DE! },
      ],
    },
  ];
}

/** The main occasions in the header's category bar (card brand), in shop order. */
export const MAIN_CATEGORIES: { label: string; path: string }[] = [
  { label: "Hochzeit", path: "/hochzeitskarten" },
  { label: "Geburt", path: "/geburtskarten" },
  { label: "Taufe", path: "/taufkarten" },
  { label: "Kommunion & Konfirmation", path: "/kommunionskarten" },
  { label: "Geburtstag", path: "/geburtstagskarten" },
  { label: "Trauer", path: "/trauerkarten" },
  { label: "Weihnachten", path: "/weihnachtskarten" },
  { label: "Alle Karten", path: "/karten" },
  { label: "Designserien", path: "/designserien" },
];
