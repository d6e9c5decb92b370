import type { DesignTile } from "../../core/catalogue/view";
import { DesignTileCard } from "../components/DesignTileCard";
import { ShopLink } from "../components/ShopLink";
import { TileCarousel } from "../components/TileCarousel";
import { editable, type BlockData } from "./block";

/** Product list (spec §2 block): designs from the catalogue (bestsellers, newest) as a row or grid. */
export function ProductList({ block, preview }: { block: BlockData; preview: boolean }) {
  const tiles = ((block._data as { tiles?: DesignTile[] } | undefined)?.tiles ?? []) as DesignTile[];
  if (!tiles.length) return null;
  const headline = String(block.headline ?? "");
  return (
    <section className="shop-container mt-14" data-testid="product-list" {...editable(block, preview)}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 className="text-3xl">{headline}</h2>
        {typeof block.linkUrl === "string" && block.linkText ? (
          <ShopLink to={block.linkUrl} className="link-quiet inline-flex min-h-11 items-center text-sm">
            {String(block.linkText)}
          </ShopLink>
        ) : null}
      </div>
      {block.layout === "grid" ? (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 tablet:grid-cols-3 desktop:grid-cols-4 desktop:gap-x-6">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <DesignTileCard tile={tile} />
            </li>
          ))}
        </ul>
      ) : (
        <TileCarousel tiles={tiles} label={headline} />
      )}
    </section>
  );
}
