import type { CardFormat, CardOccasion, CardProductType, Colour, Paper, Style } from "../../core/catalogue/cards";
import type { PieceKind } from "./copy";
import type { Mood } from "./palettes";

/**
 * What a theme contains per occasion (its "recipe"), which formats each product comes in, and
 * the occasion's style and colour preferences.
 */

type Weighted<T> = readonly (readonly [T, number])[];

export const PRODUCT_FORMATS: Record<CardProductType, Weighted<CardFormat>> = {
  grusskarte: [["klappkarte-hoch", 3], ["klappkarte-quadratisch", 2], ["klappkarte-quer", 2], ["postkarte-hoch", 2], ["postkarte-quer", 2], ["postkarte-quadratisch", 1]],
  dankeskarte: [["postkarte-quer", 3], ["postkarte-hoch", 2], ["klappkarte-quer", 2], ["klappkarte-hoch", 1], ["postkarte-quadratisch", 1], ["klappkarte-quadratisch", 1]],
  einladungskarte: [
    ["klappkarte-hoch", 3],
    ["postkarte-hoch", 3],
    ["klappkarte-quadratisch", 2],
    ["postkarte-quer", 2],
    ["klappkarte-quer", 1],
    ["postkarte-quadratisch", 1],
    ["dinlang-quer", 1],
    ["doppelklappkarte-hoch", 0.5],
    ["pocketfold", 0.3],
    ["kartentrio", 0.2],
  ],
  "save-the-date-karte": [["postkarte-quer", 3], ["postkarte-hoch", 2], ["postkarte-quadratisch", 1], ["polaroid-hoch", 1]],
  antwortkarte: [["einsteckkarte-quer", 3], ["einsteckkarte-hoch", 1], ["postkarte-quer", 1]],
  briefumschlag: [["briefumschlag-c6", 3], ["briefumschlag-b6", 1], ["briefumschlag-din-lang", 1], ["briefumschlag-quadratisch", 1]],
  absenderaufkleber: [["aufkleber-rechteckig", 1]],
  adressaufkleber: [["aufkleber-rechteckig", 1]],
  empfaengeraufkleber: [["aufkleber-rechteckig", 1]],
  geschenkaufkleber: [["aufkleber-rund", 2], ["aufkleber-herz", 1]],
  geschenkanhaenger: [["geschenkanhaenger-rechteckig", 2], ["geschenkanhaenger-rund", 1], ["geschenkanhaenger-herz", 1]],
  flaschenetikett: [["flaschenetikett", 1]],
  fotoaufsteller: [["postkarte-hoch", 1], ["besondere-formate", 1]],
  siegelsticker: [["aufkleber-rund", 2], ["aufkleber-herz", 1]],
  wunderkerzenetikett: [["wunderkerzenetikett", 1]],
  windlichtkarte: [["windlichtkarte", 1]],
  trauerkarte: [["klappkarte-quer", 3], ["klappkarte-hoch", 2], ["postkarte-quer", 1], ["klappkarte-quadratisch", 1]],
  "besteck-serviettenzubehoer": [["banderole", 1]],
  menuekarte: [["einleger-menuekarte", 3], ["einlegeblatt-hoch", 1], ["klappkarte-hoch", 1]],
  getraenkekarte: [["einleger-menuekarte", 2], ["einlegeblatt-hoch", 1]],
  gutscheinkarte: [["dinlang-quer", 2], ["postkarte-quer", 2], ["klappkarte-quer", 1]],
  neujahrskarte: [["postkarte-quer", 2], ["klappkarte-quer", 1], ["dinlang-quer", 1], ["postkarte-quadratisch", 1]],
  sitzplan: [["sitzplan", 1]],
  tischkarte: [["tischkarte", 3], ["tischklappkarte", 2]],
  tischnummer: [["einsteckkarte-hoch", 2], ["postkarte-hoch", 1], ["postkarte-quadratisch", 1]],
  "taschentuecher-banderole": [["banderole", 1]],
  weihnachtskarte: [["klappkarte-quer", 3], ["klappkarte-hoch", 2], ["postkarte-quer", 2], ["postkarte-hoch", 1], ["klappkarte-quadratisch", 1], ["dinlang-quer", 1]],
};

