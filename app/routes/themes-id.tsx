import type { Route } from "./+types/themes-id";
import { themeIdFromParam } from "../../core/routes";
import { guardPage, serverT } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/shop-context";

export async function loader({ context, params }: Route.LoaderArgs) {
  await guardPage(context, params);
  const t = serverT(context);
  // Spec §2: the theme id comes from the route parameter, default 1461; the page is a set page.
  const themeId = themeIdFromParam(params.id);
  return {
    themeId,
    isSetPage: true,
    meta: { title: t("themes.headline", { id: themeId }), description: t("themes.description"), indexable: true },
  };
}

export function meta({ matches, location, data }: Route.MetaArgs) {
  return pageMeta(matches, location, data?.meta);
}

export default function ThemePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="shop-container py-12" data-testid="theme-page" data-theme-id={loaderData.themeId} data-set-page={loaderData.isSetPage}>
      <h1 className="text-4xl desktop:text-5xl">{t("themes.headline", { id: loaderData.themeId })}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("themes.intro")}</p>
    </section>
  );
}
