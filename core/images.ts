import { z } from "zod";
import { IMAGE_DENSITIES, IMAGE_SCREENS } from "./breakpoints";

/**
 * Image URLs of the shop's resizer (`/img/...`) and the modifiers it accepts (spec §5): blur,
 * quality, brightness 0–100, rotate 90/180/270, format webp/png/jpeg, plus the width (and an
 * optional height) to render at. Anything else is refused with 400.
 */
export const IMAGE_FORMATS = ["webp", "png", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number] | "avif";

/** The widths the resizer renders: the image screens of spec §9 and tiny placeholders. */
export const IMAGE_WIDTHS: readonly number[] = [...new Set([10, 160, 240, ...Object.values(IMAGE_SCREENS).flatMap((w) => IMAGE_DENSITIES.map((d) => Math.round((w + 1) * d)))])]
  .filter((w) => w <= 3800)
  .sort((a, b) => a - b);

const number = (min: number, max: number, message: string) => z.coerce.number({ message }).int({ message }).min(min, message).max(max, message);

export const imageModifiersSchema = z
  .object({
    w: number(1, 4000, "w muss eine ganze Zahl zwischen 1 und 4000 sein.").optional(),
    h: number(1, 4000, "h muss eine ganze Zahl zwischen 1 und 4000 sein.").optional(),
    quality: number(1, 100, "quality muss zwischen 1 und 100 liegen.").default(85),
    blur: number(0, 100, "blur muss zwischen 0 und 100 liegen.").default(0),
    brightness: number(0, 100, "brightness muss zwischen 0 und 100 liegen.").optional(),
    rotate: z.coerce
      .number()
      .refine((v) => v === 90 || v === 180 || v === 270, "rotate kann 90, 180 oder 270 sein.")
      .optional(),
    format: z.enum(IMAGE_FORMATS, { message: "format kann webp, png oder jpeg sein." }).optional(),
  })
  .strict();
export type ImageModifiers = z.infer<typeof imageModifiersSchema>;

/** Placeholder defaults (spec §5): 10 × 10, quality 50, blur 3. */
export const PLACEHOLDER_MODIFIERS = { w: 10, h: 10, quality: 50, blur: 3 } as const;

/** A design's rendered side, e.g. `/img/design/1461/green/front`. */
export function designImagePath(designId: number, colour: string, side: string): string {
  return `/img/design/${designId}/${colour}/${side}`;
}

export function imageUrl(path: string, modifiers: Partial<Record<keyof ImageModifiers, string | number>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(modifiers)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** srcset over the widths a picture can be shown at (up to `maxWidth` CSS px, densities 1 and 2). */
export function imageSrcSet(path: string, maxWidth: number): string {
  const limit = maxWidth * Math.max(...IMAGE_DENSITIES);
  const widths = IMAGE_WIDTHS.filter((w) => w >= 160 && w <= limit);
  if (!widths.includes(limit) && limit <= 4000) widths.push(limit);
  return widths.map((w) => `${imageUrl(path, { w })} ${w}w`).join(", ");
}