/** Formats a design is also offered in, beyond its product type's list. */
export const EXTRA_FORMATS: Partial<Record<CardProductType, readonly CardFormat[]>> = {
  einladungskarte: ["leporello", "doppelklappkarte-quadratisch", "doppelklappkarte-quer", "einlegeblatt-hoch"],
  "save-the-date-karte": ["fotostreifen", "dinlang-quer"],
  menuekarte: ["kartenfaecher", "einlegeblatt-quer"],
  dankeskarte: ["einlegeblatt-quadratisch"],
  fotoaufsteller: ["einsteckkarte-hoch"],
};

export interface RecipeItem {
  kind: PieceKind;
  productType: CardProductType;
  /** Product name before the design name: "Hochzeitseinladung" „Eukalyptus“. */
  label: string;
  /** Chance that a theme of this occasion has the piece (1 = always). */
  chance: number;
  formats?: Weighted<CardFormat>;
  /** Relative demand, for popularity. */
  demand: number;
}

const r = (kind: PieceKind, productType: CardProductType, label: string, chance: number, demand: number, formats?: Weighted<CardFormat>): RecipeItem => ({
  kind,
  productType,
  label,
  chance,
  demand,
  ...(formats ? { formats } : {}),
});

const churchRecipe = (event: string): RecipeItem[] => [
  r("einladung", "einladungskarte", `Einladungskarte ${event}`, 1, 1),
  r("danke", "dankeskarte", `Dankeskarte ${event}`, 0.7, 0.7),
  r("menue", "menuekarte", `Menükarte ${event}`, 0.2, 0.3),
  r("tischkarte", "tischkarte", `Tischkarte ${event}`, 0.2, 0.3),
];

