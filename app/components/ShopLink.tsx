import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { checkNavigationTarget } from "../../core/paths";
import { clientLog } from "../lib/logger";
import { preloadRoute, prefetchAllowed } from "../lib/prefetch";
import { useShop } from "../lib/shop-context";

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** Links to other sites must say so; without it an external URL is refused (spec §8). */
  external?: boolean;
  prefetch?: boolean;
  /** Client-side navigation options (React Router). */
  preventScrollReset?: boolean;
  replace?: boolean;
};

/**
 * The shop's link: internal paths navigate client-side and preload their route when they become
 * visible; external URLs only when marked external; dangerous protocols never.
 */
export const ShopLink = forwardRef<HTMLAnchorElement, ShopLinkProps>(function ShopLink(
  { to, external = false, prefetch = true, preventScrollReset, replace, children, ...rest },
  forwardedRef,
) {
  const { origin } = useShop();
  const check = checkNavigationTarget(to, origin || "http://localhost", external);
  const own = useRef<HTMLAnchorElement | null>(null);
  const internalHref = check.ok && !check.external ? check.href : undefined;

  useEffect(() => {
    const element = own.current;
    if (!element || !internalHref || !prefetch || typeof IntersectionObserver === "undefined") return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (!prefetchAllowed(connection)) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void preloadRoute(new URL(internalHref, window.location.origin).pathname);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [internalHref, prefetch]);

  const setRef = (element: HTMLAnchorElement | null) => {
    own.current = element;
    if (typeof forwardedRef === "function") forwardedRef(element);
    else if (forwardedRef) forwardedRef.current = element;
  };

  if (!check.ok) {
    if (typeof window !== "undefined") clientLog.warn("navigation-refused", `${check.reason}: ${to.slice(0, 200)}`);
    return (
      <span {...(rest as AnchorHTMLAttributes<HTMLSpanElement>)} data-refused-link={check.reason}>
        {children}
      </span>
    );
  }
  if (check.external) {
    return (
      <a ref={setRef} href={check.href} rel="noopener noreferrer" target="_blank" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={setRef} to={check.href} prefetch="none" preventScrollReset={preventScrollReset} replace={replace} {...rest}>
      {children}
    </Link>
  );
});
