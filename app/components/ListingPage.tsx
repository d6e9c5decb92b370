import { ChevronDown, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import type { ListingView } from "../../core/catalogue/view";
import { Breadcrumbs } from "./Breadcrumbs";
import { DesignTileCard } from "./DesignTileCard";
import { ShopLink } from "./ShopLink";

/**
 * A card listing (spec §2): filters and sort as a GET form whose state lives in the URL, tiles,
 * progress "count von total Designs" and "Mehr Designs anzeigen" growing tileCount.
 */
export function ListingPage({ view }: { view: ListingView }) {
  const location = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const shown = view.tiles.length;
  const more = new URLSearchParams(location.search);
  more.set("tileCount", String(view.tileCount + view.pageSize));
  const busy = navigation.state !== "idle" && navigation.location?.pathname === location.pathname;

  // One filter menu open at a time; a click elsewhere closes it.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const closeOthers = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open) return;
      for (const details of element.querySelectorAll("details[open]")) if (details !== opened) details.removeAttribute("open");
    };
    const closeOnOutsideClick = (event: MouseEvent) => {
      for (const details of element.querySelectorAll("details[open]")) if (!details.contains(event.target as Node)) details.removeAttribute("open");
    };
    element.addEventListener("toggle", closeOthers, true);
    document.addEventListener("click", closeOnOutsideClick);
    return () => {
      element.removeEventListener("toggle", closeOthers, true);
      document.removeEventListener("click", closeOnOutsideClick);
    };
  }, []);

  const onChange = () => {
    if (form.current) void submit(form.current, { preventScrollReset: true, replace: true });
  };
  const without = (key: string, value: string) => {
    const search = new URLSearchParams(location.search);
    const rest = search.getAll(key).filter((v) => v !== value);
    search.delete(key);
    search.delete("tileCount");
    for (const v of rest) search.append(key, v);
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ""}`;
  };

  return (
    <section className="shop-container py-8 desktop:py-10" data-testid="listing-page">
      <Breadcrumbs items={view.breadcrumbs} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl desktop:text-5xl">{view.headline}</h1>
        <p className="mt-3 text-lg text-ink-soft">{view.intro}</p>
      </header>

      {view.related.length ? (
        <nav aria-label="Kategorien" className="mt-6 -mx-1 flex gap-2 overflow-x-auto pb-2">
          {view.related.map((r) => (
            <ShopLink key={r.href} to={r.href} className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line bg-white px-4 text-sm hover:border-accent">
              {r.label} <span className="ml-1.5 text-ink-soft">{r.count}</span>
            </ShopLink>
          ))}
        </nav>
      ) : null}

      <Form ref={form} method="get" preventScrollReset className="mt-6 border-y border-line py-3" onChange={onChange} data-testid="listing-filters">
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold tablet:hidden"
            aria-expanded={filtersOpen}
            aria-controls="listing-filter-groups"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal size={18} strokeWidth={1.5} aria-hidden="true" /> Filter
            {view.activeFilters.length ? <span className="rounded-full bg-accent px-1.5 text-xs text-white">{view.activeFilters.length}</span> : null}
          </button>
          <span className="mr-1 hidden items-center gap-2 text-sm font-semibold tablet:inline-flex">
            <SlidersHorizontal size={18} strokeWidth={1.5} aria-hidden="true" /> Filter
          </span>
          <div id="listing-filter-groups" className={`${filtersOpen ? "flex" : "hidden"} w-full flex-col gap-2 tablet:flex tablet:w-auto tablet:flex-row tablet:flex-wrap`}>
          {view.filters.map((group) => {
            const selected = group.options.filter((o) => o.selected).length;
            return (
              <details key={group.key} className="group/filter relative" data-filter={group.key}>
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-1.5 rounded-full border border-line bg-white px-4 text-sm select-none hover:border-accent tablet:justify-start [&::-webkit-details-marker]:hidden">
                  {group.label}
                  {selected ? <span className="rounded-full bg-accent px-1.5 text-xs text-white">{selected}</span> : null}
                  <ChevronDown size={16} strokeWidth={1.5} aria-hidden="true" className="transition-transform group-open/filter:rotate-180" />
                </summary>
                <fieldset className="z-30 mt-2 max-h-80 w-full overflow-y-auto rounded-xl border border-line bg-white p-2 shadow-card tablet:absolute tablet:w-64">
                  <legend className="sr-only">{group.label}</legend>
                  {group.options.map((option) => (
                    <label key={option.value} className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-table ${option.count === 0 && !option.selected ? "opacity-45" : ""}`}>
                      <input
                        // Remounts when the URL changes the selection (e.g. a removed filter chip).
                        key={`${option.value}-${option.selected}`}
                        type="checkbox"
                        name={group.key}
                        value={option.value}
                        defaultChecked={option.selected}
                        className="h-4 w-4 accent-[var(--color-accent)]"
                      />
                      {option.swatch ? <span className="h-4 w-4 rounded-full border border-ink/15" style={{ background: option.swatch }} aria-hidden="true" /> : null}
                      <span className="flex-1">{option.label}</span>
                      <span className="text-ink-soft">{option.count}</span>
                    </label>
                  ))}
                </fieldset>
              </details>
            );
          })}
          </div>
          <label className="ml-auto flex items-center gap-2 text-sm">
            <span className="text-ink-soft">Sortieren nach</span>
            <select key={view.sort} name="sort" defaultValue={view.sort} className="min-h-11 rounded-full border border-line bg-white px-3" data-testid="listing-sort">
              {view.sortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className="btn-primary">
              Anwenden
            </button>
          </noscript>
        </div>
        {view.activeFilters.length ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Aktive Filter">
            {view.activeFilters.map((f) => (
              <li key={`${f.key}-${f.value}`}>
                <Link
                  to={without(f.key, f.value)}
                  preventScrollReset
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-accent-soft px-3 text-sm text-accent"
                  aria-label={`Filter ${f.label} entfernen`}
                >
                  {f.label} <X size={14} aria-hidden="true" />
                </Link>
              </li>
            ))}
            <li>
              <Link to={location.pathname} preventScrollReset className="inline-flex min-h-9 items-center px-2 text-sm underline underline-offset-2">
                Alle Filter entfernen
              </Link>
            </li>
          </ul>
        ) : null}
      </Form>

      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        {view.total === 1 ? "1 Design" : `${view.total.toLocaleString("de-DE")} Designs`}
      </p>

      {view.total === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-10 text-center shadow-card" data-testid="listing-empty">
          <p className="text-lg">Zu diesen Filtern gibt es leider keine Designs.</p>
          <Link to={location.pathname} className="btn-primary mt-5">
            Filter zurücksetzen
          </Link>
        </div>
      ) : (
        <ul className={`mt-4 grid grid-cols-2 gap-x-4 gap-y-8 tablet:grid-cols-3 desktop:grid-cols-4 desktop:gap-x-6 ${busy ? "opacity-60" : ""}`} data-testid="listing-grid">
          {view.tiles.map((tile, i) => (
            <li key={tile.id}>
              <DesignTileCard tile={tile} priority={i < 4} />
            </li>
          ))}
        </ul>
      )}

      {view.total > 0 ? (
        <div className="mx-auto mt-12 flex max-w-sm flex-col items-center gap-3" data-testid="listing-progress">
          <p className="text-sm text-ink-soft">
            {shown} von {view.total} Designs
          </p>
          <div className="h-1 w-full overflow-hidden rounded-full bg-line" aria-hidden="true">
            <div className="h-full bg-accent" style={{ width: `${Math.round((shown / view.total) * 100)}%` }} />
          </div>
          {shown < view.total ? (
            <Link to={`${location.pathname}?${more.toString()}`} preventScrollReset className="btn-primary mt-2" data-testid="listing-more">
              Mehr Designs anzeigen
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
