import type { CardOccasion } from "../../core/catalogue/cards";
import { pick } from "../../core/random";

/**
 * German sample text for every occasion and piece kind. A theme draws one sample (couple, date,
 * place …) so its invitation, menu card and table card name the same people.
 */

export type Level = "kicker" | "display" | "subtitle" | "detail" | "body" | "small" | "number" | "list-title" | "initials" | "script";

export interface Block {
  role: string;
  text: string;
  level: Level;
  /** May be left out when space runs short (small formats). */
  optional?: boolean;
}

export interface PieceContent {
  /** The front: kicker, names, date, place … in reading order. */
  front: Block[];
  /** Inside right (folded) or back (flat): body text, programme, RSVP. */
  inside: Block[];
  /** Inside left of folded cards: a quote or verse. */
  aside: Block[];
  /** Initials for monograms and seals ("A & J"). */
  initials: string;
  /** Menu courses, drinks or seating tables: title plus lines. */
  sections?: { title: string; lines: string }[];
}

export type PieceKind =
  | "einladung"
  | "save-the-date"
  | "antwort"
  | "menue"
  | "getraenke"
  | "tischkarte"
  | "tischnummer"
  | "sitzplan"
  | "danke"
  | "kirchenheft"
  | "wunderkerze"
  | "taschentuch"
  | "windlicht"
  | "flaschenetikett"
  | "serviette"
  | "anhaenger"
  | "fotoaufsteller"
  | "siegel"
  | "ballon"
  | "gruss"
  | "trauer"
  | "kondolenz"
  | "neujahr"
  | "gutschein"
  | "briefumschlag"
  | "absender"
  | "adresse"
  | "empfaenger"
  | "geschenkaufkleber";

const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"];
const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

interface SampleDate {
  long: string;
  short: string;
  plain: string;
  year: number;
}

/** A date on the given weekday: the n-th such day from a start date. */
function dateOn(year: number, month: number, day: number, weekday: number | undefined, step: number): SampleDate {
  let t = Date.UTC(year, month - 1, day);
  if (weekday !== undefined) while (new Date(t).getUTCDay() !== weekday) t += 86_400_000;
  t += step * (weekday !== undefined ? 7 : 1) * 86_400_000;
  const d = new Date(t);
  const dd = d.getUTCDate();
  const mm = d.getUTCMonth();
  const yy = d.getUTCFullYear();
  return {
    long: `${WEEKDAYS[d.getUTCDay()]}, ${dd}. ${MONTHS[mm]} ${yy}`,
    plain: `${dd}. ${MONTHS[mm]} ${yy}`,
    short: `${String(dd).padStart(2, "0")}.${String(mm + 1).padStart(2, "0")}.${yy}`,
    year: yy,
  };
}

const COUPLES = [
  ["Anna", "Jonas"],
  ["Lena", "Paul"],
  ["Marie", "Felix"],
  ["Sophie", "Lukas"],
  ["Laura", "Tim"],
  ["Julia", "Max"],
  ["Hannah", "Leon"],
  ["Clara", "Moritz"],
  ["Emma", "Ben"],
  ["Lea", "David"],
  ["Mia", "Niklas"],
  ["Katharina", "Florian"],
  ["Johanna", "Simon"],
  ["Charlotte", "Jakob"],
] as const;
const VENUES = [
  ["Gut Sonnenhof", "Starnberg"],
  ["Schloss Elmau", "Krün"],
  ["Landhaus am See", "Potsdam"],
  ["Alte Mühle", "Lüneburg"],
  ["Weingut Lindenhof", "Rüdesheim"],
  ["Hofgut Hohenstein", "Freiburg"],
  ["Kloster Eberbach", "Eltville"],
  ["Gut Kaltenbrunn", "Gmund am Tegernsee"],
  ["Orangerie im Schlosspark", "Kassel"],
  ["Seegut Zeppelin", "Konstanz"],
] as const;
const CHURCHES = ["Kirche St. Martin", "St. Marien", "Kirche St. Nikolai", "Dreifaltigkeitskirche", "St. Johannes", "Christuskirche", "Klosterkirche St. Peter"];
const BABIES = [
  ["Mila", "Tochter"],
  ["Emil", "Sohn"],
  ["Ida", "Tochter"],
  ["Theo", "Sohn"],
  ["Lina", "Tochter"],
  ["Paul", "Sohn"],
  ["Ella", "Tochter"],
  ["Noah", "Sohn"],
  ["Frieda", "Tochter"],
  ["Anton", "Sohn"],
  ["Marlene", "Tochter"],
  ["Henri", "Sohn"],
  ["Lotta", "Tochter"],
  ["Oskar", "Sohn"],
] as const;
const FAMILIES = ["Schneider", "Berger", "Wagner", "Hoffmann", "Becker", "Fischer", "Keller", "Lange", "Vogel", "Brandt", "Schulz", "Hartmann"];
const DECEASED = [
  ["Hildegard", "Wagner", 1938],
  ["Walter", "Schmidt", 1941],
  ["Gerda", "Hoffmann", 1936],
  ["Heinrich", "Becker", 1944],
  ["Ursula", "Fischer", 1940],
  ["Karl-Heinz", "Weber", 1947],
  ["Elisabeth", "Braun", 1935],
  ["Manfred", "Krüger", 1949],
] as const;
const ADULTS = [
  ["Sabine", 50],
  ["Thomas", 60],
  ["Claudia", 40],
  ["Michael", 50],
  ["Petra", 70],
  ["Andreas", 40],
  ["Nina", 30],
  ["Stefan", 60],
] as const;
const KIDS = [
  ["Ben", 6],
  ["Lotta", 5],
  ["Finn", 7],
  ["Ella", 4],
  ["Jonas", 8],
  ["Mia", 6],
  ["Luis", 5],
  ["Greta", 7],
] as const;
const GUESTS = ["Tante Erika", "Familie Schneider", "Oma Gerda", "Lukas Berger", "Sophie Wagner", "Onkel Karl", "Julia Hartmann", "Maximilian Vogel"];
const STREETS = [
  ["Lindenstraße 12", "80331 München"],
  ["Am Markt 3", "50667 Köln"],
  ["Seestraße 5", "82319 Starnberg"],
  ["Gartenweg 8", "20249 Hamburg"],
  ["Kastanienallee 21", "10435 Berlin"],
  ["Rosenstraße 14", "04109 Leipzig"],
] as const;
const COMPANIES = ["Müller & Partner", "Hartmann Architekten", "Lindner Steuerberatung", "Brandt & Söhne", "Studio Vogel", "Keller Immobilien"];

