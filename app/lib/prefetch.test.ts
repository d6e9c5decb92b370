import { describe, expect, it } from "vitest";
import { apiBaseFromQuery } from "./api";
import { prefetchAllowed } from "./prefetch";

describe("prefetch and API base", () => {
  it("skips prefetching on 2g and with data saver", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  it("accepts an API base override only for the shop's own origins", () => {
    const origins = ["https://www.kartenwerk.de", "https://www.kartenwerk.at"];
    expect(apiBaseFromQuery("?apiBaseUrl=https://www.kartenwerk.at/x", origins)).toBe("https://www.kartenwerk.at");
    expect(apiBaseFromQuery("?apiBaseUrl=https://evil.example", origins)).toBe("");
    expect(apiBaseFromQuery("?apiBaseUrl=nonsense", origins)).toBe("");
    expect(apiBaseFromQuery("", origins)).toBe("");
  });
});
