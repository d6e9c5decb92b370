import { useSyncExternalStore } from "react";

/** Page-wide state (spec §4): hydrating, navigation loading, overlay-active flag, shared page title. */
export interface AppState {
  hydrating: boolean;
  loading: boolean;
  overlayActive: boolean;
  pageTitle: string;
}

let state: AppState = { hydrating: true, loading: false, overlayActive: false, pageTitle: "" };
const listeners = new Set<() => void>();

function update(patch: Partial<AppState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const appState = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The app counts as hydrating until the page has finished loading. */
  hydrated() {
    update({ hydrating: false });
    // Lets operators' monitoring and the browser tests see that the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  },
  /** Loading start and end surround each navigation; both are also dispatched as window events. */
  setLoading(loading: boolean) {
    if (loading === state.loading) return;
    update({ loading });
    if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(loading ? "kw:loading-start" : "kw:loading-end"));
  },
  /** Toggles the `overlay-active` class on the root element (dialogs, the mobile menu). */
  setOverlayActive(active: boolean) {
    update({ overlayActive: active });
    if (typeof document !== "undefined") document.documentElement.classList.toggle("overlay-active", active);
  },
  setPageTitle(pageTitle: string) {
    if (pageTitle !== state.pageTitle) update({ pageTitle });
  },
};

const serverSnapshot = { hydrating: true, loading: false, overlayActive: false, pageTitle: "" };

export function useAppState(): AppState {
  return useSyncExternalStore(appState.subscribe, appState.get, () => serverSnapshot);
}