export const RECIPES: Record<CardOccasion, RecipeItem[]> = {
  hochzeit: [
    r("einladung", "einladungskarte", "Hochzeitseinladung", 1, 1),
    r("save-the-date", "save-the-date-karte", "Save-the-Date-Karte", 0.7, 0.8),
    r("antwort", "antwortkarte", "Antwortkarte Hochzeit", 0.45, 0.4),
    r("danke", "dankeskarte", "Dankeskarte Hochzeit", 0.75, 0.75),
    r("menue", "menuekarte", "Menükarte Hochzeit", 0.6, 0.45),
    r("getraenke", "getraenkekarte", "Getränkekarte Hochzeit", 0.3, 0.25),
    r("tischkarte", "tischkarte", "Tischkarte Hochzeit", 0.6, 0.5),
    r("tischnummer", "tischnummer", "Tischnummer Hochzeit", 0.35, 0.3),
    r("sitzplan", "sitzplan", "Sitzplan Hochzeit", 0.3, 0.25),
    r("kirchenheft", "grusskarte", "Kirchenheft", 0.3, 0.3, [["booklet", 1]]),
    r("wunderkerze", "wunderkerzenetikett", "Wunderkerzenetikett Hochzeit", 0.18, 0.2),
    r("taschentuch", "taschentuecher-banderole", "Taschentücher-Banderole Hochzeit", 0.15, 0.2),
    r("windlicht", "windlichtkarte", "Windlichtkarte Hochzeit", 0.12, 0.15),
    r("flaschenetikett", "flaschenetikett", "Flaschenetikett Hochzeit", 0.12, 0.15),
    r("serviette", "besteck-serviettenzubehoer", "Serviettenbanderole Hochzeit", 0.12, 0.15),
    r("anhaenger", "geschenkanhaenger", "Gastgeschenkanhänger Hochzeit", 0.15, 0.2),
    r("fotoaufsteller", "fotoaufsteller", "Fotoaufsteller Hochzeit", 0.08, 0.1),
    r("siegel", "siegelsticker", "Siegelsticker Hochzeit", 0.12, 0.15),
    r("ballon", "grusskarte", "Ballonflugkarte Hochzeit", 0.08, 0.1, [["ballonkarte", 1]]),
  ],
  geburt: [
    r("gruss", "grusskarte", "Geburtskarte", 1, 1),
    r("danke", "dankeskarte", "Dankeskarte Geburt", 0.6, 0.7),
    r("einladung", "einladungskarte", "Einladungskarte Willkommensfeier", 0.2, 0.3),
    r("anhaenger", "geschenkanhaenger", "Geschenkanhänger Geburt", 0.08, 0.1),
    r("geschenkaufkleber", "geschenkaufkleber", "Geschenkaufkleber Geburt", 0.06, 0.1),
  ],
  taufe: [
    r("einladung", "einladungskarte", "Einladungskarte Taufe", 1, 1),
    r("danke", "dankeskarte", "Dankeskarte Taufe", 0.7, 0.7),
    r("gruss", "grusskarte", "Glückwunschkarte Taufe", 0.2, 0.3),
    r("menue", "menuekarte", "Menükarte Taufe", 0.25, 0.3),
    r("tischkarte", "tischkarte", "Tischkarte Taufe", 0.25, 0.3),
    r("anhaenger", "geschenkanhaenger", "Geschenkanhänger Taufe", 0.08, 0.1),
  ],
  trauer: [
    r("trauer", "trauerkarte", "Trauerkarte", 1, 1),
    r("danke", "dankeskarte", "Trauerdanksagung", 0.7, 0.8),
    r("kondolenz", "grusskarte", "Kondolenzkarte", 0.25, 0.3),
  ],
  ostern: [
    r("gruss", "grusskarte", "Osterkarte", 1, 1),
    r("einladung", "einladungskarte", "Einladungskarte Osterbrunch", 0.25, 0.3),
    r("anhaenger", "geschenkanhaenger", "Geschenkanhänger Ostern", 0.2, 0.2),
  ],
  kommunion: churchRecipe("Kommunion"),
  firmung: churchRecipe("Firmung"),
  konfirmation: churchRecipe("Konfirmation"),
  einschulung: [
    r("einladung", "einladungskarte", "Einladungskarte Einschulung", 1, 1),
    r("danke", "dankeskarte", "Dankeskarte Einschulung", 0.35, 0.4),
    r("geschenkaufkleber", "geschenkaufkleber", "Aufkleber Einschulung", 0.15, 0.2),
    r("anhaenger", "geschenkanhaenger", "Geschenkanhänger Einschulung", 0.1, 0.15),
  ],
  geburtstag: [
    r("einladung", "einladungskarte", "Einladungskarte Geburtstag", 1, 1),
    r("danke", "dankeskarte", "Dankeskarte Geburtstag", 0.4, 0.5),
    r("gruss", "grusskarte", "Geburtstagskarte", 0.35, 0.6),
    r("gutschein", "gutscheinkarte", "Gutscheinkarte Geburtstag", 0.2, 0.3),
    r("menue", "menuekarte", "Menükarte Geburtstag", 0.1, 0.15),
    r("tischkarte", "tischkarte", "Tischkarte Geburtstag", 0.1, 0.15),
    r("flaschenetikett", "flaschenetikett", "Flaschenetikett Geburtstag", 0.08, 0.1),
  ],
  kindergeburtstag: [
    r("einladung", "einladungskarte", "Einladungskarte Kindergeburtstag", 1, 1),
    r("danke", "dankeskarte", "Dankeskarte Kindergeburtstag", 0.3, 0.4),
    r("geschenkaufkleber", "geschenkaufkleber", "Geschenkaufkleber Kindergeburtstag", 0.2, 0.2),
    r("anhaenger", "geschenkanhaenger", "Geschenkanhänger Kindergeburtstag", 0.1, 0.15),
  ],
  "weihnachten-privat": [
    r("gruss", "weihnachtskarte", "Weihnachtskarte", 1, 1),
    r("neujahr", "neujahrskarte", "Neujahrskarte", 0.35, 0.4),
    r("anhaenger", "geschenkanhaenger", "Geschenkanhänger Weihnachten", 0.25, 0.3),
    r("geschenkaufkleber", "geschenkaufkleber", "Geschenkaufkleber Weihnachten", 0.15, 0.2),
  ],
  "weihnachten-geschaeftlich": [
    r("gruss", "weihnachtskarte", "Geschäftliche Weihnachtskarte", 1, 1, [["dinlang-quer", 3], ["klappkarte-quer", 3], ["postkarte-quer", 2], ["klappkarte-hoch", 1]]),
    r("neujahr", "neujahrskarte", "Geschäftliche Neujahrskarte", 0.45, 0.5),
    r("gutschein", "gutscheinkarte", "Gutscheinkarte Weihnachten", 0.1, 0.15),
  ],
  umzug: [
    r("gruss", "grusskarte", "Umzugskarte", 1, 1),
    r("einladung", "einladungskarte", "Einladungskarte Einweihungsparty", 0.45, 0.5),
    r("absender", "absenderaufkleber", "Absenderaufkleber Umzug", 0.25, 0.3),
  ],
  valentinstag: [r("gruss", "grusskarte", "Valentinskarte", 1, 1), r("gutschein", "gutscheinkarte", "Liebesgutschein", 0.3, 0.4)],
  vatertag: [r("gruss", "grusskarte", "Vatertagskarte", 1, 1), r("gutschein", "gutscheinkarte", "Gutscheinkarte Vatertag", 0.3, 0.4)],
  weihnachtsfeier: [
    r("einladung", "einladungskarte", "Einladungskarte Weihnachtsfeier", 1, 1),
    r("menue", "menuekarte", "Menükarte Weihnachtsfeier", 0.35, 0.4),
    r("tischkarte", "tischkarte", "Tischkarte Weihnachtsfeier", 0.25, 0.3),
    r("getraenke", "getraenkekarte", "Getränkekarte Weihnachtsfeier", 0.15, 0.2),
  ],
  zubehoer: [
    r("briefumschlag", "briefumschlag", "Briefumschlag", 1, 1),
    r("absender", "absenderaufkleber", "Absenderaufkleber", 0.6, 0.7),
    r("adresse", "adressaufkleber", "Adressaufkleber", 0.5, 0.6),
    r("empfaenger", "empfaengeraufkleber", "Empfängeraufkleber", 0.4, 0.4),
    r("siegel", "siegelsticker", "Siegelsticker", 0.5, 0.6),
    r("geschenkaufkleber", "geschenkaufkleber", "Geschenkaufkleber", 0.4, 0.5),
    r("anhaenger", "geschenkanhaenger", "Geschenkanhänger", 0.5, 0.6),
    r("flaschenetikett", "flaschenetikett", "Flaschenetikett", 0.3, 0.4),
    r("serviette", "besteck-serviettenzubehoer", "Serviettenbanderole", 0.25, 0.3),
    r("windlicht", "windlichtkarte", "Windlichtkarte", 0.2, 0.25),
  ],
};

