import { Check, Copy } from "lucide-react";
import { useCopyToClipboard } from "../lib/clipboard";
import { useT } from "../lib/shop-context";

/** Copies a value; says "in Zwischenablage kopiert" for 1500 ms (spec §2). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { copied, copy } = useCopyToClipboard();
  const t = useT();
  return (
    <button type="button" onClick={() => void copy(value)} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm hover:border-accent" aria-label={label} data-testid="copy-button">
      {copied ? <Check size={16} aria-hidden="true" className="text-accent" /> : <Copy size={16} strokeWidth={1.5} aria-hidden="true" />}
      <span aria-live="polite">{copied ? t("clipboard.copied") : label}</span>
    </button>
  );
}
