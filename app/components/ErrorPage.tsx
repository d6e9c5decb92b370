import { isRouteErrorResponse } from "react-router";
import { minWidth } from "../../core/breakpoints";
import { ASPECT_RATIOS } from "../../core/breakpoints";
import { useShopHref, useT } from "../lib/shop-context";
import { ResponsivePicture } from "./ResponsivePicture";
import { ShopLink } from "./ShopLink";

/** Page title of an error (spec §2): the status code followed by the status message. */
export function errorTitle(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: string } | undefined)?.message ?? error.statusText;
    return `${error.status} ${message}`;
  }
  return "500 Internal Server Error";
}

export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound path={(error.data as { path?: string } | undefined)?.path} />;
  return <RawError error={error} />;
}

/** 404: the main teaser with one slide, linking home; the slide's button is hidden (spec §2). */
function NotFound({ path }: { path?: string }) {
  const t = useT();
  const href = useShopHref();
  const home = href("/");
  return (
    <section className="shop-container py-6 lg:py-10" data-testid="not-found" data-path={path}>
      <ShopLink to={home} className="group relative block overflow-hidden rounded-2xl" aria-label={t("error.notFoundControl")}>
        <ResponsivePicture
          priority
          alt={t("error.notFoundImageAlt")}
          sources={[{ media: minWidth("tablet"), srcSet: "/images/404-desktop.svg", aspectRatio: ASPECT_RATIOS.teaserDesktop }]}
          fallback={{ src: "/images/404-mobile.svg", aspectRatio: ASPECT_RATIOS.teaserMobile }}
        />
        {/* On phones the headline sits on the calm upper part of the picture, the text below it. */}
        <span className="absolute inset-x-0 top-0 flex flex-col gap-2 p-5 largeMobile:gap-3 largeMobile:p-10 tablet:inset-y-0 tablet:right-auto tablet:w-[48%] tablet:justify-center tablet:p-12 desktop:p-16">
          <h1 className="text-[1.9rem] text-ink largeMobile:text-3xl tablet:text-4xl desktop:text-5xl">{t("error.notFoundHeadline")}</h1>
          <span className="hidden max-w-md text-base text-ink-soft tablet:block desktop:text-lg">{t("error.notFoundSubline")}</span>
        </span>
        <span className="block bg-table px-5 pt-1 pb-5 text-ink-soft tablet:hidden">{t("error.notFoundSubline")}</span>
      </ShopLink>
      <div className="mt-4 flex justify-center">
        <ShopLink to={home} className="inline-flex min-h-11 items-center border-b-2 border-accent px-1 font-semibold text-accent">
          {t("error.notFoundControl")}
        </ShopLink>
      </div>
    </section>
  );
}

/** Any other status: the raw error (spec §2). */
function RawError({ error }: { error: unknown }) {
  const t = useT();
  let status = 500;
  let detail: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    detail = typeof error.data === "string" ? error.data : JSON.stringify(error.data, null, 2);
  } else if (error instanceof Error) {
    detail = error.stack ?? error.message;
  } else {
    detail = String(error);
  }
  return (
    <section className="shop-container py-16" data-testid="error-page" data-status={status}>
      <h1 className="text-3xl">{t("error.otherHeadline")}</h1>
      <p className="mt-2 text-ink-soft">{errorTitle(error)}</p>
      <pre className="mt-6 max-h-96 overflow-auto rounded-lg bg-table p-4 text-sm whitespace-pre-wrap">{detail}</pre>
      <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
        {t("error.retry")}
      </button>
    </section>
  );
}
