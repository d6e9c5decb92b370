import { useLocation } from "react-router";
import { storefrontsOf } from "../../core/channels";
import { COUNTRY_NAMES_DE, DELIVERY_COUNTRIES } from "../../core/countries";
import { localizedUrls } from "../../core/hosts";
import { footerColumns } from "../../core/navigation";
import { ORGANISATION } from "../../core/organisation";
import { useShop, useShopHref, useT } from "../lib/shop-context";
import { ShopLink } from "./ShopLink";

/** Footer (spec §2): service and company links, privacy per country, country switcher, delivery countries, organisation data. */
export function SiteFooter() {
  const t = useT();
  const href = useShopHref();
  const shop = useShop();
  const location = useLocation();
  const countryLinks = localizedUrls(shop.domains, shop.channel, location.pathname).filter((u) =>
    storefrontsOf(shop.channel).some((s) => s.country === u.country && s.defaultLocale === u.locale),
  );

  return (
    <footer className="mt-20 border-t border-line bg-table/70 text-[0.95rem]">
      <div className="shop-container grid gap-10 py-12 tablet:grid-cols-2 desktop:grid-cols-4">
        {footerColumns(shop.country).map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-ink uppercase">{t(column.title)}</h2>
            <ul className="space-y-1">
              {column.links.map((link) => (
                <li key={link.path}>
                  <ShopLink to={href(link.path)} className="link-quiet inline-flex min-h-11 items-center tablet:min-h-8">
                    {t(link.label)}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 font-sans text-sm font-semibold tracking-wide text-ink uppercase">{t("footer.country")}</h2>
          <ul className="flex flex-wrap gap-2" data-testid="country-switcher">
            {countryLinks.map((link) => {
              const current = link.country === shop.country;
              return (
                <li key={link.country}>
                  <a
                    href={link.url}
                    hrefLang={link.locale}
                    aria-current={current ? "true" : undefined}
                    data-country={link.country}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 ${current ? "border-accent bg-accent-soft text-accent" : "border-line bg-paper hover:border-accent"}`}
                  >
                    {COUNTRY_NAMES_DE[link.country] ?? link.country}
                  </a>
                </li>
              );
            })}
          </ul>
          <h2 className="mt-6 mb-2 font-sans text-sm font-semibold tracking-wide text-ink uppercase">{t("footer.deliveryCountries")}</h2>
          <p className="text-ink-soft" data-testid="delivery-countries">
            {DELIVERY_COUNTRIES.map((code) => COUNTRY_NAMES_DE[code]).join(" · ")}
          </p>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="shop-container flex flex-col gap-2 py-6 text-sm text-ink-soft desktop:flex-row desktop:items-center desktop:justify-between">
          <address className="not-italic">
            {ORGANISATION.legalName} · {ORGANISATION.streetAddress} · {ORGANISATION.postalCode} {ORGANISATION.addressLocality} ·{" "}
            <a className="link-quiet" href={`mailto:${ORGANISATION.email}`}>
              {ORGANISATION.email}
            </a>{" "}
            · {t("footer.supportHours")}
          </address>
          <p>{t("footer.legal")} © {ORGANISATION.foundingYear}–{new Date().getFullYear()}</p>
        </div>
      </div>
    </footer>
  );
}
