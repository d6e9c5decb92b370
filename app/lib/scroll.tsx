import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { decideScroll, HASH_SCROLL_WAIT_MS } from "./scroll-rules";

const STORAGE_KEY = "kw-scroll-positions";
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function readPositions(): Record<string, { x: number; y: number }> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, { x: number; y: number }>;
  } catch {
    return {};
  }
}

function waitForElement(id: string, timeoutMs: number): Promise<Element | null> {
  return new Promise((resolve) => {
    const found = document.getElementById(id);
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(element);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Applies the scroll rules of spec §2 on every navigation and remembers positions per history entry. */
export function ShopScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  const positions = useRef<Record<string, { x: number; y: number }>>({});

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    positions.current = readPositions();
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  // One listener for the whole visit; it writes to whichever history entry is current, which the
  // layout effect below switches before it scrolls.
  const currentKey = useRef(location.key);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current[currentKey.current] = { x: window.scrollX, y: window.scrollY };
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    currentKey.current = location.key;
    if (from.key === location.key) {
      if (location.hash) void scrollToHash(location.hash.slice(1));
      return;
    }
    const saved = navigationType === "POP" ? positions.current[location.key] : undefined;
    const action = decideScroll(from, location, saved);
    if (action.kind === "top") window.scrollTo(0, 0);
    else if (action.kind === "restore") window.scrollTo(action.x, action.y);
    else if (action.kind === "hash") void scrollToHash(action.id);
  }, [location, navigationType]);

  return null;
}

async function scrollToHash(id: string) {
  const element = await waitForElement(decodeURIComponent(id), HASH_SCROLL_WAIT_MS);
  if (element) element.scrollIntoView({ behavior: "smooth", block: "start" });
  else window.scrollTo(0, 0);
}
