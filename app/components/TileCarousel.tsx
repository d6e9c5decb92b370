import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { DesignTile } from "../../core/catalogue/view";
import { DesignTileCard } from "./DesignTileCard";

/** A row of design tiles that slides (embla): swipe on touch, buttons on desktop. */
export function TileCarousel({ tiles, label }: { tiles: DesignTile[]; label: string }) {
  const [viewport, embla] = useEmblaCarousel({ align: "start", slidesToScroll: "auto", containScroll: "trimSnaps", duration: 25 });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);

  const button = "absolute top-[38%] z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white shadow-card disabled:opacity-0 tablet:flex";
  return (
    <div className="relative" role="region" aria-roledescription="Karussell" aria-label={label}>
      <div className="overflow-hidden" ref={viewport}>
        <ul className="-ml-4 flex desktop:-ml-6">
          {tiles.map((tile) => (
            <li key={tile.id} className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 tablet:basis-1/3 desktop:basis-1/4 desktop:pl-6" aria-roledescription="Folie">
              <DesignTileCard tile={tile} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className={`${button} -left-5`} onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label="Vorherige Designs">
        <ChevronLeft size={20} strokeWidth={1.5} aria-hidden="true" />
      </button>
      <button type="button" className={`${button} -right-5`} onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label="Nächste Designs">
        <ChevronRight size={20} strokeWidth={1.5} aria-hidden="true" />
      </button>
    </div>
  );
}
