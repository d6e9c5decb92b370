/**
 * Card catalogue vocabulary (spec §3). Keys are the shop's own identifiers (URLs, filters, SKUs);
 * labels are the German names shoppers read.
 */

export const CARD_OCCASIONS = {
  geburt: { label: "Geburt", slug: "geburtskarten", title: "Geburtskarten" },
  hochzeit: { label: "Hochzeit", slug: "hochzeitskarten", title: "Hochzeitskarten" },
  taufe: { label: "Taufe", slug: "taufkarten", title: "Taufkarten" },
  trauer: { label: "Trauer", slug: "trauerkarten", title: "Trauerkarten" },
  ostern: { label: "Ostern", slug: "osterkarten", title: "Osterkarten" },
  kommunion: { label: "Kommunion", slug: "kommunionskarten", title: "Kommunionskarten" },
  firmung: { label: "Firmung", slug: "firmungskarten", title: "Firmungskarten" },
  konfirmation: { label: "Konfirmation", slug: "konfirmationskarten", title: "Konfirmationskarten" },
  einschulung: { label: "Einschulung", slug: "einschulungskarten", title: "Einschulungskarten" },
  geburtstag: { label: "Geburtstag", slug: "geburtstagskarten", title: "Geburtstagskarten" },
  kindergeburtstag: { label: "Kindergeburtstag", slug: "kindergeburtstagskarten", title: "Kindergeburtstagskarten" },
  "weihnachten-privat": { label: "Weihnachten privat", slug: "weihnachtskarten", title: "Weihnachtskarten" },
  "weihnachten-geschaeftlich": { label: "Weihnachten geschäftlich", slug: "weihnachtskarten-geschaeftlich", title: "Geschäftliche Weihnachtskarten" },
  umzug: { label: "Umzug", slug: "umzugskarten", title: "Umzugskarten" },
  valentinstag: { label: "Valentinstag", slug: "valentinskarten", title: "Valentinskarten" },
  vatertag: { label: "Vatertag", slug: "vatertagskarten", title: "Vatertagskarten" },
  weihnachtsfeier: { label: "Weihnachtsfeier", slug: "weihnachtsfeier-einladungen", title: "Einladungen zur Weihnachtsfeier" },
  zubehoer: { label: "Zubehör", slug: "zubehoer", title: "Zubehör" },
} as const;
export type CardOccasion = keyof typeof CARD_OCCASIONS;
export const CARD_OCCASION_KEYS = Object.keys(CARD_OCCASIONS) as CardOccasion[];

