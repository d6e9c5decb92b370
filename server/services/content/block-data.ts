import type { Channel } from "../../../core/channels";
import { shippingInformation, type ShippingInformation } from "../../../core/shipping/shipping";
import { isBlock, type Block } from "./store";

/** What a block that shows shop data needs, computed on the server from the shop's own rules. */
export interface BlockDataContext {
  channel: Channel;
  country: string;
  /** Design tiles for product list blocks (bestsellers, newest), from the catalogue. */
  designTiles?: (options: { occasion?: string; sort: "popularity" | "created" | "sort"; count: number }) => unknown[];
}

/**
 * Blocks that show shop data (prices, shipping) get it attached as `_data` before the page is
 * rendered, so the numbers come from the same rules as the checkout — never typed into content.
 */
export function attachBlockData(block: Block, ctx: BlockDataContext): Block {
  const copy: Block = { ...block };
  if (block.component === "shipping_price_table") {
    const countries = Array.isArray(block.countries) && block.countries.length ? (block.countries as string[]) : [ctx.country];
    copy._data = {
      tables: countries
        .map((country) => shippingInformation(ctx.channel, country))
        .filter((table): table is ShippingInformation => table.ok),
    };
  }
  if (block.component === "product_list" && ctx.designTiles) {
    const sort = block.sort === "created" || block.sort === "sort" ? block.sort : "popularity";
    const count = Math.min(24, Math.max(1, Number(block.count) || 8));
    copy._data = { tiles: ctx.designTiles({ occasion: typeof block.occasion === "string" ? block.occasion : undefined, sort, count }) };
  }
  if (block.component === "main_teaser" && ctx.designTiles && Array.isArray(block.teaser)) {
    // A slide naming an occasion shows that occasion's two best-selling designs.
    copy.teaser = block.teaser.map((slide: Record<string, unknown>) => {
      if (typeof slide.designsFrom !== "string") return slide;
      const tiles = ctx.designTiles!({ occasion: slide.designsFrom, sort: "popularity", count: 2 }) as { image: string; name: string; aspectRatio: [number, number] }[];
      return { ...slide, images: tiles.map((t) => ({ path: t.image, alt: t.name, size: t.aspectRatio })) };
    });
  }
  for (const [key, value] of Object.entries(copy)) {
    if (key === "_data" || (key === "teaser" && block.component === "main_teaser")) continue;
    if (Array.isArray(value)) copy[key] = value.map((item) => (isBlock(item) ? attachBlockData(item, ctx) : attachInRichText(item, ctx)));
    else if (isBlock(value)) copy[key] = attachBlockData(value, ctx);
    else if (value && typeof value === "object") copy[key] = attachInRichText(value, ctx);
  }
  return copy;
}

/** Rich text can hold blocks too (`blok` nodes). */
function attachInRichText(node: unknown, ctx: BlockDataContext): unknown {
  if (!node || typeof node !== "object") return node;
  const value = node as { type?: string; content?: unknown[]; attrs?: { body?: unknown[] } };
  if (value.type === "blok" && Array.isArray(value.attrs?.body)) {
    return { ...value, attrs: { ...value.attrs, body: value.attrs.body.map((b) => (isBlock(b) ? attachBlockData(b, ctx) : b)) } };
  }
  if (Array.isArray(value.content)) return { ...value, content: value.content.map((child) => attachInRichText(child, ctx)) };
  return node;
}

/** Plain text of a rich-text document (for JSON-LD answers). */
export function richTextPlain(node: unknown): string {
  if (!node || typeof node !== "object") return "";
  const value = node as { text?: string; content?: unknown[]; type?: string };
  if (typeof value.text === "string") return value.text;
  const inner = (value.content ?? []).map(richTextPlain).join(value.type === "doc" ? " " : "");
  return inner.replace(/\s+/g, " ").trim();
}

/** Every question of the SEO-question blocks in a story, for FAQPage JSON-LD. */
export function seoQuestions(block: unknown): { question: string; answer: string }[] {
  const found: { question: string; answer: string }[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const item = value as { component?: string; question?: unknown; answer?: unknown };
    if (item.component === "seo_question" && typeof item.question === "string") found.push({ question: item.question, answer: richTextPlain(item.answer) });
    Object.values(value).forEach(visit);
  };
  visit(block);
  return found;
}
