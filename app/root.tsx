import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { organisationJsonLd, ROBOTS_DEFAULT } from "../core/seo";
import type { Route } from "./+types/root";
import "./app.css";
import { CountryPopup } from "./components/CountryPopup";
import { ErrorPage, errorTitle } from "./components/ErrorPage";
import { NavigationProgress } from "./components/NavigationProgress";
import { RatingStarsSymbol } from "./components/RatingStars";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { apiBaseFromQuery, configureApi } from "./lib/api";
import { appState } from "./lib/app-state";
import { installChunkReload } from "./lib/chunk-reload";
import { clientLog, setClientLogging } from "./lib/logger";
import { ShopScrollRestoration } from "./lib/scroll";
import { shopData } from "./lib/page.server";
import { ShopProvider } from "./lib/shop-context";
import type { ShopData } from "./lib/shop-data";

export function loader({ context }: Route.LoaderArgs) {
  return { shop: shopData(context) };
}

/** The storefront and visitor do not change while the visitor stays on one host. */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
];

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return [{ title: errorTitle(error) }, { name: "robots", content: ROBOTS_DEFAULT }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const shop = data?.shop;
  return (
    <html lang={shop?.locale ?? "de-DE"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <Meta />
        <Links />
        {shop ? (
          <script
            type="application/ld+json"
            // JSON-LD must be raw JSON; `<` is escaped so no value can close the script element.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(organisationJsonLd(shop.origin)).replace(/</g, "\\u003c") }}
          />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <RatingStarsSymbol />
        <ShopProvider value={shop}>
          <NavigationProgress />
          {shop?.desktopApp ? null : <SiteHeader />}
          <main id="inhalt" className="flex-1">
            {children}
          </main>
          {shop?.desktopApp ? null : <SiteFooter />}
          {shop && !shop.desktopApp ? <CountryPopup /> : null}
        </ShopProvider>
        {shop ? <ClientSetup shop={shop} /> : null}
        <ShopScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Browser-side start of every page, error pages included: API target, client logger, chunk-reload
 * guard, hydration flag, navigation loading state and the shared page title.
 */
function ClientSetup({ shop }: { shop: ShopData }) {
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    configureApi({
      channel: shop.channel,
      country: shop.country,
      locale: shop.locale,
      baseUrl: apiBaseFromQuery(window.location.search, shop.domains.map((d) => d.origin)),
    });
    setClientLogging(shop.logging);
    installChunkReload();
    const onError = (event: ErrorEvent) => clientLog.error("unhandled-error", event.message);
    const onRejection = (event: PromiseRejectionEvent) => clientLog.error("unhandled-rejection", String((event.reason as Error | undefined)?.message ?? event.reason));
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    const done = () => appState.hydrated();
    if (document.readyState === "complete") done();
    else window.addEventListener("load", done, { once: true });
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [shop]);

  useEffect(() => {
    appState.setLoading(navigation.state !== "idle");
  }, [navigation.state]);

  useEffect(() => {
    appState.setPageTitle(document.title);
  }, [location]);

  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