/** Card product types (spec §3) with singular label, plural label and URL slug. */
export const CARD_PRODUCT_TYPES = {
  grusskarte: { label: "Grußkarte", plural: "Grußkarten", slug: "grusskarten" },
  dankeskarte: { label: "Dankeskarte", plural: "Dankeskarten", slug: "dankeskarten" },
  einladungskarte: { label: "Einladungskarte", plural: "Einladungskarten", slug: "einladungskarten" },
  "save-the-date-karte": { label: "Save-the-Date-Karte", plural: "Save-the-Date-Karten", slug: "save-the-date-karten" },
  antwortkarte: { label: "Antwortkarte", plural: "Antwortkarten", slug: "antwortkarten" },
  briefumschlag: { label: "Briefumschlag", plural: "Briefumschläge", slug: "briefumschlaege" },
  absenderaufkleber: { label: "Absenderaufkleber", plural: "Absenderaufkleber", slug: "absenderaufkleber" },
  adressaufkleber: { label: "Adressaufkleber", plural: "Adressaufkleber", slug: "adressaufkleber" },
  empfaengeraufkleber: { label: "Empfängeraufkleber", plural: "Empfängeraufkleber", slug: "empfaengeraufkleber" },
  geschenkaufkleber: { label: "Geschenkaufkleber", plural: "Geschenkaufkleber", slug: "geschenkaufkleber" },
  geschenkanhaenger: { label: "Geschenkanhänger", plural: "Geschenkanhänger", slug: "geschenkanhaenger" },
  flaschenetikett: { label: "Flaschenetikett", plural: "Flaschenetiketten", slug: "flaschenetiketten" },
  fotoaufsteller: { label: "Fotoaufsteller", plural: "Fotoaufsteller", slug: "fotoaufsteller" },
  siegelsticker: { label: "Siegelsticker", plural: "Siegelsticker", slug: "siegelsticker" },
  wunderkerzenetikett: { label: "Wunderkerzenetikett", plural: "Wunderkerzenetiketten", slug: "wunderkerzenetiketten" },
  windlichtkarte: { label: "Windlichtkarte", plural: "Windlichtkarten", slug: "windlichtkarten" },
  trauerkarte: { label: "Trauerkarte", plural: "Trauerkarten", slug: "trauerkarten-design" },
  "besteck-serviettenzubehoer": { label: "Besteck- und Serviettenzubehör", plural: "Besteck- und Serviettenzubehör", slug: "besteck-serviettenzubehoer" },
  menuekarte: { label: "Menükarte", plural: "Menükarten", slug: "menuekarten" },
  getraenkekarte: { label: "Getränkekarte", plural: "Getränkekarten", slug: "getraenkekarten" },
  gutscheinkarte: { label: "Gutscheinkarte", plural: "Gutscheinkarten", slug: "gutscheinkarten" },
  neujahrskarte: { label: "Neujahrskarte", plural: "Neujahrskarten", slug: "neujahrskarten" },
  sitzplan: { label: "Sitzplan", plural: "Sitzpläne", slug: "sitzplaene" },
  tischkarte: { label: "Tischkarte", plural: "Tischkarten", slug: "tischkarten" },
  tischnummer: { label: "Tischnummer", plural: "Tischnummern", slug: "tischnummern" },
  "taschentuecher-banderole": { label: "Taschentücher-Banderole", plural: "Taschentücher-Banderolen", slug: "taschentuecher-banderolen" },
  weihnachtskarte: { label: "Weihnachtskarte", plural: "Weihnachtskarten", slug: "weihnachtskarten-design" },
} as const;
export type CardProductType = keyof typeof CARD_PRODUCT_TYPES;
export const CARD_PRODUCT_TYPE_KEYS = Object.keys(CARD_PRODUCT_TYPES) as CardProductType[];

/**
 * Card formats (spec §3 display names). `size` is the trimmed (folded, for folding cards) size in
 * tenths of mm as WxH; `open` the flat size printed; `sides` the printed sides.
 */
export interface CardFormatSpec {
  label: string;
  group: CardFormatGroup;
  size: string;
  open: string;
  sides: readonly ("front" | "inside-left" | "inside-right" | "back")[];
  aspectRatio: AspectRatioKey;
}

export const CARD_FORMAT_GROUPS = {
  aufkleber: "Aufkleber",
  ballonkarte: "Ballonkarte",
  banderole: "Banderole",
  booklet: "Booklet",
  briefumschlag: "Briefumschlag",
  postkarte: "Postkarte",
  klappkarte: "Klappkarte",
  doppelklappkarte: "Doppelklappkarte",
  einlegeblatt: "Einlegeblatt",
  einsteckkarte: "Einsteckkarte",
  flaschenetikett: "Flaschenetikett",
  fotobuch: "Fotobuch",
  fotostreifen: "Fotostreifen",
  geschenkanhaenger: "Geschenkanhänger",
  kartenfaecher: "Kartenfächer",
  kartentrio: "Kartentrio",
  konfetti: "Konfetti",
  leporello: "Leporello",
  pocketfold: "Pocketfold",
  polaroid: "Polaroid",
  sitzplan: "Sitzplan",
  tischkarte: "Tischkarte",
  windlichtkarte: "Windlichtkarte",
  wunderkerzenetikett: "Wunderkerzenetikett",
  "besondere-formate": "Besondere Formate",
} as const;
export type CardFormatGroup = keyof typeof CARD_FORMAT_GROUPS;

const FLAT = ["front", "back"] as const;
const FOLDED = ["front", "inside-left", "inside-right", "back"] as const;
const SINGLE = ["front"] as const;

