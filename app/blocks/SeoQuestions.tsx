import { ChevronDown } from "lucide-react";
import { RichText } from "../components/RichText";
import { editable, type BlockData } from "./block";

interface Question {
  _uid: string;
  question: string;
  answer: unknown;
}

/** SEO questions (spec §2 block): questions that open to their answers; the page adds FAQPage JSON-LD. */
export function SeoQuestions({ block, preview }: { block: BlockData; preview: boolean }) {
  const items = (Array.isArray(block.items) ? block.items : []) as Question[];
  return (
    <section className="my-8" data-testid="seo-questions" {...editable(block, preview)}>
      {block.headline ? <h2 className="text-2xl">{String(block.headline)}</h2> : null}
      <div className="mt-3 divide-y divide-line border-y border-line">
        {items.map((item) => (
          <details key={item._uid} className="group/faq">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown size={18} strokeWidth={1.5} aria-hidden="true" className="shrink-0 transition-transform group-open/faq:rotate-180" />
            </summary>
            <div className="pb-4 text-ink-soft">
              <RichText doc={item.answer} renderBlok={() => null} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
