import { Link, useLocation } from "react-router";
import type { ThemesOverviewView } from "../../core/catalogue/view";
import { Breadcrumbs } from "./Breadcrumbs";
import { ShopImage } from "./ShopImage";
import { ShopLink } from "./ShopLink";

/** All design series (spec §2 themes overview): "Mehr Designs anzeigen" and "count von total Designs". */
export function ThemesOverviewPage({ view }: { view: ThemesOverviewView }) {
  const location = useLocation();
  const more = new URLSearchParams(location.search);
  more.set("tileCount", String(view.tileCount + view.pageSize));
  const shown = view.themes.length;
  return (
    <section className="shop-container py-8 desktop:py-10" data-testid="themes-overview">
      <Breadcrumbs items={[{ label: "Startseite", href: "/" }, { label: "Designserien", href: location.pathname }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl desktop:text-5xl">Designserien</h1>
        <p className="mt-3 text-lg text-ink-soft">Einladung, Save-the-Date, Menükarte, Tischkarte und Danksagung aus einem Guss: In jeder Serie passen Farben, Schriften und Ornamente zueinander.</p>
      </header>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 tablet:grid-cols-3 desktop:grid-cols-4 desktop:gap-x-6">
        {view.themes.map((theme, i) => {
          const ratio = theme.aspectRatio[0] / theme.aspectRatio[1];
          return (
            <li key={theme.id}>
              <ShopLink to={theme.href} className="group block">
                <span className="flex aspect-[4/5] items-center justify-center rounded-xl bg-table">
                  <span style={{ width: `${ratio >= 0.8 ? 84 : Math.round((ratio / 0.8) * 84)}%` }} className="block">
                    <ShopImage path={theme.image} alt="" aspectRatio={theme.aspectRatio} maxWidth={360} sizes="(min-width: 1024px) 25vw, 45vw" priority={i < 4} className="shadow-card" />
                  </span>
                </span>
                <h2 className="mt-3 font-sans text-base">Serie „{theme.name}“</h2>
                <p className="text-sm text-ink-soft">
                  {theme.occasion} · {theme.designCount} Designs
                </p>
              </ShopLink>
            </li>
          );
        })}
      </ul>
      <div className="mx-auto mt-12 flex max-w-sm flex-col items-center gap-3" data-testid="themes-progress">
        <p className="text-sm text-ink-soft">
          {shown} von {view.total} Designs
        </p>
        <div className="h-1 w-full overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div className="h-full bg-accent" style={{ width: `${Math.round((shown / Math.max(1, view.total)) * 100)}%` }} />
        </div>
        {shown < view.total ? (
          <Link to={`${location.pathname}?${more.toString()}`} preventScrollReset className="btn-primary mt-2">
            Mehr Designs anzeigen
          </Link>
        ) : null}
      </div>
    </section>
  );
}