export const CARD_FORMATS = {
  "aufkleber-herz": { label: "Aufkleber Herz", group: "aufkleber", size: "400x400", open: "400x400", sides: SINGLE, aspectRatio: "quadratisch" },
  "aufkleber-rechteckig": { label: "Aufkleber rechteckig", group: "aufkleber", size: "700x370", open: "700x370", sides: SINGLE, aspectRatio: "quer" },
  "aufkleber-rund": { label: "Aufkleber rund", group: "aufkleber", size: "400x400", open: "400x400", sides: SINGLE, aspectRatio: "quadratisch" },
  ballonkarte: { label: "Ballonkarte", group: "ballonkarte", size: "1050x740", open: "1050x740", sides: FLAT, aspectRatio: "quer" },
  banderole: { label: "Banderole", group: "banderole", size: "2100x500", open: "2100x500", sides: SINGLE, aspectRatio: "quer" },
  booklet: { label: "Booklet", group: "booklet", size: "1480x1050", open: "2960x1050", sides: FOLDED, aspectRatio: "quer" },
  "briefumschlag-b6": { label: "Briefumschlag B6", group: "briefumschlag", size: "1760x1250", open: "1760x1250", sides: FLAT, aspectRatio: "quer" },
  "briefumschlag-c6": { label: "Briefumschlag C6", group: "briefumschlag", size: "1620x1140", open: "1620x1140", sides: FLAT, aspectRatio: "quer" },
  "briefumschlag-din-lang": { label: "Briefumschlag DIN lang", group: "briefumschlag", size: "2200x1100", open: "2200x1100", sides: FLAT, aspectRatio: "quer" },
  "briefumschlag-quadratisch": { label: "Briefumschlag quadratisch", group: "briefumschlag", size: "1550x1550", open: "1550x1550", sides: FLAT, aspectRatio: "quadratisch" },
  "dinlang-quer": { label: "DIN lang quer", group: "postkarte", size: "2100x1000", open: "2100x1000", sides: FLAT, aspectRatio: "quer" },
  "doppelklappkarte-hoch": { label: "Doppelklappkarte hoch", group: "doppelklappkarte", size: "1050x1480", open: "3150x1480", sides: FOLDED, aspectRatio: "hoch" },
  "doppelklappkarte-quadratisch": { label: "Doppelklappkarte quadratisch", group: "doppelklappkarte", size: "1450x1450", open: "4350x1450", sides: FOLDED, aspectRatio: "quadratisch" },
  "doppelklappkarte-quer": { label: "Doppelklappkarte quer", group: "doppelklappkarte", size: "1480x1050", open: "4440x1050", sides: FOLDED, aspectRatio: "quer" },
  "einlegeblatt-hoch": { label: "Einlegeblatt hoch", group: "einlegeblatt", size: "1000x1430", open: "1000x1430", sides: FLAT, aspectRatio: "hoch" },
  "einlegeblatt-quadratisch": { label: "Einlegeblatt quadratisch", group: "einlegeblatt", size: "1400x1400", open: "1400x1400", sides: FLAT, aspectRatio: "quadratisch" },
  "einlegeblatt-quer": { label: "Einlegeblatt quer", group: "einlegeblatt", size: "1430x1000", open: "1430x1000", sides: FLAT, aspectRatio: "quer" },
  "einleger-menuekarte": { label: "Einleger Menükarte", group: "einlegeblatt", size: "1000x2100", open: "1000x2100", sides: FLAT, aspectRatio: "hoch" },
  "einsteckkarte-hoch": { label: "Einsteckkarte hoch", group: "einsteckkarte", size: "1050x1480", open: "1050x1480", sides: FLAT, aspectRatio: "hoch" },
  "einsteckkarte-quer": { label: "Einsteckkarte quer", group: "einsteckkarte", size: "1480x1050", open: "1480x1050", sides: FLAT, aspectRatio: "quer" },
  flaschenetikett: { label: "Flaschenetikett", group: "flaschenetikett", size: "900x1200", open: "900x1200", sides: SINGLE, aspectRatio: "hoch" },
  fotobuch: { label: "Fotobuch", group: "fotobuch", size: "2100x1480", open: "4200x1480", sides: FOLDED, aspectRatio: "quer" },
  fotostreifen: { label: "Fotostreifen", group: "fotostreifen", size: "500x1500", open: "500x1500", sides: FLAT, aspectRatio: "hoch" },
  "geschenkanhaenger-herz": { label: "Geschenkanhänger Herz", group: "geschenkanhaenger", size: "600x600", open: "600x600", sides: FLAT, aspectRatio: "quadratisch" },
  "geschenkanhaenger-rechteckig": { label: "Geschenkanhänger rechteckig", group: "geschenkanhaenger", size: "500x900", open: "500x900", sides: FLAT, aspectRatio: "hoch" },
  "geschenkanhaenger-rund": { label: "Geschenkanhänger rund", group: "geschenkanhaenger", size: "600x600", open: "600x600", sides: FLAT, aspectRatio: "quadratisch" },
  kartenfaecher: { label: "Kartenfächer", group: "kartenfaecher", size: "700x2000", open: "700x2000", sides: FLAT, aspectRatio: "hoch" },
  kartentrio: { label: "Kartentrio", group: "kartentrio", size: "1050x1480", open: "3150x1480", sides: FLAT, aspectRatio: "hoch" },
  konfetti: { label: "Konfetti", group: "konfetti", size: "300x300", open: "300x300", sides: SINGLE, aspectRatio: "quadratisch" },
  leporello: { label: "Leporello", group: "leporello", size: "1000x2100", open: "4000x2100", sides: FOLDED, aspectRatio: "hoch" },
  "klappkarte-hoch": { label: "Klappkarte hoch", group: "klappkarte", size: "1050x1480", open: "2100x1480", sides: FOLDED, aspectRatio: "hoch" },
  "klappkarte-quadratisch": { label: "Klappkarte quadratisch", group: "klappkarte", size: "1450x1450", open: "2900x1450", sides: FOLDED, aspectRatio: "quadratisch" },
  "klappkarte-quer": { label: "Klappkarte quer", group: "klappkarte", size: "1480x1050", open: "2960x1050", sides: FOLDED, aspectRatio: "quer" },
  pocketfold: { label: "Pocketfold", group: "pocketfold", size: "1450x1450", open: "4350x1450", sides: FOLDED, aspectRatio: "quadratisch" },
  "polaroid-hoch": { label: "Polaroid hoch", group: "polaroid", size: "880x1070", open: "880x1070", sides: FLAT, aspectRatio: "hoch" },
  "postkarte-hoch": { label: "Postkarte hoch", group: "postkarte", size: "1050x1480", open: "1050x1480", sides: FLAT, aspectRatio: "hoch" },
  "postkarte-quadratisch": { label: "Postkarte quadratisch", group: "postkarte", size: "1450x1450", open: "1450x1450", sides: FLAT, aspectRatio: "quadratisch" },
  "postkarte-quer": { label: "Postkarte quer", group: "postkarte", size: "1480x1050", open: "1480x1050", sides: FLAT, aspectRatio: "quer" },
  sitzplan: { label: "Sitzplan", group: "sitzplan", size: "5000x7000", open: "5000x7000", sides: SINGLE, aspectRatio: "hoch" },
  tischkarte: { label: "Tischkarte", group: "tischkarte", size: "900x500", open: "900x1000", sides: ["front", "back"], aspectRatio: "quer" },
  tischklappkarte: { label: "Tischklappkarte", group: "tischkarte", size: "1000x700", open: "1000x1400", sides: ["front", "back"], aspectRatio: "quer" },
  windlichtkarte: { label: "Windlichtkarte", group: "windlichtkarte", size: "2600x1000", open: "2600x1000", sides: SINGLE, aspectRatio: "quer" },
  wunderkerzenetikett: { label: "Wunderkerzenetikett", group: "wunderkerzenetikett", size: "1800x350", open: "1800x350", sides: SINGLE, aspectRatio: "quer" },
  "besondere-formate": { label: "Besondere Formate", group: "besondere-formate", size: "1200x1200", open: "1200x1200", sides: FLAT, aspectRatio: "quadratisch" },
} as const satisfies Record<string, CardFormatSpec>;
export type CardFormat = keyof typeof CARD_FORMATS;
export const CARD_FORMAT_KEYS = Object.keys(CARD_FORMATS) as CardFormat[];

