import { describe, expect, it } from "vitest";
import { shouldReloadAfterChunkError } from "./chunk-reload";

describe("chunk reload guard", () => {
  it("reloads once per path within 10000 ms", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(shouldReloadAfterChunkError(storage, "/produkte/", 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, "/produkte/", 5_000)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, "/sitemap/", 5_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, "/produkte/", 11_000)).toBe(true);
  });
});