/** Share of all designs per occasion (weddings are the shop's biggest range). */
export const OCCASION_SHARE: Record<CardOccasion, number> = {
  hochzeit: 0.27,
  geburt: 0.08,
  taufe: 0.06,
  trauer: 0.06,
  ostern: 0.025,
  kommunion: 0.035,
  firmung: 0.02,
  konfirmation: 0.025,
  einschulung: 0.03,
  geburtstag: 0.07,
  kindergeburtstag: 0.05,
  "weihnachten-privat": 0.09,
  "weihnachten-geschaeftlich": 0.04,
  umzug: 0.025,
  valentinstag: 0.02,
  vatertag: 0.015,
  weihnachtsfeier: 0.03,
  zubehoer: 0.04,
};

export const MOOD_STYLES: Record<Mood, Weighted<Style>> = {
  wedding: [["floral", 3], ["elegant", 3], ["boho", 2], ["klassisch", 2], ["minimalistisch", 2], ["rustikal", 1.5], ["modern", 1.5]],
  baby: [["verspielt", 3], ["minimalistisch", 2], ["modern", 2], ["floral", 1], ["klassisch", 1], ["boho", 1]],
  church: [["klassisch", 3], ["modern", 2], ["minimalistisch", 2], ["floral", 1], ["elegant", 1]],
  mourning: [["klassisch", 3], ["minimalistisch", 3], ["elegant", 2], ["floral", 1]],
  christmas: [["klassisch", 2], ["modern", 2], ["rustikal", 2], ["elegant", 2], ["verspielt", 1], ["minimalistisch", 1]],
  business: [["modern", 3], ["minimalistisch", 3], ["elegant", 2], ["klassisch", 2]],
  party: [["modern", 3], ["verspielt", 2], ["elegant", 2]],
  kids: [["verspielt", 4], ["modern", 2], ["boho", 1]],
  spring: [["floral", 2], ["verspielt", 2], ["modern", 1]],
  love: [["verspielt", 2], ["elegant", 2], ["modern", 2], ["floral", 1]],
  home: [["modern", 3], ["minimalistisch", 2], ["verspielt", 1]],
  father: [["modern", 3], ["minimalistisch", 2], ["klassisch", 1]],
  neutral: [["minimalistisch", 2], ["klassisch", 2], ["floral", 1], ["elegant", 1], ["rustikal", 1]],
};