/** Aspect-ratio filter values (spec §3 filter key aspectRatio). */
export const ASPECT_RATIO_FILTERS = { hoch: "Hochformat", quer: "Querformat", quadratisch: "Quadratisch" } as const;
export type AspectRatioKey = keyof typeof ASPECT_RATIO_FILTERS;

/** The 10 paper types (spec §9: "Paper choice of 10 paper types"). */
export const PAPERS = {
  "premium-matt": { label: "Premiumpapier matt", grammage: 350, description: "Glattes, mattes Naturpapier, 350 g/m²" },
  "premium-glanz": { label: "Premiumpapier glänzend", grammage: 350, description: "Seidig glänzend gestrichen, 350 g/m²" },
  naturpapier: { label: "Naturpapier", grammage: 300, description: "Ungestrichen mit leichter Struktur, 300 g/m²" },
  recyclingpapier: { label: "Recyclingpapier", grammage: 300, description: "100 % Altpapier, warmer Farbton, 300 g/m²" },
  leinenpapier: { label: "Leinenpapier", grammage: 300, description: "Feine Leinenprägung, 300 g/m²" },
  buettenpapier: { label: "Büttenpapier", grammage: 300, description: "Handgeschöpfte Anmutung mit Büttenrand, 300 g/m²" },
  perlmuttpapier: { label: "Perlmuttpapier", grammage: 300, description: "Schimmernde Perlmuttoberfläche, 300 g/m²" },
  kraftpapier: { label: "Kraftpapier", grammage: 350, description: "Braunes Kraftpapier, rustikal, 350 g/m²" },
  "extra-dick": { label: "Extra dickes Papier", grammage: 700, description: "Zweilagig kaschiert, 700 g/m²" },
  transparentpapier: { label: "Transparentpapier", grammage: 150, description: "Durchscheinendes Pergamin, 150 g/m²" },
} as const;
export type Paper = keyof typeof PAPERS;
export const PAPER_KEYS = Object.keys(PAPERS) as Paper[];

