import { PAPERS, REFINEMENT_LABELS, type CardFormat, type CardOccasion, type Paper, type RefinementType, type Style } from "../../core/catalogue/cards";
import type { PieceKind } from "./copy";
import { PHOTO_LAYOUTS, type LayoutName, type Motif } from "./motifs";

/** German product descriptions, 2–4 sentences, addressed with "Sie". */

/** Dative, after „mit“ / „von“. */
const TYPE_PHRASE: Record<Style, string> = {
  floral: "verspielter Schreibschrift",
  elegant: "eleganter Schreibschrift",
  klassisch: "klassischer Serifenschrift",
  modern: "klarer, moderner Typografie",
  minimalistisch: "reduzierter Typografie",
  verspielt: "fröhlichen Schriften",
  rustikal: "handschriftlichen Akzenten",
  boho: "lässiger Handschrift",
};

/** Nominative and accusative (feminine or plural, so both read the same). */
const TYPE_NOMINATIVE: Record<Style, string> = {
  floral: "verspielte Schreibschrift",
  elegant: "elegante Schreibschrift",
  klassisch: "klassische Serifenschrift",
  modern: "klare, moderne Typografie",
  minimalistisch: "reduzierte Typografie",
  verspielt: "fröhliche Schriften",
  rustikal: "handschriftliche Akzente",
  boho: "lässige Handschrift",
};

const STYLE_SHORT: Record<Style, string> = {
  floral: "romantisch und frisch",
  elegant: "edel und zeitlos",
  klassisch: "klassisch und stilvoll",
  modern: "modern und klar",
  minimalistisch: "schlicht und ruhig",
  verspielt: "fröhlich und verspielt",
  rustikal: "natürlich und herzlich",
  boho: "lässig im Boho-Stil",
};