export const MOOD_COLOURS: Record<Mood, Weighted<Colour>> = {
  wedding: [["smashy2", 4], ["green", 3], ["dirty-white", 3], ["white", 2], ["pink", 2], ["blue", 2], ["smashy1", 2], ["black", 1], ["cool-gray", 1], ["yellow", 0.5], ["orange", 0.5]],
  baby: [["pink", 3], ["blue", 3], ["smashy2", 2], ["yellow", 2], ["dirty-white", 2], ["white", 1], ["green", 1], ["cool-gray", 1], ["orange", 0.5]],
  church: [["white", 2], ["dirty-white", 2], ["blue", 2], ["smashy2", 2], ["green", 1], ["pink", 1], ["cool-gray", 1], ["yellow", 0.5]],
  mourning: [["cool-gray", 3], ["white", 2], ["dirty-white", 2], ["black", 1.5], ["blue", 1], ["green", 1], ["smashy2", 1]],
  christmas: [["green", 3], ["red", 3], ["dirty-white", 2], ["blue", 2], ["white", 1.5], ["black", 1], ["cool-gray", 0.5], ["smashy1", 0.5]],
  business: [["blue", 3], ["green", 2], ["red", 2], ["white", 2], ["dirty-white", 1.5], ["black", 1.5], ["cool-gray", 1]],
  party: [["yellow", 2], ["orange", 2], ["pink", 2], ["blue", 2], ["black", 1.5], ["green", 1], ["smashy1", 1], ["white", 1], ["red", 1]],
  kids: [["yellow", 2], ["blue", 2], ["pink", 2], ["orange", 2], ["green", 2], ["red", 1], ["smashy2", 1]],
  spring: [["yellow", 3], ["pink", 2], ["smashy2", 2], ["green", 2], ["blue", 1], ["orange", 1], ["white", 1]],
  love: [["red", 3], ["pink", 3], ["white", 1], ["black", 1], ["smashy1", 1]],
  home: [["smashy1", 2], ["green", 2], ["blue", 2], ["yellow", 1], ["dirty-white", 1], ["white", 1], ["black", 1]],
  father: [["blue", 3], ["cool-gray", 2], ["green", 2], ["black", 1], ["orange", 1], ["smashy1", 1]],
  neutral: [["white", 2], ["dirty-white", 2], ["smashy2", 2], ["black", 1], ["cool-gray", 1], ["pink", 1], ["blue", 1], ["green", 1]],
};

export const STYLE_PAPERS: Record<Style, Weighted<Paper>> = {
  rustikal: [["kraftpapier", 5], ["recyclingpapier", 3], ["naturpapier", 2]],
  elegant: [["leinenpapier", 3.5], ["premium-matt", 3], ["buettenpapier", 2], ["perlmuttpapier", 1.5]],
  klassisch: [["premium-matt", 4], ["naturpapier", 3], ["leinenpapier", 3]],
  boho: [["naturpapier", 4], ["recyclingpapier", 3], ["kraftpapier", 2]],
  floral: [["premium-matt", 5], ["naturpapier", 3], ["buettenpapier", 2]],
  modern: [["premium-matt", 6], ["premium-glanz", 2], ["extra-dick", 2]],
  minimalistisch: [["premium-matt", 4], ["extra-dick", 3], ["naturpapier", 3]],
  verspielt: [["premium-matt", 6], ["premium-glanz", 4]],
};

/** Chance that a design of a style is made for a foil refinement. */
export const STYLE_FOIL: Record<Style, number> = {
  elegant: 0.7,
  klassisch: 0.45,
  floral: 0.35,
  minimalistisch: 0.3,
  modern: 0.25,
  boho: 0.12,
  rustikal: 0.08,
  verspielt: 0.12,
};

export function weightedPick<T>(random: () => number, items: Weighted<T>): T {
  let total = 0;
  for (const [, w] of items) total += w;
  let x = random() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1]![0];
}
