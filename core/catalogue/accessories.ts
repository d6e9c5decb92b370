import { ENVELOPE_SIZES, type EnvelopeSize } from "./cards";
import { parseFormat } from "./format";

/** An envelope or inlay record (spec §3): sku, subType, width, height (tenths of mm). */
export interface AccessoryRecord {
  sku: string;
  kind: "envelope" | "inlay";
  subType: string;
  width: number;
  height: number;
}

/** Envelope colours sold with every card. */
export const ENVELOPE_COLOURS = {
  weiss: "Weiß",
  naturweiss: "Naturweiß",
  kraft: "Kraftpapier",
  salbei: "Salbeigrün",
  altrosa: "Altrosa",
  nachtblau: "Nachtblau",
  tannengruen: "Tannengrün",
  gold: "Gold",
} as const;
export type EnvelopeColour = keyof typeof ENVELOPE_COLOURS;

/** Inlay variants by the card's orientation. */
export const INLAY_SUBTYPES = {
  hoch: { label: "Einlegeblatt hoch", size: "1000x1430" },
  quer: { label: "Einlegeblatt quer", size: "1430x1000" },
  quadratisch: { label: "Einlegeblatt quadratisch", size: "1400x1400" },
} as const;
export type InlaySubType = keyof typeof INLAY_SUBTYPES;

/**
 * SKUs are dash-separated (spec §5): `envelope-<size>-<colour>` (e.g. `envelope-c6-kraft`) and
 * `inlay-<subType>-<paper>` (e.g. `inlay-hoch-transparentpapier`).
 */
export function envelopeSku(size: EnvelopeSize, colour: EnvelopeColour): string {
  return `envelope-${size}-${colour}`;
}

export function inlaySku(subType: InlaySubType, paper: string): string {
  return `inlay-${subType}-${paper}`;
}

export function parseAccessorySku(sku: string): AccessoryRecord | undefined {
  const parts = sku.split("-");
  const kind = parts[0];
  if (kind === "envelope") {
    // Sizes may contain a dash themselves ("din-lang"): the colour is always the last part.
    const colour = parts.at(-1) as EnvelopeColour;
    const size = parts.slice(1, -1).join("-") as EnvelopeSize;
    if (!(size in ENVELOPE_SIZES) || !(colour in ENVELOPE_COLOURS)) return undefined;
    const format = parseFormat(ENVELOPE_SIZES[size].size);
    return { sku, kind, subType: size, width: format.width, height: format.height };
  }
  if (kind === "inlay") {
    const subType = parts[1] as InlaySubType;
    if (!(subType in INLAY_SUBTYPES) || parts.length < 3) return undefined;
    const format = parseFormat(INLAY_SUBTYPES[subType].size);
    return { sku, kind, subType, width: format.width, height: format.height };
  }
  return undefined;
}

/** Which envelope fits a card of the given trimmed size (the smallest one it slides into with 2 mm play). */
export function envelopeFor(cardWidth: number, cardHeight: number): EnvelopeSize | undefined {
  const longSide = Math.max(cardWidth, cardHeight);
  const shortSide = Math.min(cardWidth, cardHeight);
  const fitting = (Object.keys(ENVELOPE_SIZES) as EnvelopeSize[])
    .map((key) => ({ key, ...parseFormat(ENVELOPE_SIZES[key].size) }))
    .filter((e) => e.width >= longSide + 20 && e.height >= shortSide + 20)
    .sort((a, b) => a.width * a.height - b.width * b.height);
  return fitting[0]?.key;
}
