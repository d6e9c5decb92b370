import { CARD_FORMATS, type CardOccasion, type Colour, type Paper, type Style } from "../../core/catalogue/cards";
import type { CardDesign } from "../../core/catalogue/design";
import type { DesignDocument, DesignSide } from "../../core/design/document";
import { seededRandom } from "../../core/random";
import { Composer, PAIRINGS, type PairingKey } from "./compose";
import { drawSample, pieceContent, type PieceKind } from "./copy";
import { composeSide, formatClass, type PieceContext } from "./layouts";
import { LAYOUTS, MOTIFS, type LayoutName, type Motif, type MotifKey } from "./motifs";
import { motifOfName } from "./names";
import { designPalette, OCCASION_MOOD, type Mood } from "./palettes";
import { weightedPick } from "./products";

/** Document constants (tenths of mm): 2 mm bleed, 5 mm safe margin. */
export const BLEED = 20;
export const SAFE_MARGIN = 50;

/** The piece a design is, from its product type, format and occasion. */
export function pieceKindOf(design: Pick<CardDesign, "productType" | "format" | "occasion">): PieceKind {
  switch (design.productType) {
    case "grusskarte":
      if (design.format === "booklet") return "kirchenheft";
      if (design.format === "ballonkarte") return "ballon";
      return design.occasion === "trauer" ? "kondolenz" : "gruss";
    case "weihnachtskarte":
      return "gruss";
    case "einladungskarte":
      return "einladung";
    case "save-the-date-karte":
      return "save-the-date";
    case "antwortkarte":
      return "antwort";
    case "menuekarte":
      return "menue";
    case "getraenkekarte":
      return "getraenke";
    case "tischkarte":
      return "tischkarte";
    case "tischnummer":
      return "tischnummer";
    case "sitzplan":
      return "sitzplan";
    case "dankeskarte":
      return "danke";
    case "wunderkerzenetikett":
      return "wunderkerze";
    case "taschentuecher-banderole":
      return "taschentuch";
    case "windlichtkarte":
      return "windlicht";
    case "flaschenetikett":
      return "flaschenetikett";
    case "besteck-serviettenzubehoer":
      return "serviette";
    case "geschenkanhaenger":
      return "anhaenger";
    case "fotoaufsteller":
      return "fotoaufsteller";
    case "siegelsticker":
      return "siegel";
    case "trauerkarte":
      return "trauer";
    case "neujahrskarte":
      return "neujahr";
    case "gutscheinkarte":
      return "gutschein";
    case "briefumschlag":
      return "briefumschlag";
    case "absenderaufkleber":
      return "absender";
    case "adressaufkleber":
      return "adresse";
    case "empfaengeraufkleber":
      return "empfaenger";
    case "geschenkaufkleber":
      return "geschenkaufkleber";
  }
}

const FALLBACK_MOTIF: Record<Mood, MotifKey> = {
  wedding: "eukalyptus",
  baby: "stars",
  church: "dove",
  mourning: "candle",
  christmas: "fir",
  business: "minimal",
  party: "confetti",
  kids: "balloon",
  spring: "tulip",
  love: "heart",
  home: "house",
  father: "tie",
  neutral: "minimal",
};

export function motifKeyOf(designName: string, occasion: CardOccasion): MotifKey {
  return motifOfName(designName) ?? FALLBACK_MOTIF[OCCASION_MOOD[occasion]];
}

