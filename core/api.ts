import type { z } from "zod";

/** The error body every API call answers with (spec §7): `data.message.text`, `data.payload.errors`. */
export interface ApiError {
  data: {
    message: { text: string };
    payload?: { errors?: Record<string, string[]> };
    path?: string;
  };
}

export function apiError(text: string, errors?: Record<string, string[]>): ApiError {
  return { data: { message: { text }, ...(errors ? { payload: { errors } } : {}) } };
}

/** Turns a zod error into per-field messages and one summary line. */
export function zodErrorToApiError(error: z.ZodError, summary = "Bitte prüfen Sie Ihre Eingaben."): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message;
  return apiError(error.issues.length === 1 && first ? first : summary, errors);
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Builds a query string for shop requests (spec §5): empty-string and undefined values are left
 * out, arrays use bracket notation (`name[]=a&name[]=b`).
 */
export function shopQuery(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== "") search.append(`${name}[]`, String(item));
    } else {
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