/** Refinement types (spec §3), each also as "-refined". */
export const REFINEMENT_TYPES = ["gold", "ohne", "relief", "rosegold", "silber"] as const;
export type RefinementType = (typeof REFINEMENT_TYPES)[number];
export type Refinement = RefinementType | `${Exclude<RefinementType, "ohne">}-refined`;
export const REFINEMENT_LABELS: Record<RefinementType, string> = {
  gold: "Goldfolie",
  ohne: "Ohne Veredelung",
  relief: "Reliefdruck",
  rosegold: "Roségoldfolie",
  silber: "Silberfolie",
};
/** Papers that carry foil and relief; on the others only "ohne" is possible. */
export const REFINABLE_PAPERS: readonly Paper[] = ["premium-matt", "naturpapier", "leinenpapier", "buettenpapier", "extra-dick", "perlmuttpapier"];
export const REFINEMENT_UNAVAILABLE_MESSAGE = "Die Veredelung ist nur bei bestimmten Papierarten verfügbar.";

export function refinementAvailable(refinement: RefinementType, paper: Paper): boolean {
  return refinement === "ohne" || REFINABLE_PAPERS.includes(paper);
}

export const PUNCHINGS = { ohne: "Ohne Stanzung", "runde-ecken": "Runde Ecken", herzecken: "Herzecken", wellenform: "Wellenform" } as const;
export type Punching = keyof typeof PUNCHINGS;

export const TAGS = { ohne: "Ohne", "anhaenger-herz": "Anhänger Herz", "anhaenger-rechteckig": "Anhänger rechteckig", "anhaenger-rund": "Anhänger rund", seal: "Siegel" } as const;
export type Tag = keyof typeof TAGS;