/** Type pairings that suit a style; mourning and business avoid the playful faces. */
const STYLE_PAIRINGS: Record<Style, readonly (readonly [PairingKey, number])[]> = {
  floral: [["vibes-cormorant", 3], ["parisienne-montserrat", 3], ["vibes-josefin", 2], ["playfair-montserrat", 1]],
  elegant: [["vibes-cormorant", 3], ["playfair-montserrat", 2], ["cormorant-montserrat", 2], ["parisienne-montserrat", 2], ["garamond", 1]],
  klassisch: [["playfair-lato", 3], ["garamond", 2], ["vibes-cormorant", 2], ["lora-lato", 2]],
  modern: [["josefin-lora", 3], ["montserrat-lora", 2], ["playfair-montserrat", 2], ["cormorant-montserrat", 2]],
  minimalistisch: [["cormorant-montserrat", 3], ["josefin-lora", 2], ["lora-lato", 2], ["playfair-lato", 1]],
  verspielt: [["dancing-josefin", 3], ["montserrat-lora", 2], ["parisienne-montserrat", 1], ["vibes-josefin", 1]],
  rustikal: [["dancing-josefin", 3], ["vibes-josefin", 3], ["playfair-lato", 1]],
  boho: [["vibes-josefin", 3], ["parisienne-montserrat", 2], ["dancing-josefin", 1]],
};

function pairingFor(style: Style, mood: Mood, random: () => number): PairingKey {
  let key = weightedPick(random, STYLE_PAIRINGS[style]);
  if ((mood === "mourning" || mood === "business" || mood === "church") && (key === "dancing-josefin" || key === "vibes-josefin")) key = mood === "mourning" ? "lora-lato" : "playfair-lato";
  return key;
}

function textureOf(paper: Paper): DesignSide["texture"] {
  if (paper === "leinenpapier") return "linen";
  if (paper === "kraftpapier") return "kraft";
  if (paper === "buettenpapier") return "deckle";
  return "plain";
}

/**
 * A theme's shared choices (sample text, type pairing, small variations). A design's seed is its
 * theme's seed with the piece number in the low byte, so all pieces of a theme agree.
 */
function themeChoices(design: CardDesign) {
  const random = seededRandom((design.seed & ~0xff) >>> 0);
  const sample = drawSample(random);
  const pairing = PAIRINGS[pairingFor(design.style, OCCASION_MOOD[design.occasion], random)];
  const variant = Math.floor(random() * 4);
  return { sample, pairing, variant };
}

function isLayout(value: string): value is LayoutName {
  return (LAYOUTS as readonly string[]).includes(value);
}

/**
 * The printable document of a design in one colour variant (default: its first colour). Pure and
 * deterministic: the same design and colour always give the same document.
 */
export function designDocument(design: CardDesign, colour: Colour = design.colours[0] ?? "white"): DesignDocument {
  const spec = CARD_FORMATS[design.format];
  const [W, H] = spec.size.split("x").map(Number) as [number, number];
  const mood = OCCASION_MOOD[design.occasion];
  const motif: Motif = MOTIFS[motifKeyOf(design.designName, design.occasion)];
  const layout: LayoutName = isLayout(design.layout) ? design.layout : "klassisch-rahmen";
  const kind = pieceKindOf(design);
  const { sample, pairing, variant } = themeChoices(design);
  const { palette, dark } = designPalette(mood, colour, { ...(layout === "sternenfeld" ? { dark: true } : {}), ...(motif.bloom ? { bloom: motif.bloom } : {}) });
  const texture = textureOf(design.defaultPaper);
  if (texture === "kraft" && !dark) {
    palette.paper = "#cdb08a";
    palette.muted = "#5e4a35";
  }
  const foil = design.refinements.some((r) => r === "gold" || r === "silber" || r === "rosegold");
  const content = pieceContent(design.occasion, kind, sample);
  const shape = design.format.endsWith("-herz") ? "heart" : design.format.endsWith("-rund") ? "round" : "rect";
  const context: PieceContext = { layout, kind, content, motif, foil, dark, variant, sides: spec.sides, shape };
  const cls = formatClass(kind, W, H, spec.group);
  const sides: DesignSide[] = spec.sides.map((side) => {
    const composer = new Composer(side, W, H, SAFE_MARGIN, BLEED, palette, pairing, foil);
    composeSide(composer, context, side, cls);
    return { id: side, background: palette.paper, texture, elements: composer.elements };
  });
  return { version: 1, width: W, height: H, bleed: BLEED, safeMargin: SAFE_MARGIN, palette: { ...palette }, sides };
}
