export interface LogEntry {
  level: "error" | "warn" | "info";
  id: string;
  message: string;
  count: number;
}

export interface LogThrottleOptions {
  /** Window in which repeats of one entry are counted (spec §9: 1000 ms). */
  windowMs: number;
  /** Repeats shown one by one before further ones collapse into a count (spec §9: at least 5). */
  repeatsBeforeCollapse: number;
  emit: (entry: LogEntry) => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

/**
 * Throttles log entries: within one window, the first few repeats of the same entry pass through,
 * later ones are counted and emitted once as a collapsed entry when the window closes.
 */
export function createLogThrottle(options: LogThrottleOptions) {
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const windows = new Map<string, { start: number; seen: number; collapsed: number; entry: LogEntry }>();

  function close(key: string) {
    const w = windows.get(key);
    windows.delete(key);
    if (w && w.collapsed > 0) options.emit({ ...w.entry, count: w.collapsed });
  }

  return function log(level: LogEntry["level"], id: string, message: string) {
    const key = `${level}\u0000${id}\u0000${message}`;
    const t = now();
    let w = windows.get(key);
    if (w && t - w.start >= options.windowMs) {
      close(key);
      w = undefined;
    }
    if (!w) {
      w = { start: t, seen: 0, collapsed: 0, entry: { level, id, message, count: 1 } };
      windows.set(key, w);
      setTimer(() => close(key), options.windowMs);
    }
    w.seen += 1;
    if (w.seen <= options.repeatsBeforeCollapse) options.emit({ level, id, message, count: 1 });
    else w.collapsed += 1;
  };
}
