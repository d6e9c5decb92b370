/** Spec §8/§9: after a failed chunk load the page reloads once per path, guarded for 10000 ms. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const PREFIX = "kw-chunk-reload:";

/**
 * Decides whether a failed chunk load on `path` may reload the page now, and records the attempt.
 * A second failure within the guard window on the same path returns false, so the error page shows
 * instead of a reload loop.
 */
export function shouldReloadAfterChunkError(storage: Pick<Storage, "getItem" | "setItem">, path: string, now = Date.now()): boolean {
  const key = `${PREFIX}${path}`;
  const last = Number(storage.getItem(key) ?? 0);
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

let installed = false;

/** Listens for Vite's preload errors and dynamic-import failures. Reload keeps history state. */
export function installChunkReload() {
  if (installed) return;
  installed = true;
  const handle = (event: Event) => {
    if (shouldReloadAfterChunkError(sessionStorage, window.location.pathname)) {
      event.preventDefault();
      window.location.reload();
    }
  };
  window.addEventListener("vite:preloadError", handle);
  window.addEventListener("unhandledrejection", (event) => {
    const message = String((event.reason as Error | undefined)?.message ?? event.reason ?? "");
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message)) handle(event);
  });
}
