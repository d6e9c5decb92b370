import { data, redirect, type AppLoadContext } from "react-router";
import { messagesFor, translate } from "../../core/i18n";
import type { MessageKey } from "../../core/messages/de";
import type { ShopData } from "./shop-data";

/** The error data of a 404 (spec §2): message "Page not found" and the full path. */
export interface NotFoundData {
  message: "Page not found";
  path: string;
}

export function notFound(path: string): never {
  throw data<NotFoundData>({ message: "Page not found", path }, { status: 404, statusText: "Not Found" });
}

/**
 * For a path no declared route claims (or whose prefix segment is not a locale of this storefront):
 * answers an operator's redirect if one exists, else 404 with the full path.
 */
export async function resolveUnclaimed(context: AppLoadContext): Promise<never> {
  const resolution = await resolvePage(context);
  if (resolution.kind === "redirect") throw redirect(resolution.location, resolution.status);
  notFound(`${context.info.pathname}${context.info.search}`);
}

/** The catch-all's page for this request: a catalogue page, a redirect, a bad request or nothing. */
export function resolvePage(context: AppLoadContext) {
  const { info, shop } = context;
  return shop.pages.resolve({
    channel: info.channel,
    country: info.country,
    pathname: info.pathname,
    search: info.search,
    mobile: info.device.mobile,
    now: new Date(),
  });
}

/**
 * Every page loader starts here: a sub-locale segment in the path must be one of this
 * storefront's locales (the server parsed it into `info`); anything else is not this page.
 */
export async function guardPage(context: AppLoadContext): Promise<void> {
  if (context.info.invalidSubLocale) await resolveUnclaimed(context);
}

/** Message lookup on the server, for page titles and descriptions. */
export function serverT(context: AppLoadContext) {
  const messages = messagesFor(context.info.language);
  return (key: MessageKey, values?: Record<string, string | number>) =>
    translate(messages, key, values, (missing) => context.shop.logger.warn({ key: missing }, "missing translation"));
}

export function shopData(context: AppLoadContext): ShopData {
  const { info, shop } = context;
  return {
    channel: info.channel,
    country: info.country,
    locale: info.locale,
    language: info.language,
    currency: info.currency,
    origin: info.origin,
    domains: shop.config.domains.filter((d) => d.channel === info.channel),
    desktopApp: info.desktopApp,
    subLocale: info.subLocale,
    device: info.device,
    visitorKey: info.visitorKey,
    tracking: info.tracking,
    logging: info.logging,
  };
}
