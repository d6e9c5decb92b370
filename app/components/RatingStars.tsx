import { Star } from "lucide-react";

/** Rating out of 5 stars with the review count (spec §3 reviews). */
export function RatingStars({ average, count, size = "md" }: { average: number; count?: number; size?: "sm" | "md" }) {
  const px = size === "sm" ? 13 : 17;
  const stars = `${average.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} von 5 Sternen`;
  const label = count === undefined ? stars : `${stars}, ${count} ${count === 1 ? "Bewertung" : "Bewertungen"}`;
  return (
    <span className="mt-1 inline-flex items-center gap-1.5 text-ink-soft" role="img" aria-label={label} title={label}>
      <span className="relative inline-flex" aria-hidden="true">
        <span className="flex text-line">
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} size={px} strokeWidth={1.5} fill="currentColor" />
          ))}
        </span>
        <span className="absolute inset-0 flex overflow-hidden text-badge" style={{ width: `${(average / 5) * 100}%` }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} size={px} strokeWidth={1.5} fill="currentColor" className="shrink-0" />
          ))}
        </span>
      </span>
      {count === undefined ? null : <span className={size === "sm" ? "text-xs" : "text-sm"}>({count})</span>}
    </span>
  );
}
