import { Heart, Mail, Menu, ShoppingBag, User, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CHANNEL_DEFAULTS } from "../../core/channels";
import { HEADER_LINKS, MAIN_CATEGORIES } from "../../core/navigation";
import { ORGANISATION } from "../../core/organisation";
import { appState } from "../lib/app-state";
import { useShop, useShopHref, useT } from "../lib/shop-context";
import { ShopLink } from "./ShopLink";

const ICON = { size: 22, strokeWidth: 1.5, "aria-hidden": true } as const;

/** Header (spec §2): contact, free sample cards, customer account, magazine, cart, wish list. */
export function SiteHeader() {
  const t = useT();
  const href = useShopHref();
  const shop = useShop();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const hasWishlist = CHANNEL_DEFAULTS[shop.channel].wishlist;

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    appState.setOverlayActive(menuOpen);
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const textLinks = [HEADER_LINKS.contact, HEADER_LINKS.freeSamples, HEADER_LINKS.magazine];
  const iconLinks = [
    { ...HEADER_LINKS.account, icon: <User {...ICON} />, testId: "header-account" },
    ...(hasWishlist ? [{ ...HEADER_LINKS.wishlist, icon: <Heart {...ICON} />, testId: "header-wishlist" }] : []),
    { ...HEADER_LINKS.cart, icon: <ShoppingBag {...ICON} />, testId: "header-cart" },
  ];

  return (
    <header className="border-b border-line bg-paper">
      <a href="#inhalt" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-paper focus:px-4 focus:py-2">
        {t("header.skipToContent")}
      </a>
      <div className="hidden border-b border-line bg-table/60 text-sm text-ink-soft tablet:block">
        <div className="shop-container flex h-9 items-center justify-between">
          <span>{t("footer.foundedIn")}</span>
          <a href={`tel:${ORGANISATION.telephone.replace(/\s/g, "")}`} className="link-quiet">
            {ORGANISATION.telephone} · {t("footer.supportHours")}
          </a>
        </div>
      </div>
      <div className="shop-container flex h-16 items-center gap-2 desktop:h-20">
        <button
          type="button"
          className="-ml-2 inline-flex h-11 w-11 items-center justify-center rounded-full desktop:hidden"
          aria-label={t("header.menu")}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Menu {...ICON} />
        </button>
        <ShopLink to={href("/")} className="flex min-h-11 items-center" aria-label={t("header.home")}>
          <img src="/images/logo.svg" alt="" width={180} height={32} className="h-7 w-auto desktop:h-8" />
        </ShopLink>
        <nav aria-label="Service" className="ml-10 hidden desktop:block">
          <ul className="flex items-center gap-7 text-[0.95rem]">
            {textLinks.map((link) => (
              <li key={link.path}>
                <ShopLink to={href(link.path)} className="link-quiet inline-flex min-h-11 items-center">
                  {link.path === HEADER_LINKS.contact.path ? <Mail {...ICON} size={18} className="mr-2" /> : null}
                  {t(link.label)}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="ml-auto flex items-center gap-1">
          {iconLinks.map((link) => (
            <li key={link.path}>
              <ShopLink
                to={href(link.path)}
                data-testid={link.testId}
                aria-label={t(link.label)}
                title={t(link.label)}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-table"
              >
                {link.icon}
              </ShopLink>
            </li>
          ))}
        </ul>
      </div>
      {shop.channel === "kartenwerk" ? (
        <nav aria-label="Anlässe" className="hidden border-t border-line desktop:block">
          <ul className="shop-container flex h-12 items-center gap-7 text-[0.95rem]">
            {MAIN_CATEGORIES.map((category) => {
              const target = href(category.path);
              const current = location.pathname === target || location.pathname.startsWith(target);
              return (
                <li key={category.path}>
                  <ShopLink to={target} aria-current={current ? "page" : undefined} className={`inline-flex min-h-11 items-center border-b-2 ${current ? "border-accent text-ink" : "border-transparent text-ink-soft hover:text-ink"}`}>
                    {category.label}
                  </ShopLink>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {menuOpen ? (
        <div className="fixed inset-0 z-40 desktop:hidden" role="dialog" aria-modal="true" aria-label={t("header.menu")} id="mobile-menu">
          <button type="button" className="absolute inset-0 bg-ink/30" aria-label={t("header.closeMenu")} onClick={() => setMenuOpen(false)} tabIndex={-1} />
          <nav className="relative flex h-full w-[min(22rem,85vw)] flex-col gap-1 overflow-y-auto bg-paper p-5 shadow-card">
            <button
              type="button"
              autoFocus
              className="mb-4 inline-flex h-11 w-11 items-center justify-center self-end rounded-full"
              aria-label={t("header.closeMenu")}
              onClick={() => setMenuOpen(false)}
            >
              <X {...ICON} />
            </button>
            {shop.channel === "kartenwerk"
              ? MAIN_CATEGORIES.map((category) => (
                  <ShopLink key={category.path} to={href(category.path)} className="flex min-h-12 items-center border-b border-line font-serif text-xl">
                    {category.label}
                  </ShopLink>
                ))
              : null}
            <div className="mt-4" />
            {[...textLinks, ...iconLinks].map((link) => (
              <ShopLink key={link.path} to={href(link.path)} className="flex min-h-11 items-center text-ink-soft">
                {t(link.label)}
              </ShopLink>
            ))}
          </nav>
        </div>
      ) : null}
    </header>
  );
}
