import { describe, expect, it } from "vitest";
import { onlyTileCountDiffers, themeIdFromParam } from "./routes";

describe("declared routes", () => {
  it("defaults the theme id to 1461", () => {
    expect(themeIdFromParam("1500")).toBe(1500);
    expect(themeIdFromParam(undefined)).toBe(1461);
    expect(themeIdFromParam("abc")).toBe(1461);
    expect(themeIdFromParam("0")).toBe(1461);
    expect(themeIdFromParam("-3")).toBe(1461);
  });

  it("detects a tileCount-only change on the listing alias", () => {
    const listing = (search: string) => ({ pathname: "/produkte/", search });
    expect(onlyTileCountDiffers(listing("?tileCount=12&sort=new"), listing("?sort=new&tileCount=48"))).toBe(true);
    expect(onlyTileCountDiffers(listing(""), listing("?tileCount=24"))).toBe(true);
    expect(onlyTileCountDiffers(listing("?tileCount=12"), listing("?tileCount=12"))).toBe(false);
    expect(onlyTileCountDiffers(listing("?tileCount=12"), listing("?tileCount=24&sort=new"))).toBe(false);
    expect(onlyTileCountDiffers({ pathname: "/sitemap/", search: "?tileCount=1" }, { pathname: "/sitemap/", search: "?tileCount=2" })).toBe(false);
  });
});
