import { channelHeader, type Channel } from "../../core/channels";
import { shopQuery, type ApiError, type QueryValue } from "../../core/api";

interface ApiTarget {
  channel: Channel;
  country: string;
  locale: string;
  /** Origin of the API; the page's own unless overridden (spec §7) with a configured shop origin. */
  baseUrl: string;
}

let target: ApiTarget = { channel: "kartenwerk", country: "DE", locale: "de-DE", baseUrl: "" };

/** Called once the root data is known, so every call names the storefront and locale. */
export function configureApi(next: ApiTarget) {
  target = next;
}

/** The API base may be overridden with `?apiBaseUrl=` only to one of the shop's own origins. */
export function apiBaseFromQuery(search: string, allowedOrigins: readonly string[]): string {
  const wanted = new URLSearchParams(search).get("apiBaseUrl");
  if (!wanted) return "";
  try {
    const origin = new URL(wanted).origin;
    return allowedOrigins.includes(origin) ? origin : "";
  } catch {
    return "";
  }
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.data?.message?.text ?? `HTTP ${status}`);
  }
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  keepalive?: boolean;
  signal?: AbortSignal;
}

/** Every call the browser makes to the shop: credentials, referrer, X-Channel and X-Locale (spec §7). */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = {
    "X-Channel": channelHeader(target.channel, target.country),
    "X-Locale": target.locale,
    Accept: "application/json",
  };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${target.baseUrl}${path}${shopQuery(request.query ?? {})}`, {
    method: request.method ?? "GET",
    headers,
    credentials: "include",
    referrerPolicy: "strict-origin-when-cross-origin",
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    keepalive: request.keepalive,
    signal: request.signal,
  });
  if (response.status === 204) return undefined as T;
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(response.status, body as ApiError | undefined);
  return body as T;
}
