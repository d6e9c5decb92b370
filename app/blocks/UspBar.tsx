import * as Dialog from "@radix-ui/react-dialog";
import { Gift, PenLine, Truck, Users, X, type LucideIcon, ListChecks } from "lucide-react";
import { RichText } from "../components/RichText";
import { ShopLink } from "../components/ShopLink";
import { editable, type BlockData } from "./block";

interface UspItem {
  _uid: string;
  title: string;
  text: string;
  /** Which of the five promises (spec §2 USP modals) the item is, for its icon. */
  kind?: "flexible-design" | "event-portal" | "sample-cards" | "name-upload" | "express-shipping";
  link?: { url?: string; cached_url?: string; linktype?: string };
  linkText?: string;
  /** Rich text shown in the item's dialog. */
  details?: unknown;
}

const ICONS: Record<NonNullable<UspItem["kind"]>, LucideIcon> = {
  "flexible-design": PenLine,
  "event-portal": Users,
  "sample-cards": Gift,
  "name-upload": ListChecks,
  "express-shipping": Truck,
};

/** USP bar (spec §2): items with title, text and link; each opens a dialog with the details. */
export function UspBar({ block, preview }: { block: BlockData; preview: boolean }) {
  const items = (Array.isArray(block.items) ? block.items : []) as UspItem[];
  return (
    <section className="mt-10 border-y border-line bg-table/50" data-testid="usp-bar" {...editable(block, preview)}>
      <ul className="shop-container grid gap-2 py-6 tablet:grid-cols-3 desktop:grid-cols-5">
        {items.map((item) => {
          const Icon = ICONS[item.kind ?? "flexible-design"] ?? PenLine;
          const href = item.link?.url || (item.link?.cached_url ? `/${item.link.cached_url}` : undefined);
          return (
            <li key={item._uid}>
              <Dialog.Root>
                <Dialog.Trigger className="flex min-h-11 w-full items-start gap-3 rounded-lg p-2 text-left hover:bg-table" data-testid="usp-item">
                  <Icon size={24} strokeWidth={1.5} className="mt-0.5 shrink-0 text-accent" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold">{item.title}</span>
                    <span className="block text-sm text-ink-soft">{item.text}</span>
                  </span>
                </Dialog.Trigger>
                <Dialog.Portal>
                  <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/30" />
                  <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[min(32rem,calc(100vw-2.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-paper p-6 shadow-card" data-testid="usp-dialog">
                    <div className="flex items-start justify-between gap-4">
                      <Dialog.Title className="font-serif text-2xl">{item.title}</Dialog.Title>
                      <Dialog.Close className="-mt-1 -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-table" aria-label="Schließen">
                        <X size={20} aria-hidden="true" />
                      </Dialog.Close>
                    </div>
                    <Dialog.Description className="mt-2 text-ink-soft">{item.text}</Dialog.Description>
                    {item.details ? (
                      <div className="mt-4">
                        <RichText doc={item.details} renderBlok={() => null} />
                      </div>
                    ) : null}
                    {href && item.linkText ? (
                      <ShopLink to={href} className="btn-primary mt-6">
                        {item.linkText}
                      </ShopLink>
                    ) : null}
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
