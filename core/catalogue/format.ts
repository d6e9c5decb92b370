/** A size in tenths of millimetres (spec §3, §5). */
export interface Format {
  width: number;
  height: number;
}

export const UNITS = ["cm", "in", "none"] as const;
export type Unit = (typeof UNITS)[number];

const FORMAT = /^([1-9][0-9]*)x([1-9][0-9]*)$/;

/** Spec §5: positive integer, x, positive integer, no leading zero; anything else is 0x0. */
export function parseFormat(value: unknown): Format {
  if (typeof value !== "string") return { width: 0, height: 0 };
  const match = FORMAT.exec(value);
  if (!match) return { width: 0, height: 0 };
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return { width: 0, height: 0 };
  return { width, height };
}

export function formatString(format: Format): string {
  return `${format.width}x${format.height}`;
}

export function isValidFormat(format: Format): boolean {
  return format.width > 0 && format.height > 0;
}

/**
 * A size for shoppers: "10,5 × 14,8 cm" (tenths of mm → cm), "4.13 × 5.83 in" for en-US,
 * or the bare numbers for unit "none".
 */
export function displayFormat(format: Format, unit: Unit, locale = "de-DE"): string {
  if (unit === "none") return `${format.width} × ${format.height}`;
  const factor = unit === "cm" ? 100 : 254;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === "cm" ? 1 : 2 });
  return `${number.format(format.width / factor)} × ${number.format(format.height / factor)} ${unit}`;
}