/** Seals: self-adhesive, 3 mm diameter, break-proof (spec §3, §9). */
export const SEALS = { eukalyptus: "Eukalyptus", gold: "Gold", kupfer: "Kupfer", rose: "Rose" } as const;
export const SEAL_DIAMETER_MM = 3;
export const PENS = { "gel-gold": "Gelstift Gold", "gel-rosegold": "Gelstift Roségold (Kupfer)", "gel-silber": "Gelstift Silber", "filz-schwarz": "Filzstift Schwarz" } as const;
/** Ribbons are delivered separately (spec §3). */
export const RIBBONS = {
  "bakers-twine": "Baker's Twine",
  chiffon: "Chiffonband",
  jute: "Juteband",
  kordel: "Kordel",
  "satin-10": "Satinband 10 mm",
  "satin-3": "Satinband 3 mm",
  wachs: "Wachsband",
  ohne: "Ohne Band",
} as const;
export const SCREWS = { bronze: "Bronze", gold: "Gold", silber: "Silber" } as const;
export const INLAY_SHEETS = { hoch: "Einlegeblatt hoch", quer: "Einlegeblatt quer", quadratisch: "Einlegeblatt quadratisch" } as const;

/** Card accessory kinds (spec §3). */
export const CARD_ACCESSORY_KINDS = ["bag", "bow", "box", "envelope", "inlay", "pen", "posterbar", "ribbon", "screw", "seal", "standard"] as const;
export type CardAccessoryKind = (typeof CARD_ACCESSORY_KINDS)[number];

/** Envelope sizes (spec §3), WxH in tenths of mm. */
export const ENVELOPE_SIZES = {
  c6: { label: "C6", size: "1620x1140" },
  b6: { label: "B6", size: "1760x1250" },
  "din-lang": { label: "DIN lang", size: "2200x1100" },
} as const;
export type EnvelopeSize = keyof typeof ENVELOPE_SIZES;

/** Colours (spec §3) with a swatch for filters and tiles. */
export const COLOURS = {
  black: { label: "Schwarz", swatch: "#222222" },
  blue: { label: "Blau", swatch: "#3f6e9e" },
  "cool-gray": { label: "Kühles Grau", swatch: "#9aa1a9" },
  "dirty-white": { label: "Naturweiß", swatch: "#efe9dc" },
  green: { label: "Grün", swatch: "#5c7f67" },
  orange: { label: "Orange", swatch: "#d9824b" },
  pink: { label: "Rosa", swatch: "#e4a9b4" },
  red: { label: "Rot", swatch: "#b23a3a" },
  smashy1: { label: "Terrakotta", swatch: "#c4704f" },
  smashy2: { label: "Salbei", swatch: "#a9b8a0" },
  white: { label: "Weiß", swatch: "#ffffff" },
  yellow: { label: "Gelb", swatch: "#e8c15a" },
} as const;
export type Colour = keyof typeof COLOURS;
export const COLOUR_KEYS = Object.keys(COLOURS) as Colour[];

export const STYLES = {
  klassisch: "Klassisch",
  modern: "Modern",
  floral: "Floral",
  rustikal: "Rustikal",
  minimalistisch: "Minimalistisch",
  verspielt: "Verspielt",
  elegant: "Elegant",
  boho: "Boho",
} as const;
export type Style = keyof typeof STYLES;

/** Labels (spec §3): recommendation/bestseller/new sort labels; tiles show Neuheit and Bestseller badges. */
export const LABELS = { neuheit: "Neuheit", bestseller: "Bestseller" } as const;
export type Label = keyof typeof LABELS;

/** Filter keys and sort keys (spec §3). */
export const FILTER_KEYS = ["aspectRatio", "category", "color", "label", "product", "punching", "style"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const SORT_OPTIONS = {
  sort: "Empfehlung",
  popularity: "Bestseller",
  created: "Neuheit",
} as const;
export type SortKey = keyof typeof SORT_OPTIONS;

/** Product description labels and price notes (spec §3). */
export const DESCRIPTION_LABELS = {
  format: "Format",
  dimensions: "Maße",
  tag: "Anhänger",
  refinement: "Veredelung",
  ribbon: "Band",
  furtherFormats: "Weitere Formate",
} as const;
export const PRICE_NOTES = {
  perPiece: "pro Stück inkl. MwSt.",
  total: "Gesamtpreis inkl. MwSt.",
  excludingShipping: "inkl. MwSt. zzgl. Versand",
} as const;

/** Quantity picker (spec §9). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 5000;
export const PAGE_SIZES = [12, 48] as const;
