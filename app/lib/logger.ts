import { apiFetch } from "./api";
import { createLogThrottle, type LogEntry } from "./log-throttle";

/** Spec §9: logger throttle 1000 ms, at least 5 repeats before collapse. */
export const LOG_THROTTLE_MS = 1000;
export const LOG_REPEATS_BEFORE_COLLAPSE = 5;

let enabled = true;
let queue: (LogEntry & { path: string })[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** `logging=0` in the page query turns the client logger off (spec §4). */
export function setClientLogging(on: boolean) {
  enabled = on;
}

function flush() {
  flushTimer = undefined;
  const entries = queue.splice(0, 50);
  if (entries.length === 0) return;
  apiFetch("/web-api/client-log", { method: "POST", body: { entries }, keepalive: true }).catch(() => {
    // A lost log line must never disturb the page.
  });
  if (queue.length) flushTimer = setTimeout(flush, LOG_THROTTLE_MS);
}

const throttled = createLogThrottle({
  windowMs: LOG_THROTTLE_MS,
  repeatsBeforeCollapse: LOG_REPEATS_BEFORE_COLLAPSE,
  emit(entry) {
    const text = entry.count > 1 ? `${entry.message} (${entry.count}× wiederholt)` : entry.message;
    console[entry.level](`[${entry.id}] ${text}`);
    if (typeof window === "undefined" || entry.level === "info") return;
    queue.push({ ...entry, path: window.location.pathname });
    flushTimer ??= setTimeout(flush, LOG_THROTTLE_MS);
  },
});

/** The browser's logger: console output plus warnings and errors forwarded to the server. */
export const clientLog = {
  error(id: string, message: string) {
    if (enabled) throttled("error", id, message);
  },
  warn(id: string, message: string) {
    if (enabled) throttled("warn", id, message);
  },
  info(id: string, message: string) {
    if (enabled) throttled("info", id, message);
  },
};