const GUEST_NAMES = [
  "Erika Schneider",
  "Karl Schneider",
  "Julia Hartmann",
  "Tobias Hartmann",
  "Maximilian Vogel",
  "Lisa Vogel",
  "Gerda Berger",
  "Hans Berger",
  "Sophie Wagner",
  "Felix Wagner",
  "Nina Keller",
  "Jan Keller",
  "Paula Lange",
  "Moritz Lange",
  "Clara Brandt",
  "Emil Brandt",
  "Tanja Schulz",
  "Robert Schulz",
  "Miriam Fischer",
  "David Fischer",
  "Lea Becker",
  "Simon Becker",
  "Hanna Roth",
  "Philipp Roth",
  "Eva Krause",
  "Oliver Krause",
  "Maja Frank",
  "Leon Frank",
  "Ina Weiß",
  "Timo Weiß",
  "Ruth Hahn",
  "Georg Hahn",
];

/** Everything a theme's pieces say, drawn once per theme. */
export interface Sample {
  couple: readonly [string, string];
  venue: readonly [string, string];
  church: string;
  baby: readonly [string, string];
  family: string;
  deceased: readonly [string, string, number];
  adult: readonly [string, number];
  kid: readonly [string, number];
  guest: string;
  street: readonly [string, string];
  company: string;
  wedding: SampleDate;
  born: SampleDate;
  sunday: SampleDate;
  saturday: SampleDate;
  died: SampleDate;
  december: SampleDate;
  table: number;
  variant: number;
}

export function drawSample(random: () => number): Sample {
  const step = Math.floor(random() * 18);
  return {
    couple: pick(random, COUPLES),
    venue: pick(random, VENUES),
    church: pick(random, CHURCHES),
    baby: pick(random, BABIES),
    family: pick(random, FAMILIES),
    deceased: pick(random, DECEASED),
    adult: pick(random, ADULTS),
    kid: pick(random, KIDS),
    guest: pick(random, GUESTS),
    street: pick(random, STREETS),
    company: pick(random, COMPANIES),
    wedding: dateOn(2026, 5, 2, 6, step),
    born: dateOn(2026, 1, 8, undefined, step * 5 + 3),
    sunday: dateOn(2026, 4, 12, 0, Math.floor(step / 2)),
    saturday: dateOn(2026, 5, 9, 6, step),
    died: dateOn(2026, 9, 20, undefined, step),
    december: dateOn(2026, 12, 4, 5, step % 2),
    table: 1 + Math.floor(random() * 12),
    variant: Math.floor(random() * 4),
  };
}

const oneOf = <T,>(i: number, items: readonly T[]): T => items[i % items.length]!;

const b = (role: string, text: string, level: Level, optional = false): Block => ({ role, text, level, ...(optional ? { optional } : {}) });

