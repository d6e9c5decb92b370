import { ChevronRight } from "lucide-react";
import type { Breadcrumb } from "../../core/catalogue/view";
import { ShopLink } from "./ShopLink";

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  return (
    <nav aria-label="Brotkrumen" className="text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.href} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight size={14} strokeWidth={1.5} aria-hidden="true" /> : null}
            {i === items.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            ) : (
              <ShopLink to={item.href} className="link-quiet inline-flex min-h-11 items-center tablet:min-h-0">
                {item.label}
              </ShopLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
