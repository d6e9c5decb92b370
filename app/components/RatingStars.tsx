import { useId } from "react";

// One star in a 24 × 24 box (the outline lucide's "star" draws), repeated five times.
const STAR = "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z";
const decimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Rating out of 5 stars with the review count (spec §3 reviews); one small SVG, however many tiles show it. */
export function RatingStars({ average, count, size = "md" }: { average: number; count?: number; size?: "sm" | "md" }) {
  const clip = useId();
  const height = size === "sm" ? 13 : 17;
  const stars = `${decimal.format(average)} von 5 Sternen`;
  const label = count === undefined ? stars : `${stars}, ${count} ${count === 1 ? "Bewertung" : "Bewertungen"}`;
  const paths = [0, 1, 2, 3, 4].map((i) => <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />);
  return (
    <span className="mt-1 inline-flex items-center gap-1.5 text-ink-soft" role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 120 24" height={height} width={height * 5} aria-hidden="true">
        <clipPath id={clip}>
          <rect width={(average / 5) * 120} height="24" />
        </clipPath>
        <g fill="var(--color-line)">{paths}</g>
        <g fill="var(--color-badge)" clipPath={`url(#${clip})`}>
          {paths}
        </g>
      </svg>
      {count === undefined ? null : <span className={size === "sm" ? "text-xs" : "text-sm"}>({count})</span>}
    </span>
  );
}
