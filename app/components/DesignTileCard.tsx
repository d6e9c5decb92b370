import type { DesignTile } from "../../core/catalogue/view";
import { formatMoney } from "../../core/locales";
import { useShop } from "../lib/shop-context";
import { RatingStars } from "./RatingStars";
import { ShopImage } from "./ShopImage";
import { ShopLink } from "./ShopLink";

/** The ground every tile lies on (width / height). */
const GROUND = 4 / 5;

/** A design tile: the card lying on a light table with a soft shadow, badges, name, price from, colours. */
export function DesignTileCard({ tile, priority = false }: { tile: DesignTile; priority?: boolean }) {
  const shop = useShop();
  const ratio = tile.aspectRatio[0] / tile.aspectRatio[1];
  // Fit the card into the 4:5 ground: wide cards take the full width, tall ones less.
  const width = ratio >= GROUND ? 84 : Math.round((ratio / GROUND) * 84);
  return (
    <article className="group flex flex-col" data-testid="design-tile" data-design-id={tile.id}>
      <ShopLink to={tile.href} className="block rounded-xl focus-visible:outline-offset-4">
        <span className="relative flex aspect-[4/5] items-center justify-center rounded-xl bg-table transition-colors group-hover:bg-[#ebe4d8]">
          <span style={{ width: `${width}%` }} className="block transition-transform duration-300 group-hover:-translate-y-1">
            <ShopImage
              path={tile.image}
              alt={tile.name}
              aspectRatio={tile.aspectRatio}
              maxWidth={360}
              sizes="(min-width: 1300px) 300px, (min-width: 768px) 30vw, 45vw"
              priority={priority}
              className="shadow-card"
            />
          </span>
          {tile.labels.length ? (
            <span className="absolute top-3 left-3 flex flex-col items-start gap-1">
              {tile.labels.map((label) => (
                <span key={label.key} className="rounded-full bg-badge-soft px-2.5 py-0.5 text-xs font-semibold tracking-wide text-[#7a5b24]">
                  {label.label}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        <h3 className="mt-3 line-clamp-2 font-sans text-[0.95rem] leading-snug text-ink">{tile.name}</h3>
      </ShopLink>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        {tile.priceFrom ? (
          <span className="text-ink-soft">
            ab <span className="font-semibold text-ink">{formatMoney(tile.priceFrom.amount, tile.priceFrom.currency, shop.locale)}</span>
          </span>
        ) : null}
        {tile.colours.length > 1 ? (
          <span className="flex items-center gap-1" aria-label={`${tile.colours.length} Farben`}>
            {tile.colours.slice(0, 5).map((c) => (
              <span key={c.key} title={c.label} className="h-3.5 w-3.5 rounded-full border border-ink/15" style={{ background: c.swatch }} />
            ))}
            {tile.colours.length > 5 ? <span className="text-xs text-ink-soft">+{tile.colours.length - 5}</span> : null}
          </span>
        ) : null}
      </div>
      {tile.rating ? <RatingStars average={tile.rating.average} count={tile.rating.count} size="sm" /> : null}
    </article>
  );
}
