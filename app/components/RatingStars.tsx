import { useId } from "react";

// Five stars (the outline lucide's "star" draws) in one 120 × 24 symbol, defined once per page by
// <RatingStarsSymbol/> in the root layout and referenced by every rating.
const STAR = "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z";
export const STARS_SYMBOL_ID = "kw-stars";
const decimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function RatingStarsSymbol() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <symbol id={STARS_SYMBOL_ID} viewBox="0 0 120 24">
        {[0, 24, 48, 72, 96].map((x) => (
          <path key={x} d={STAR} transform={`translate(${x} 0)`} />
        ))}
      </symbol>
    </svg>
  );
}

/** Rating out of 5 stars with the review count (spec §3 reviews). */
export function RatingStars({ average, count, size = "md" }: { average: number; count?: number; size?: "sm" | "md" }) {
  const clip = useId();
  const height = size === "sm" ? 13 : 17;
  const stars = `${decimal.format(average)} von 5 Sternen`;
  const label = count === undefined ? stars : `${stars}, ${count} ${count === 1 ? "Bewertung" : "Bewertungen"}`;
  return (
    <span className="mt-1 inline-flex items-center gap-1.5 text-ink-soft" role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 120 24" height={height} width={height * 5} aria-hidden="true">
        <clipPath id={clip}>
          <rect width={Math.round((average / 5) * 1200) / 10} height="24" />
        </clipPath>
        <use href={`#${STARS_SYMBOL_ID}`} fill="var(--color-line)" />
        <use href={`#${STARS_SYMBOL_ID}`} fill="var(--color-badge)" clipPath={`url(#${clip})`} />
      </svg>
      {count === undefined ? null : <span className={size === "sm" ? "text-xs" : "text-sm"}>({count})</span>}
    </span>
  );
}
