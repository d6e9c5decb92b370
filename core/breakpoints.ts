/**
 * Layout breakpoints in px (spec §9). Tailwind reads them through `tailwind.config.ts`, the image
 * helpers through IMAGE_SCREENS, so CSS and images use the same numbers.
 */
export const BREAKPOINTS = {
  mobile: 480,
  largeMobile: 576,
  tablet: 768,
  smallDesktop: 900,
  desktop: 1024,
  largeDesktop: 1300,
} as const;

/** Image screens in px (spec §9): the widths responsive images are produced for. */
export const IMAGE_SCREENS = {
  xxs: 319,
  xs: 479,
  sm: 575,
  md: 767,
  lg: 899,
  xl: 1023,
  xxl: 1299,
  "2xl": 1536,
  xxxl: 1900,
} as const;

export const IMAGE_DENSITIES = [1, 2] as const;

/** Image aspect ratios (spec §9), width / height. */
export const ASPECT_RATIOS = {
  teaserDesktop: [59, 22],
  teaserMobile: [150, 157],
  badge: [1, 1],
} as const;

/** Placeholder grey shown until an image has loaded (spec §9). */
export const PLACEHOLDER_GREY = "#EFEFEF";

/** Media query for "this breakpoint and wider". */
export function minWidth(breakpoint: keyof typeof BREAKPOINTS): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}
