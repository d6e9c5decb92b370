import { Link, useLocation } from "react-router";
import type { PhotobookTemplatesView } from "../../core/catalogue/view";
import { Breadcrumbs } from "./Breadcrumbs";
import { ShopImage } from "./ShopImage";

/** Photo book templates (spec §2), filtered by aspect ratio and style category through the URL. */
export function PhotobookTemplatesPage({ view }: { view: PhotobookTemplatesView }) {
  const location = useLocation();
  const toggle = (name: string, value: string) => {
    const search = new URLSearchParams(location.search);
    if (search.get(name) === value) search.delete(name);
    else search.set(name, value);
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ""}`;
  };
  const chip = (selected: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${selected ? "border-accent bg-accent-soft text-accent" : "border-line bg-white hover:border-accent"}`;
  return (
    <section className="shop-container py-8 desktop:py-10" data-testid="photobook-templates">
      <Breadcrumbs items={[{ label: "Startseite", href: "/" }, { label: "Fotobuch-Vorlagen", href: location.pathname }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl desktop:text-5xl">Fotobuch-Vorlagen</h1>
        <p className="mt-3 text-lg text-ink-soft">Wählen Sie eine Vorlage für Ihr Fotobuch – im Hoch-, Quer- oder Quadratformat – und füllen Sie sie mit Ihren schönsten Bildern.</p>
      </header>
      <nav aria-label="Seitenverhältnis" className="mt-6 flex flex-wrap gap-2">
        {view.aspectRatios.map((a) => (
          <Link key={a.key} to={toggle("aspectRatio", a.key)} preventScrollReset className={chip(a.selected)} aria-pressed={a.selected} data-aspect={a.key}>
            {a.label}
          </Link>
        ))}
      </nav>
      <nav aria-label="Kategorie" className="mt-3 -mx-1 flex gap-2 overflow-x-auto pb-2">
        {view.categories.map((c) => (
          <Link key={c.key} to={toggle("category", c.key)} preventScrollReset className={`${chip(c.selected)} shrink-0`} aria-pressed={c.selected} data-category={c.key}>
            {c.label}
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-sm text-ink-soft">{view.total} Vorlagen</p>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 tablet:grid-cols-3 desktop:grid-cols-4 desktop:gap-x-6">
        {view.templates.map((t, i) => (
          <li key={t.id} data-template-id={t.id}>
            <span className="flex aspect-square items-center justify-center rounded-xl bg-table">
              <span style={{ width: `${t.size[0] >= t.size[1] ? 84 : Math.round((t.size[0] / t.size[1]) * 84)}%` }} className="block">
                <ShopImage path={t.image} alt={t.name} aspectRatio={t.size} maxWidth={360} sizes="(min-width: 1024px) 25vw, 45vw" priority={i < 4} className="rounded-sm shadow-card" />
              </span>
            </span>
            <h2 className="mt-3 font-sans text-[0.95rem]">{t.name}</h2>
            <p className="text-sm text-ink-soft">{t.category}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
