import { describe, expect, it } from "vitest";
import { countryFromHeaders } from "./location";

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("visitor country", () => {
  it("comes from a CDN's country header only", () => {
    expect(countryFromHeaders(headers({ "cf-ipcountry": "at", "accept-language": "de-DE" }))).toEqual({ country: "AT", source: "cf-ipcountry" });
    expect(countryFromHeaders(headers({ "x-country-code": "CH" }))).toEqual({ country: "CH", source: "x-country-code" });
    expect(countryFromHeaders(headers({ "cf-ipcountry": "XX", "accept-language": "de-CH" }))).toEqual({ country: null, source: null });
    expect(countryFromHeaders(headers({ "cf-ipcountry": "Austria" }))).toEqual({ country: null, source: null });
  });
});
