import { useAppState } from "../lib/app-state";
import { useT } from "../lib/shop-context";

/** A thin bar at the top while a navigation loads. */
export function NavigationProgress() {
  const { loading } = useAppState();
  const t = useT();
  return (
    <div
      role="progressbar"
      aria-label={t("page.loading")}
      aria-hidden={!loading}
      data-loading={loading}
      className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent transition-transform duration-500 ${loading ? "scale-x-75" : "scale-x-0"}`}
    />
  );
}
