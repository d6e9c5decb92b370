import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §9: the copied state lasts 1500 ms. */
export const COPIED_STATE_MS = 1500;

/** Copies text to the clipboard; `copied` is true for 1500 ms afterwards. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return true;
  }, []);
  return { copied, copy };
}
