import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiError, shopQuery, zodErrorToApiError } from "./api";

describe("api shapes", () => {
  it("drops empty parameters and writes arrays with brackets", () => {
    expect(shopQuery({ a: "1", b: "", c: undefined, d: null, e: ["x", "y"], f: 0, g: false })).toBe("?a=1&e%5B%5D=x&e%5B%5D=y&f=0&g=false");
    expect(shopQuery({ b: "" })).toBe("");
  });

  it("answers in the spec's error shape", () => {
    expect(apiError("Nein")).toEqual({ data: { message: { text: "Nein" } } });
    const result = z.object({ email: z.string().email("Bitte geben Sie eine gültige E-Mail-Adresse ein.") }).safeParse({ email: "x" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodErrorToApiError(result.error)).toEqual({
        data: { message: { text: "Bitte geben Sie eine gültige E-Mail-Adresse ein." }, payload: { errors: { email: ["Bitte geben Sie eine gültige E-Mail-Adresse ein."] } } },
      });
    }
  });
});
