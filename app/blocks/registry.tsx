import type { ComponentType } from "react";
import { clientLog } from "../lib/logger";
import { RichText } from "../components/RichText";
import { editable, type BlockData } from "./block";
import { ContactCard } from "./ContactCard";
import { MainTeaser } from "./MainTeaser";
import { ProductList } from "./ProductList";
import { SeoQuestions } from "./SeoQuestions";
import { UspBar } from "./UspBar";
import { ShippingPriceTable } from "./ShippingPriceTable";

type BlockComponent = ComponentType<{ block: BlockData; preview: boolean }>;

function TextPage({ block, preview }: { block: BlockData; preview: boolean }) {
  return (
    <article className="shop-container max-w-3xl py-10 desktop:py-14" data-testid="text-page" {...editable(block, preview)}>
      <h1 className="text-4xl desktop:text-5xl">{String(block.title ?? "")}</h1>
      {block.intro ? <p className="mt-4 text-lg text-ink-soft">{String(block.intro)}</p> : null}
      <div className="mt-8">
        <RichText doc={block.body} renderBlok={(blocks) => <Blocks blocks={blocks} preview={preview} />} />
      </div>
    </article>
  );
}

/** A page made of blocks (`body`), e.g. the home story. */
function Page({ block, preview }: { block: BlockData; preview: boolean }) {
  return <Blocks blocks={Array.isArray(block.body) ? block.body : []} preview={preview} />;
}

/** Block registry of the page builder: component name → React component. */
export const BLOCKS: Record<string, BlockComponent> = {
  text_page: TextPage,
  shipping_price_table: ShippingPriceTable,
  contact_card: ContactCard,
  main_teaser: MainTeaser,
  usp_bar: UspBar,
  product_list: ProductList,
  seo_questions: SeoQuestions,
  page: Page,
};

export const missingBlockText = (name: string) => `Component could not be found for blok ${name}! Is it configured correctly?`;

export function Block({ block, preview }: { block: BlockData; preview: boolean }) {
  const Component = BLOCKS[block.component];
  if (!Component) {
    if (typeof window !== "undefined") clientLog.error("missing-component", missingBlockText(block.component));
    return (
      <div className="shop-container my-6 rounded-lg border border-dashed border-line p-4 text-sm text-ink-soft" data-missing-block={block.component}>
        {missingBlockText(block.component)}
      </div>
    );
  }
  return <Component block={block} preview={preview} />;
}

export function Blocks({ blocks, preview }: { blocks: unknown[]; preview: boolean }) {
  return (
    <>
      {blocks.filter((b): b is BlockData => typeof b === "object" && b !== null && "component" in b && "_uid" in b).map((b) => (
        <Block key={b._uid} block={b} preview={preview} />
      ))}
    </>
  );
}

export type { BlockData };
