import { onlyTileCountDiffers } from "../../core/routes";

export interface ScrollLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type ScrollAction =
  | { kind: "keep" }
  | { kind: "top" }
  | { kind: "restore"; x: number; y: number }
  | { kind: "hash"; id: string };

/** Spec §2 hash rule: how long to wait for the target element before going to the top. */
export const HASH_SCROLL_WAIT_MS = 3000;

/**
 * Spec §2 scroll rules: a tileCount-only change on the listing keeps the position; a hash scrolls
 * to its element; a path change restores the saved position (back/forward) or goes to the top;
 * anything else keeps the position.
 */
export function decideScroll(from: ScrollLocation, to: ScrollLocation, saved: { x: number; y: number } | undefined): ScrollAction {
  if (onlyTileCountDiffers(from, to)) return { kind: "keep" };
  if (to.hash && to.hash !== "#") return { kind: "hash", id: decodeURIComponent(to.hash.slice(1)) };
  if (from.pathname !== to.pathname) return saved ? { kind: "restore", ...saved } : { kind: "top" };
  return { kind: "keep" };
}
