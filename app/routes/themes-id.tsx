import type { Route } from "./+types/themes-id";
import { themeIdFromParam } from "../../core/routes";
import { breadcrumbJsonLd } from "../../core/seo";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { DesignTileCard } from "../components/DesignTileCard";
import { guardPage, notFound } from "../lib/page.server";
import { pageMeta } from "../lib/seo";

export async function loader({ context, params }: Route.LoaderArgs) {
  await guardPage(context);
  const { info, shop } = context;
  // Spec §2: the theme id comes from the route parameter, default 1461; the page is a set page.
  const themeId = themeIdFromParam(params.id);
  const view = shop.catalogue.theme(themeId, { channel: info.channel, country: info.country, mobile: info.device.mobile });
  if (!view) notFound(`${info.pathname}${info.search}`);
  return {
    view,
    isSetPage: true,
    meta: { title: `Designserie „${view.name}“`, description: view.description, indexable: true },
    jsonLd: breadcrumbJsonLd(view.breadcrumbs, info.origin),
  };
}

export function meta({ matches, location, data }: Route.MetaArgs) {
  return [...pageMeta(matches, location, data?.meta), ...(data ? [{ "script:ld+json": data.jsonLd }] : [])];
}

export default function ThemePage({ loaderData }: Route.ComponentProps) {
  const { view, isSetPage } = loaderData;
  return (
    <section className="shop-container py-8 desktop:py-10" data-testid="theme-page" data-theme-id={view.id} data-set-page={isSetPage}>
      <Breadcrumbs items={view.breadcrumbs} />
      <header className="mt-4 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Designserie</p>
        <h1 className="mt-1 text-4xl desktop:text-5xl">„{view.name}“</h1>
        <p className="mt-3 text-lg text-ink-soft">{view.description}</p>
        <p className="mt-2 text-sm text-ink-soft">{view.tiles.length} passende Designs</p>
      </header>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 tablet:grid-cols-3 desktop:grid-cols-4 desktop:gap-x-6" data-testid="theme-designs">
        {view.tiles.map((tile, i) => (
          <li key={tile.id}>
            <DesignTileCard tile={tile} priority={i < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
