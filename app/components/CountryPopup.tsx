import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { COUNTRY_NAMES_DE } from "../../core/countries";
import { localizedUrls } from "../../core/hosts";
import { apiFetch } from "../lib/api";
import { appState } from "../lib/app-state";
import { useShop, useT } from "../lib/shop-context";

const CHOICE_KEY = "kw-country-choice";

/**
 * Spec §2 country pop-up: a visitor whose country has its own storefront of this brand is asked
 * once whether to switch; the answer is remembered in this browser.
 */
export function CountryPopup() {
  const shop = useShop();
  const t = useT();
  const location = useLocation();
  const [target, setTarget] = useState<{ country: string; url: string; host: string } | undefined>();

  useEffect(() => {
    if (shop.device.crawler || localStorage.getItem(CHOICE_KEY)) return;
    const controller = new AbortController();
    apiFetch<{ country: string | null }>("/api/get-location/", { signal: controller.signal })
      .then(({ country }) => {
        if (!country || country === shop.country) return;
        const other = localizedUrls(shop.domains, shop.channel, location.pathname).find((u) => u.country === country);
        if (other) setTarget({ country, url: other.url, host: new URL(other.url).host });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // Asked once per page load; navigation does not ask again.
  }, [shop]);

  useEffect(() => {
    appState.setOverlayActive(Boolean(target));
  }, [target]);

  const answer = (choice: "stay" | "switch") => {
    localStorage.setItem(CHOICE_KEY, choice);
    if (choice === "switch" && target) window.location.assign(target.url);
    else setTarget(undefined);
  };

  return (
    <Dialog.Root open={Boolean(target)} onOpenChange={(open) => !open && answer("stay")}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/30" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-paper p-6 shadow-card" data-testid="country-popup">
          <Dialog.Title className="font-serif text-2xl">{t("countryPopup.title", { country: target ? (COUNTRY_NAMES_DE[target.country] ?? target.country) : "" })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">{t("countryPopup.text", { shop: target?.host ?? "" })}</Dialog.Description>
          <div className="mt-6 flex gap-3">
            <button type="button" className="btn-primary flex-1" onClick={() => answer("switch")}>
              {t("countryPopup.yes")}
            </button>
            <button type="button" className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-accent font-semibold text-accent" onClick={() => answer("stay")}>
              {t("countryPopup.no")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