function intro(designName: string, motif: Motif, style: Style, t: number): string {
  const nominative = motif.phrase;
  const accusative = motif.phraseAccusative ?? motif.phrase;
  switch (t % 4) {
    case 0:
      return `Das Design „${designName}“ verbindet ${accusative} mit ${TYPE_PHRASE[style]}.`;
    case 1:
      return `Bei „${designName}“ ${motif.singular ? "steht" : "stehen"} ${nominative} im Mittelpunkt, begleitet von ${TYPE_PHRASE[style]}.`;
    case 2:
      return `„${designName}“ setzt auf ${accusative} und ${TYPE_NOMINATIVE[style]} – ${STYLE_SHORT[style]}.`;
    default:
      return `${capitalise(nominative)} und ${TYPE_NOMINATIVE[style]} machen „${designName}“ ${STYLE_SHORT[style]}.`;
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function purpose(occasion: CardOccasion, kind: PieceKind, folded: boolean, photo: boolean, t: number): string {
  switch (kind) {
    case "einladung":
      return folded
        ? "Innen ist viel Platz für Ablauf, Ort und die Bitte um Rückmeldung."
        : t % 2
          ? "Auf der Rückseite finden Ablauf, Adresse und Antwortfrist Platz."
          : "Vorne das Wichtigste auf einen Blick, auf der Rückseite alle Einzelheiten.";
    case "save-the-date":
      return "So wissen Ihre Gäste früh Bescheid und halten sich den großen Tag frei.";
    case "antwort":
      return "Die Antwortkarte liegt der Einladung bei und macht Ihren Gästen die Zusage leicht.";
    case "danke":
      return occasion === "trauer"
        ? "Mit ihr danken Sie still und persönlich für Anteilnahme, Blumen und tröstende Worte."
        : photo
          ? "Mit einem Lieblingsfoto des Tages sagen Sie nach dem Fest herzlich Danke."
          : "Damit sagen Sie nach dem Fest herzlich Danke für Glückwünsche und Geschenke.";
    case "menue":
      return "Die Menükarte führt Ihre Gäste durch das Festessen und passt zu Einladung und Tischkarten der Serie.";
    case "getraenke":
      return "Die Getränkekarte zeigt Aperitif, Wein und alkoholfreie Getränke übersichtlich auf einen Blick.";
    case "tischkarte":
      return "Mit den Namen Ihrer Gäste bedruckt, findet jeder schnell seinen Platz an der Festtafel.";
    case "tischnummer":
      return "Gut lesbare Tischnummern führen Ihre Gäste zusammen mit dem Sitzplan an ihren Tisch.";
    case "sitzplan":
      return "Der Sitzplan im Posterformat empfängt Ihre Gäste am Eingang und zeigt jedem seinen Tisch.";
    case "kirchenheft":
      return "Das Kirchenheft begleitet Ihre Gäste durch die Trauung – mit Liedern, Lesung und Ablauf.";
    case "wunderkerze":
      return "Um die Wunderkerzen gewickelt, sorgen die Etiketten für einen funkelnden Moment nach dem Ja-Wort.";
    case "taschentuch":
      return "Die Banderolen halten Taschentücher für Freudentränen bereit – eine liebevolle Geste für Ihre Gäste.";
    case "windlicht":
      return "Um ein Glas gelegt, wird die Karte zum stimmungsvollen Windlicht auf dem Tisch.";
    case "flaschenetikett":
      return "Das Etikett macht aus jeder Flasche ein persönliches Geschenk.";
    case "serviette":
      return "Als Banderole um Serviette und Besteck gelegt, rundet sie die Tischdekoration ab.";
    case "anhaenger":
      return "Der Anhänger schmückt Gastgeschenke und Päckchen und trägt Ihren persönlichen Gruß.";
    case "fotoaufsteller":
      return "Der Aufsteller zeigt Ihr Lieblingsfoto und schmückt Empfang oder Gabentisch.";
    case "siegel":
      return "Die Siegelsticker verschließen Umschläge und geben jeder Karte einen feinen Abschluss.";
    case "ballon":
      return "An den Ballon gebunden, reist die Karte mit Ihren Wünschen in den Himmel – und kommt vielleicht zurück.";
    case "trauer":
      return "Ruhige Farben und würdevolle Typografie finden Worte, wo Worte schwerfallen.";
    case "kondolenz":
      return "Eine stille Karte, mit der Sie Ihr Mitgefühl behutsam ausdrücken.";
    case "neujahr":
      return "Mit ihr wünschen Sie einen guten Start und sagen Danke für das vergangene Jahr.";
    case "gutschein":
      return "Einfach Ihr Geschenk eintragen – der Gutschein verpackt es liebevoll.";
    case "briefumschlag":
      return "Bedruckt mit Absender und Empfänger, kommt Ihre Post schon von außen besonders an.";
    case "absender":
    case "adresse":
      return "Die Aufkleber sparen das Beschriften und geben jedem Umschlag einen einheitlichen Auftritt.";
    case "empfaenger":
      return "Für Geschenke und Umschläge: Der Empfänger steht gleich im Mittelpunkt.";
    case "geschenkaufkleber":
      return "Die Aufkleber verschließen Geschenke und Tüten mit einem persönlichen Gruß.";
    default:
      break;
  }
  switch (occasion) {
    case "geburt":
      return folded ? "Innen erzählen Sie von Größe, Gewicht und dem ersten Tag." : "So verkünden Sie die große Neuigkeit mit allen wichtigen Angaben.";
    case "weihnachten-privat":
      return photo ? "Mit einem Familienfoto wird der Weihnachtsgruß besonders persönlich." : "Ein festlicher Gruß, der Familie und Freunde in der Adventszeit erreicht.";
    case "weihnachten-geschaeftlich":
      return "Ideal, um Kundinnen, Kunden und Geschäftspartnern zum Jahresende zu danken.";
    case "umzug":
      return "So erfahren alle Ihre neue Adresse – verbunden mit einem herzlichen Gruß.";
    case "ostern":
      return "Ein frühlingshafter Gruß für Familie und Freunde zum Osterfest.";
    case "valentinstag":
      return "Für all die Worte, die man viel zu selten sagt.";
    case "vatertag":
      return "Ein Dankeschön für den besten Papa – persönlich und mit einem Augenzwinkern.";
    case "taufe":
      return "Mit herzlichen Segenswünschen zum Tauftag.";
    default:
      return "Eine Karte, die von Herzen kommt und gern aufgehoben wird.";
  }
}

function personalise(photo: boolean, colours: number, t: number): string {
  if (photo) return "Foto, Texte und Farben ändern Sie im Designer mit wenigen Klicks.";
  if (t % 2 === 0) return "Namen, Datum und alle Texte passen Sie im Designer ganz einfach an.";
  return colours > 1 ? `Alle Texte lassen sich frei gestalten, die Farbe wählen Sie aus ${colours} Varianten.` : "Alle Texte lassen sich frei gestalten.";
}

function finish(paper: Paper, refinements: readonly RefinementType[], designName: string, t: number): string {
  const foil = refinements.find((r) => r === "gold" || r === "silber" || r === "rosegold");
  if (foil && t % 3 !== 2) return `Auf Wunsch veredeln wir die Namen mit ${REFINEMENT_LABELS[foil]}.`;
  if (t % 3 === 1) {
    const d = PAPERS[paper].description;
    return `Standardmäßig drucken wir auf ${PAPERS[paper].label} – ${d.charAt(0).toLowerCase()}${d.slice(1)}.`;
  }
  return `Passende Karten und Accessoires finden Sie in der Serie „${designName}“.`;
}

export function designDescription(input: {
  designName: string;
  occasion: CardOccasion;
  kind: PieceKind;
  style: Style;
  motif: Motif;
  layout: LayoutName;
  format: CardFormat;
  folded: boolean;
  colours: number;
  paper: Paper;
  refinements: readonly RefinementType[];
  /** Deterministic choice of sentence variants. */
  variant: number;
}): string {
  const photo = PHOTO_LAYOUTS.includes(input.layout);
  const t = input.variant;
  const sentences = [intro(input.designName, input.motif, input.style, t), purpose(input.occasion, input.kind, input.folded, photo, t >> 2)];
  if ((t >> 3) % 5 !== 0) sentences.push(personalise(photo, input.colours, t >> 5));
  if ((t >> 6) % 5 < 3) sentences.push(finish(input.paper, input.refinements, input.designName, t >> 8));
  return sentences.join(" ");
}