function coupleText(s: Sample): string {
  return `${s.couple[0]} & ${s.couple[1]}`;
}

function weight(s: Sample): string {
  const grams = 2900 + ((s.table * 137 + s.variant * 61) % 900);
  const cm = 49 + ((s.table + s.variant) % 5);
  return `${Math.floor(grams / 1000)}.${String(grams % 1000).padStart(3, "0")}\u00a0g · ${cm}\u00a0cm`;
}

/** Who the piece is about, for subtitles on menus, table cards and small pieces. */
function subject(occasion: CardOccasion, s: Sample): { name: string; date: SampleDate; initials: string } {
  switch (occasion) {
    case "hochzeit":
    case "valentinstag":
    case "zubehoer":
      return { name: coupleText(s), date: s.wedding, initials: `${s.couple[0][0]} & ${s.couple[1][0]}` };
    case "geburt":
      return { name: s.baby[0], date: s.born, initials: s.baby[0][0]! };
    case "taufe":
    case "kommunion":
    case "firmung":
    case "konfirmation":
      return { name: occasion === "taufe" ? s.baby[0] : s.kid[0], date: s.sunday, initials: (occasion === "taufe" ? s.baby[0] : s.kid[0])[0]! };
    case "trauer":
      return { name: `${s.deceased[0]} ${s.deceased[1]}`, date: s.died, initials: `${s.deceased[0][0]}${s.deceased[1][0]}` };
    case "geburtstag":
      return { name: s.adult[0], date: s.saturday, initials: s.adult[0][0]! };
    case "kindergeburtstag":
    case "einschulung":
      return { name: s.kid[0], date: s.saturday, initials: s.kid[0][0]! };
    case "weihnachten-geschaeftlich":
    case "weihnachtsfeier":
      return { name: s.company, date: s.december, initials: s.company[0]! };
    default:
      return { name: `Familie ${s.family}`, date: s.saturday, initials: s.family[0]! };
  }
}

const COURSES = [
  ["Vorspeise", "Burrata mit Tomaten, Basilikum und geröstetem Brot"],
  ["Suppe", "Kürbiscremesuppe mit Ingwer und Kernöl"],
  ["Hauptgang", "Rosa gebratenes Kalbsfilet mit Kartoffelgratin und Bohnen"],
  ["Dessert", "Mousse au Chocolat mit Himbeeren"],
] as const;
const WINTER_COURSES = [
  ["Vorspeise", "Feldsalat mit Walnüssen und Birne"],
  ["Hauptgang", "Gänsekeule mit Rotkohl und Kartoffelknödeln"],
  ["Dessert", "Bratapfel mit Vanillesoße"],
] as const;
const DRINKS = [
  ["Aperitif", "Hugo · Aperol Spritz · Holunderschorle"],
  ["Wein", "Riesling vom Weingut Lindenhof · Spätburgunder"],
  ["Bier & Alkoholfreies", "Helles · Radler · Limonade · Wasser"],
  ["Kaffee & Digestif", "Espresso · Cappuccino · Obstbrand"],
] as const;

function seating(s: Sample): { title: string; lines: string }[] {
  const tables: { title: string; lines: string }[] = [];
  for (let t = 0; t < 6; t++) {
    const names: string[] = [];
    for (let i = 0; i < 6; i++) names.push(GUEST_NAMES[(t * 5 + i * 3 + s.variant) % GUEST_NAMES.length]!);
    tables.push({ title: `Tisch ${t + 1}`, lines: names.join("\n") });
  }
  return tables;
}

