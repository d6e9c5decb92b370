/** The visitor key cookie (spec §3): a generated UUID, readable by the page (not HttpOnly). */
export const VISITOR_COOKIE = {
  name: "kw_visitor",
  /** One year, in seconds. */
  maxAge: 60 * 60 * 24 * 365,
  /** Secure outside local development; the server decides from its public URL's protocol. */
  secureWhenHttps: true,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isVisitorKey(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Tracking and logging are on unless the query says `tracking=0` or `logging=0` (spec §4). */
export function trackingSwitches(search: URLSearchParams): { tracking: boolean; logging: boolean } {
  return { tracking: search.get("tracking") !== "0", logging: search.get("logging") !== "0" };
}
