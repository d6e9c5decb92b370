import type { CardOccasion, Colour } from "../../core/catalogue/cards";

/**
 * Palettes: the occasion sets the mood (sage and cream for weddings, soft pastels for births,
 * deep green and gold for Christmas, quiet greys for mourning), the colour variant shifts it.
 */
export type Mood = "wedding" | "baby" | "church" | "mourning" | "christmas" | "business" | "party" | "kids" | "spring" | "love" | "home" | "father" | "neutral";

export const OCCASION_MOOD: Record<CardOccasion, Mood> = {
  hochzeit: "wedding",
  geburt: "baby",
  taufe: "baby",
  trauer: "mourning",
  ostern: "spring",
  kommunion: "church",
  firmung: "church",
  konfirmation: "church",
  einschulung: "kids",
  geburtstag: "party",
  kindergeburtstag: "kids",
  "weihnachten-privat": "christmas",
  "weihnachten-geschaeftlich": "business",
  umzug: "home",
  valentinstag: "love",
  vatertag: "father",
  weihnachtsfeier: "christmas",
  zubehoer: "neutral",
};

/** Tones per colour variant: deep, mid, soft, pale. */
const TONES: Record<Colour, readonly [string, string, string, string]> = {
  green: ["#2f4a3b", "#5c7f67", "#c3d3c1", "#eef2ea"],
  smashy2: ["#4c5b46", "#86997c", "#d2dbc9", "#f2f4ed"],
  blue: ["#2b4257", "#6482a0", "#c6d4e2", "#eef3f7"],
  pink: ["#7a4250", "#c88f9a", "#efd5d9", "#fbf1f1"],
  red: ["#6b1f24", "#a8363b", "#e8c5c2", "#f9eeec"],
  orange: ["#7a3f22", "#d2834f", "#f2d5c1", "#fcf3ec"],
  yellow: ["#6a541d", "#c9a043", "#f0e2b4", "#fbf6e5"],
  smashy1: ["#6b3423", "#c4704f", "#ecccbd", "#f9efe9"],
  "cool-gray": ["#3b4046", "#7f878f", "#d4d8dc", "#f3f4f5"],
  "dirty-white": ["#4d4337", "#a3906f", "#e6ddcc", "#f7f2e8"],
  white: ["#2f2f2f", "#8a8a8a", "#e6e6e6", "#ffffff"],
  black: ["#141414", "#3a3a3a", "#8a8a8a", "#1d1d1d"],
};

const CREAM = "#f7f1e6";
const GOLD = "#c2a15a";
const INK = "#2d2a26";

/** Neutral variants borrow their accent from the mood. */
const MOOD_ACCENT: Record<Mood, Colour> = {
  wedding: "smashy2",
  baby: "blue",
  church: "blue",
  mourning: "cool-gray",
  christmas: "green",
  business: "blue",
  party: "yellow",
  kids: "blue",
  spring: "smashy2",
  love: "red",
  home: "smashy1",
  father: "blue",
  neutral: "smashy2",
};

const GREENS = new Set<Colour>(["green", "smashy2"]);

/** Blossoms and berries: the variant's own colour, or a warm contrast when the variant is green. */
function bloomFor(mood: Mood, accent: Colour, accentMid: string): string {
  if (mood === "mourning") return "#b9b3ab";
  if (mood === "christmas" || mood === "business") return accent === "red" ? GOLD : "#b0413e";
  if (GREENS.has(accent)) return mood === "baby" || mood === "spring" || mood === "kids" ? "#e9c46f" : "#dba39c";
  if (accent === "cool-gray") return "#c7b7a3";
  // Little ones get a warm second colour: sun yellow with blue and rose, sky blue with the warm tones.
  if (mood === "baby" || mood === "kids") return accent === "blue" || accent === "pink" || accent === "red" ? "#e9bf62" : "#7fa3c2";
  return accentMid;
}

/** Leaves stay green whatever the variant; only green variants use their own green. */
function leafFor(mood: Mood, accent: Colour, accentMid: string): string {
  if (mood === "mourning") return "#7f8a80";
  if (GREENS.has(accent)) return accentMid;
  if (mood === "christmas" || mood === "business") return "#3f6b4f";
  return mix("#7e9978", accentMid, 0.22);
}

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (s: number) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

export interface DesignPalette extends Record<string, string> {
  /** Page background. */
  paper: string;
  /** Body text. */
  ink: string;
  /** Names and headlines. */
  names: string;
  /** Ornament lines, frames and symbols. */
  accent: string;
  /** Leaves and stems of botanical drawings. */
  leaf: string;
  /** Blossoms, berries, small highlights. */
  bloom: string;
  /** Secondary text (details, credit line). */
  muted: string;
  /** Light tint for photo placeholders and soft shapes. */
  soft: string;
  /** Colour blocks. */
  block: string;
  /** Text on colour blocks. */
  onBlock: string;
  /** Second colour of drawings on colour blocks. */
  blockAccent: string;
}

/**
 * The palette of a design in a colour variant. `dark` pages (black, and the deep Christmas
 * variants) put cream text and gold on a deep ground.
 */
export function designPalette(mood: Mood, colour: Colour, options: { dark?: boolean; bloom?: string } = {}): { palette: DesignPalette; dark: boolean } {
  const neutral = colour === "white" || colour === "dirty-white";
  const accentColour: Colour = neutral ? MOOD_ACCENT[mood] : colour;
  const [deep, mid, soft, pale] = TONES[colour];
  const [aDeep, aMid, aSoft] = TONES[accentColour];
  const festive = mood === "christmas" || mood === "business";
  const dark = colour === "black" || (festive && (colour === "green" || colour === "red" || colour === "blue") && options.dark !== false) || options.dark === true;

  if (dark) {
    const paper = colour === "black" ? "#1f1f1f" : deep;
    const text = colour === "black" || festive ? CREAM : pale;
    const accent = festive || colour === "black" || mood === "wedding" || mood === "party" ? GOLD : mix(mid, CREAM, 0.35);
    const palette: DesignPalette = {
      paper,
      ink: text,
      names: festive || colour === "black" ? mix(GOLD, CREAM, 0.25) : text,
      accent,
      leaf: accent,
      bloom: options.bloom ?? (colour === "red" ? CREAM : festive ? "#c0504a" : mix(soft, CREAM, 0.3)),
      muted: mix(text, paper, 0.3),
      soft: mix(paper, CREAM, 0.12),
      block: mix(paper, "#000000", 0.25),
      onBlock: CREAM,
      blockAccent: mix(GOLD, CREAM, 0.3),
    };
    return { palette, dark: true };
  }

  const paper = colour === "white" ? "#ffffff" : colour === "dirty-white" ? pale : mood === "mourning" ? mix(pale, "#ffffff", 0.5) : mix(pale, "#fffdf8", 0.25);
  const ink = mood === "mourning" ? "#3a3d41" : mix(aDeep, INK, 0.6);
  const names = mood === "mourning" ? "#3a3d41" : mix(aDeep, aMid, 0.25);
  const palette: DesignPalette = {
    paper,
    ink,
    names,
    accent: mood === "mourning" ? mix(aMid, "#6f747a", 0.4) : aMid,
    leaf: leafFor(mood, accentColour, aMid),
    bloom: options.bloom ?? bloomFor(mood, accentColour, aMid),
    muted: mix(ink, paper, 0.32),
    soft: neutral ? aSoft : soft,
    block: neutral ? aMid : mid,
    onBlock: "#ffffff",
    blockAccent: mix("#ffffff", neutral ? aMid : mid, 0.45),
  };
  return { palette, dark: false };
}