/** What a piece says, front and inside. */
export function pieceContent(occasion: CardOccasion, kind: PieceKind, s: Sample): PieceContent {
  const who = subject(occasion, s);
  const couple = coupleText(s);
  const v = s.variant;
  const credit: Block[] = [];
  const empty = (front: Block[], inside: Block[] = [], aside: Block[] = [], sections?: PieceContent["sections"]): PieceContent => ({
    front,
    inside: [...inside, ...credit],
    aside,
    initials: who.initials,
    ...(sections ? { sections } : {}),
  });
  const christmas = occasion === "weihnachten-privat" || occasion === "weihnachten-geschaeftlich" || occasion === "weihnachtsfeier";

  switch (kind) {
    case "save-the-date":
      return empty(
        [b("headline", "Save the Date", "kicker"), b("names", couple, "display"), b("date", s.wedding.short, "detail"), b("place", s.venue[1], "detail", true)],
        [b("body", "Haltet euch den Tag frei – wir heiraten! Die Einladung mit allen Einzelheiten folgt.", "body"), b("signature", couple, "subtitle")],
      );
    case "antwort":
      return empty(
        [
          b("headline", "Antwort", "kicker", true),
          b("names", oneOf(v, ["Wir feiern mit!", "Seid ihr dabei?", "Kommt ihr?", "Wir freuen uns"]), "display"),
          b("body", "Name: ______________________\nWir kommen gern mit ___ Personen.\nLeider können wir nicht dabei sein.", "body"),
          b("rsvp", `Bitte antwortet bis zum ${dateOn(2026, 7, 1, undefined, 0).plain}.`, "small"),
        ],
        [b("address", `${couple}\n${s.street[0]}\n${s.street[1]}`, "body")],
      );
    case "menue": {
      const courses = christmas ? WINTER_COURSES : COURSES;
      return empty(
        [b("headline", occasion === "hochzeit" ? "Hochzeitsmenü" : christmas ? "Festtagsmenü" : "Menü", "display"), b("names", `${who.name} · ${who.date.short}`, "small")],
        [b("body", "Guten Appetit!", "subtitle")],
        [],
        courses.map(([title, lines]) => ({ title, lines })),
      );
    }
    case "getraenke":
      return empty([b("headline", "Getränke", "display"), b("names", `${who.name} · ${who.date.short}`, "small")], [b("body", "Zum Wohl!", "subtitle")], [], DRINKS.map(([title, lines]) => ({ title, lines })));
    case "tischkarte":
      return empty([b("guest", s.guest, "display"), b("names", `${who.name} · ${who.date.short}`, "small", true)], [b("note", "Schön, dass du da bist!", "subtitle")]);
    case "tischnummer":
      return empty([b("headline", "Tisch", "kicker"), b("number", String(s.table), "number"), b("names", who.name, "small", true)], [b("number", String(s.table), "number")]);
    case "sitzplan":
      return empty(
        [b("headline", "Herzlich willkommen", "kicker"), b("names", who.name, "display"), b("subtitle", "Hier findet ihr euren Platz", "subtitle")],
        [],
        [],
        seating(s),
      );
    case "kirchenheft":
      return empty(
        [b("headline", "Unsere Trauung", "kicker"), b("names", couple, "display"), b("date", s.wedding.long, "detail"), b("place", `${s.church}, ${s.venue[1]}`, "detail")],
        [
          b("programme-title", "Trauversprechen", "list-title"),
          b("programme", "Ringwechsel\nLied: Von guten Mächten wunderbar geborgen\nFürbitten\nVaterunser\nSegen\nAuszug: Hochzeitsmarsch (Mendelssohn)", "body"),
        ],
        [
          b("programme-title", "Ablauf", "list-title"),
          b("programme", "Einzug: Canon in D (Pachelbel)\nBegrüßung\nLied: Großer Gott, wir loben dich\nLesung: 1. Korinther 13\nPredigt", "body"),
        ],
      );
    case "wunderkerze":
      return empty([b("headline", oneOf(v, ["Auf die Liebe", "Lasst es funkeln", "Auf das Brautpaar", "Für strahlende Momente"]), "display"), b("names", `${couple} · ${s.wedding.short}`, "small", true)]);
    case "taschentuch":
      return empty([b("headline", "Für Freudentränen", "display"), b("names", `${couple} · ${s.wedding.short}`, "small", true)]);
    case "windlicht":
      return empty([b("names", who.name, "display"), b("date", who.date.plain, "detail", true)]);
    case "flaschenetikett":
      return occasion === "zubehoer"
        ? empty([b("headline", "Hausgemacht", "kicker"), b("names", oneOf(v, ["Holunderblütensirup", "Erdbeermarmelade", "Apfelgelee", "Kräuterlikör"]), "display"), b("date", `Sommer ${s.wedding.year}`, "detail")])
        : empty([b("headline", occasion === "hochzeit" ? "Unser Hochzeitswein" : "Zum Anstoßen", "kicker"), b("names", who.name, "display"), b("date", who.date.short, "detail")]);
    case "serviette":
      return empty([b("headline", "Guten Appetit", "display"), b("names", `${who.name} · ${who.date.short}`, "small", true)]);
    case "anhaenger":
      return empty(
        [b("headline", occasion === "hochzeit" ? "Danke, dass du da bist" : christmas ? "Frohe Weihnachten" : occasion === "ostern" ? "Frohe Ostern" : "Für dich", "display"), b("names", who.name, "small", true)],
        [b("to", "Für: ______________", "body"), b("from", "Von: ______________", "body")],
      );
    case "fotoaufsteller":
      return empty([b("names", who.name, "display"), b("date", who.date.plain, "detail")]);
    case "siegel":
      return empty([b("initials", who.initials, "initials"), b("date", who.date.short, "small", true)]);
    case "geschenkaufkleber":
      return empty([b("headline", christmas ? "Frohes Fest" : occasion === "kindergeburtstag" ? "Danke fürs Kommen" : oneOf(v, ["Für dich", "Danke", "Von Herzen", "Alles Liebe"]), "display"), b("names", who.name, "small", true)]);
    case "ballon":
      return empty(
        [b("headline", "Ballonflug", "kicker"), b("names", couple, "display"), b("body", `Dieser Ballon ist am ${s.wedding.plain} bei unserer Hochzeit gestartet. Bitte schicken Sie uns die Karte mit dem Fundort zurück!`, "body")],
        [b("address", `${couple}\n${s.street[0]}\n${s.street[1]}`, "body"), b("found", "Gefunden in: ______________", "body")],
      );
    case "briefumschlag":
      return empty([b("sender", `${couple} · ${s.street[0]} · ${s.street[1]}`, "small"), b("recipient", `Familie ${s.family}\n${STREETS[(s.table + 1) % STREETS.length]![0]}\n${STREETS[(s.table + 1) % STREETS.length]![1]}`, "body")], [b("initials", who.initials, "initials")]);
    case "absender":
      return empty([b("address", `${couple}\n${s.street[0]}\n${s.street[1]}`, "body")]);
    case "adresse":
      return empty([b("address", `Familie ${s.family}\n${STREETS[(s.table + 2) % STREETS.length]![0]}\n${STREETS[(s.table + 2) % STREETS.length]![1]}`, "body")]);
    case "empfaenger":
      return empty([b("headline", "Ein Gruß für", "kicker"), b("names", `Familie ${s.family}`, "display")]);
    case "gutschein":
      return empty(
        [
          b("headline", occasion === "valentinstag" ? "Liebesgutschein" : "Gutschein", "kicker"),
          b("names", occasion === "valentinstag" ? "für einen Abend zu zweit" : occasion === "vatertag" ? "für einen Ausflug mit dir" : "für einen Wellnesstag", "display"),
          b("from", occasion === "valentinstag" ? "In Liebe, dein Jonas" : `Von Herzen, ${s.couple[0]}`, "small"),
        ],
        [b("body", "Einzulösen nach Absprache – am besten bald!", "body")],
      );
    case "neujahr":
      return empty(
        [b("headline", "Frohes neues Jahr", "display"), b("year", String(s.december.year + 1), "number"), b("signature", occasion === "weihnachten-geschaeftlich" ? s.company : `Familie ${s.family}`, "small", true)],
        [
          b(
            "body",
            occasion === "weihnachten-geschaeftlich"
              ? `Wir danken Ihnen für die gute Zusammenarbeit und wünschen Ihnen ein gesundes und erfolgreiches Jahr ${s.december.year + 1}.`
              : `Auf ein gesundes, glückliches Jahr ${s.december.year + 1} voller schöner Momente!`,
            "body",
          ),
          b("signature", occasion === "weihnachten-geschaeftlich" ? `Ihr Team von ${s.company}` : `Familie ${s.family}`, "subtitle"),
        ],
      );
    default:
      break;
  }

  switch (occasion) {
    case "hochzeit": {
      if (kind === "danke")
        return empty(
          [b("headline", oneOf(v, ["Danke", "Von Herzen danke", "Danke", "Merci"]), "display"), b("names", couple, "subtitle"), b("date", s.wedding.short, "detail", true)],
          [
            b("body", "Danke, dass ihr unseren großen Tag mit uns gefeiert habt. Für eure Glückwünsche, die Geschenke und all die schönen Momente sagen wir von Herzen Danke.", "body"),
            b("signature", couple, "subtitle"),
          ],
        );
      const kicker = oneOf(v, ["Wir heiraten", "Wir sagen Ja", "Einladung zur Hochzeit", "Wir trauen uns"]);
      return empty(
        [b("headline", kicker, "kicker"), b("names", couple, "display"), b("date", s.wedding.long, "detail"), b("place", `${s.venue[0]}, ${s.venue[1]}`, "detail")],
        [
          b("body", `Wir freuen uns sehr, diesen besonderen Tag mit euch zu feiern. Die Trauung beginnt um 14:00\u00a0Uhr in der ${s.church}, danach feiern wir gemeinsam im ${s.venue[0]}.`, "body"),
          b("rsvp", `Bitte gebt uns bis zum ${dateOn(2026, 7, 1, undefined, 0).plain} Bescheid.`, "small"),
          b("signature", couple, "subtitle"),
        ],
        [b("quote", "Liebe ist nicht das, was man erwartet zu bekommen, sondern das, was man bereit ist zu geben.", "body"), b("quote-author", "Katharine Hepburn", "small")],
      );
    }
    case "geburt": {
      const [name, child] = s.baby;
      if (kind === "danke")
        return empty(
          [b("headline", "Danke", "display"), b("names", `für die lieben Glückwünsche zur Geburt von ${name}`, "subtitle"), b("date", s.born.short, "detail", true)],
          [b("body", `Über die vielen Glückwünsche, Geschenke und Besuche zur Geburt unserer ${child} haben wir uns riesig gefreut.`, "body"), b("signature", `${s.couple[0]} & ${s.couple[1]} mit ${name}`, "subtitle")],
        );
      if (kind === "einladung")
        return empty(
          [b("headline", "Willkommensfeier", "kicker"), b("names", name, "display"), b("date", s.saturday.long, "detail"), b("place", `bei uns zu Hause, ${s.street[0]}`, "detail")],
          [b("body", `Wir möchten euch unser kleines Wunder vorstellen und laden herzlich zu Kaffee und Kuchen ein. Beginn ist um 15:00\u00a0Uhr.`, "body"), b("signature", `${s.couple[0]} & ${s.couple[1]}`, "subtitle")],
        );
      return empty(
        [b("headline", oneOf(v, ["Hallo Welt, ich bin", "Willkommen, kleine Welt", "Hallo Welt, ich bin", "Endlich bin ich da"]), "kicker"), b("names", name, "display"), b("date", `geboren am ${s.born.plain}`, "detail"), b("measure", weight(s), "detail", true)],
        [b("body", `Wir sind überglücklich über die Geburt unserer ${child} und können unser Glück kaum fassen.`, "body"), b("signature", `${s.couple[0]} & ${s.couple[1]} ${s.family}`, "subtitle")],
        [b("quote", "Das größte Wunder ist ein kleiner Mensch.", "body")],
      );
    }
    case "taufe": {
      const name = s.baby[0];
      if (kind === "danke")
        return empty(
          [b("headline", "Danke", "display"), b("names", `für alle Glückwünsche zu meiner Taufe`, "subtitle"), b("signature", name, "detail")],
          [b("body", "Über eure Glückwünsche, Geschenke und euer Dabeisein an meinem Tauftag haben wir uns sehr gefreut.", "body"), b("signature", `${name} mit Mama und Papa`, "subtitle")],
        );
      if (kind === "gruss")
        return empty(
          [b("headline", "Zur Taufe", "kicker"), b("names", "Gottes Segen", "display"), b("detail", "für deinen Lebensweg", "detail")],
          [b("body", "Wir wünschen dir Liebe, Geborgenheit und einen Engel, der dich auf allen Wegen begleitet.", "body")],
        );
      return empty(
        [b("headline", "Einladung zur Taufe", "kicker"), b("names", name, "display"), b("date", `${s.sunday.long} · 11:00\u00a0Uhr`, "detail"), b("place", `${s.church}, ${s.venue[1]}`, "detail")],
        [b("body", "Wir freuen uns, wenn ihr diesen besonderen Tag mit uns feiert. Nach dem Gottesdienst laden wir zum Mittagessen ein.", "body"), b("signature", `${s.couple[0]} & ${s.couple[1]} mit ${name}`, "subtitle")],
        [b("quote", "Denn er hat seinen Engeln befohlen, dass sie dich behüten auf allen deinen Wegen.", "body"), b("quote-author", "Psalm 91,11", "small")],
      );
    }
    case "kommunion":
    case "firmung":
    case "konfirmation": {
      const name = s.kid[0];
      const event = occasion === "kommunion" ? "Erstkommunion" : occasion === "firmung" ? "Firmung" : "Konfirmation";
      if (kind === "danke")
        return empty(
          [b("headline", "Danke", "display"), b("names", `für die Glückwünsche zu meiner ${event}`, "subtitle"), b("signature", name, "detail")],
          [b("body", `Ich habe mich sehr über eure Glückwünsche und Geschenke zu meiner ${event} gefreut.`, "body"), b("signature", name, "subtitle")],
        );
      return empty(
        [b("headline", `Meine ${event}`, "kicker"), b("names", name, "display"), b("date", `${s.sunday.long} · 10:00\u00a0Uhr`, "detail"), b("place", `${s.church}, ${s.venue[1]}`, "detail")],
        [b("body", `Ich lade euch herzlich ein, diesen besonderen Tag mit mir zu feiern. Nach dem Gottesdienst feiern wir im ${s.venue[0]}.`, "body"), b("signature", name, "subtitle")],
        [b("quote", occasion === "konfirmation" ? "Sei mutig und stark! Fürchte dich nicht. Der Herr, dein Gott, ist mit dir." : "Ich bin das Brot des Lebens.", "body"), b("quote-author", occasion === "konfirmation" ? "Josua 1,9" : "Johannes 6,35", "small")],
      );
    }
    case "trauer": {
      const [first, last, born] = s.deceased;
      const bornDate = dateOn(born, 3 + (s.table % 8), 4 + s.table, undefined, 0);
      if (kind === "danke")
        return empty(
          [b("headline", oneOf(v, ["Danke", "Herzlichen Dank", "Danke", "Von Herzen Dank"]), "display"), b("names", "für die vielen Zeichen der Anteilnahme", "subtitle")],
          [
            b("body", `Für die tröstenden Worte, die Blumen und die stille Umarmung beim Abschied von ${first} ${last} danken wir von Herzen.`, "body"),
            b("signature", `Familie ${last}`, "subtitle"),
          ],
        );
      if (kind === "kondolenz")
        return empty(
          [b("headline", "In Gedanken bei euch", "kicker"), b("names", "Aufrichtige Anteilnahme", "display")],
          [b("body", "Worte können den Schmerz nicht nehmen, aber sie sollen sagen: Ihr seid nicht allein.", "body")],
        );
      return empty(
        [b("headline", oneOf(v, ["In stiller Trauer", "In liebevoller Erinnerung", "Wir nehmen Abschied", "In stiller Trauer"]), "kicker"), b("names", `${first} ${last}`, "display"), b("date", `* ${bornDate.plain}\n† ${s.died.plain}`, "detail")],
        [
          b("body", `Wir nehmen Abschied von unserer geliebten Mutter, Oma und Freundin. Die Trauerfeier findet am ${dateOn(2026, 10, 9, undefined, s.table % 5).long} um 14:00\u00a0Uhr auf dem Waldfriedhof statt.`, "body"),
          b("signature", `Familie ${last}`, "subtitle"),
        ],
        [b("quote", "Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren.", "body"), b("quote-author", "Johann Wolfgang von Goethe", "small")],
      );
    }
    case "geburtstag": {
      const [name, age] = s.adult;
      if (kind === "danke")
        return empty(
          [b("headline", "Danke", "display"), b("names", `für die vielen Glückwünsche zu meinem ${age}. Geburtstag`, "subtitle"), b("signature", name, "detail")],
          [b("body", "Es war ein wunderbares Fest – schön, dass ihr dabei wart!", "body"), b("signature", name, "subtitle")],
        );
      if (kind === "gruss")
        return empty([b("headline", "Alles Liebe", "display"), b("detail", "zum Geburtstag", "detail")], [b("body", "Auf ein neues Lebensjahr voller Glück, Gesundheit und schöner Überraschungen!", "body")]);
      return empty(
        [b("headline", `Einladung zum ${age}. Geburtstag`, "kicker"), b("names", name, "display"), b("date", `${s.saturday.long} · 19:00\u00a0Uhr`, "detail"), b("place", `${s.venue[0]}, ${s.venue[1]}`, "detail")],
        [b("body", "Lasst uns gemeinsam feiern, lachen und anstoßen! Für Essen, Getränke und Musik ist gesorgt.", "body"), b("rsvp", "Bitte sagt bis zwei Wochen vorher Bescheid.", "small"), b("signature", name, "subtitle")],
      );
    }
    case "kindergeburtstag": {
      const [name, age] = s.kid;
      if (kind === "danke")
        return empty([b("headline", "Danke", "display"), b("names", "für die tollen Geschenke!", "subtitle"), b("signature", name, "detail")], [b("body", "Meine Party war super – danke, dass du gekommen bist!", "body")]);
      return empty(
        [b("headline", "Komm zu meiner Party!", "kicker"), b("names", `${name} wird ${age}`, "display"), b("date", `${s.saturday.long} · 15–18\u00a0Uhr`, "detail"), b("place", `${s.street[0]}, ${s.street[1]}`, "detail")],
        [b("body", "Wir spielen, toben und essen Kuchen. Bitte sag bis Mittwoch Bescheid, ob du kommst!", "body"), b("signature", name, "subtitle")],
      );
    }
    case "einschulung": {
      const name = s.kid[0];
      if (kind === "danke") return empty([b("headline", "Danke", "display"), b("names", "für die Glückwünsche zu meinem Schulstart", "subtitle"), b("signature", name, "detail")], [b("body", "Meine Schultüte war randvoll – danke!", "body")]);
      return empty(
        [b("headline", "Endlich Schulkind!", "kicker"), b("names", name, "display"), b("date", `Einschulung am ${dateOn(2026, 9, 12, undefined, 0).long}`, "detail"), b("place", `Grundschule am Park, ${s.venue[1]}`, "detail", true)],
        [b("body", "Wir feiern meinen ersten Schultag und laden euch herzlich zu Kaffee und Kuchen ein.", "body"), b("signature", name, "subtitle")],
      );
    }
    case "weihnachten-privat":
      return empty(
        [b("headline", "Frohe Weihnachten", "display"), b("detail", oneOf(v, ["und ein gutes neues Jahr", "und besinnliche Feiertage", "und ein glückliches neues Jahr", "und eine friedliche Zeit"]), "detail"), b("signature", `Familie ${s.family}`, "small", true)],
        [b("body", `Wir wünschen euch ruhige, fröhliche Feiertage im Kreis eurer Liebsten und einen guten Start ins Jahr ${s.december.year + 1}.`, "body"), b("signature", `Familie ${s.family}`, "subtitle")],
        [b("quote", "Weihnachten ist nicht ein Datum, sondern ein Gefühl.", "body")],
      );
    case "weihnachten-geschaeftlich":
      return empty(
        [b("headline", "Frohe Weihnachten", "display"), b("detail", `und ein erfolgreiches Jahr ${s.december.year + 1}`, "detail"), b("signature", s.company, "small", true)],
        [
          b("body", `Wir danken Ihnen herzlich für die vertrauensvolle Zusammenarbeit im Jahr ${s.december.year} und wünschen Ihnen und Ihrer Familie erholsame Feiertage.`, "body"),
          b("signature", `Ihr Team von ${s.company}`, "subtitle"),
        ],
      );
    case "weihnachtsfeier":
      return empty(
        [b("headline", "Einladung zur", "kicker"), b("names", "Weihnachtsfeier", "display"), b("date", `${s.december.long} · 18:30\u00a0Uhr`, "detail"), b("place", `Brauhaus am Markt, ${s.venue[1]}`, "detail")],
        [b("body", "Lasst uns gemeinsam auf ein tolles Jahr anstoßen! Für Essen, Getränke und gute Musik ist gesorgt.", "body"), b("rsvp", "Bitte sagt bis zum 27. November zu.", "small"), b("signature", s.company, "subtitle")],
      );
    case "ostern":
      if (kind === "einladung")
        return empty(
          [b("headline", "Einladung zum", "kicker"), b("names", "Osterbrunch", "display"), b("date", `Ostersonntag, 5. April 2026 · 11:00\u00a0Uhr`, "detail"), b("place", `${s.street[0]}, ${s.street[1]}`, "detail", true)],
          [b("body", "Wir decken den Tisch mit Hefezopf, bunten Eiern und frischem Kaffee – kommt vorbei!", "body"), b("signature", `Familie ${s.family}`, "subtitle")],
        );
      return empty(
        [b("headline", "Frohe Ostern", "display"), b("detail", "Sonnige Feiertage wünscht", "detail"), b("signature", `Familie ${s.family}`, "small")],
        [b("body", "Wir wünschen euch ein fröhliches Osterfest mit viel Sonne, Schokolade und lieben Menschen.", "body")],
      );
    case "umzug":
      if (kind === "einladung")
        return empty(
          [b("headline", "Einladung zur Einweihungsparty", "kicker"), b("names", `Familie ${s.family}`, "display"), b("date", `${s.saturday.long} · 16:00\u00a0Uhr`, "detail"), b("place", `${s.street[0]}, ${s.street[1]}`, "detail")],
          [b("body", "Die Kisten sind ausgepackt – jetzt wird gefeiert! Wir freuen uns auf euch.", "body")],
        );
      return empty(
        [b("headline", "Wir sind umgezogen!", "kicker"), b("names", `Familie ${s.family}`, "display"), b("place", `${s.street[0]} · ${s.street[1]}`, "detail")],
        [b("body", "Unsere neue Adresse ist ab sofort gültig. Besucht uns gern – der Kaffee steht bereit!", "body"), b("signature", `Familie ${s.family}`, "subtitle")],
      );
    case "valentinstag":
      return empty(
        [b("headline", oneOf(v, ["Ich liebe dich", "Für immer du", "Du & ich", "Mein Herz gehört dir"]), "display"), b("detail", "Alles Liebe zum Valentinstag", "detail")],
        [b("body", "Danke, dass es dich gibt. Mit dir ist jeder Tag ein bisschen schöner.", "body"), b("signature", s.couple[1], "subtitle")],
      );
    case "vatertag":
      return empty(
        [b("headline", oneOf(v, ["Bester Papa der Welt", "Danke, Papa", "Für meinen Helden", "Du bist der Beste"]), "display"), b("detail", "Alles Gute zum Vatertag", "detail")],
        [b("body", "Danke für deine Zeit, deine Geduld und all die Abenteuer mit dir.", "body"), b("signature", s.kid[0], "subtitle")],
      );
    default:
      return empty([b("headline", "Von Herzen", "display"), b("names", who.name, "small")], [b("body", "Mit den besten Wünschen.", "body")]);
  }
}
