import { describe, expect, it } from "vitest";
import { decideScroll } from "./scroll-rules";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("scroll rules", () => {
  it("keeps the position when only tileCount changes on the listing", () => {
    expect(decideScroll(at("/produkte/", "?tileCount=12"), at("/produkte/", "?tileCount=24"), { x: 0, y: 900 })).toEqual({ kind: "keep" });
  });
  it("restores a saved position or goes to the top when the path changes", () => {
    expect(decideScroll(at("/a/"), at("/b/"), { x: 0, y: 640 })).toEqual({ kind: "restore", x: 0, y: 640 });
    expect(decideScroll(at("/a/"), at("/b/"), undefined)).toEqual({ kind: "top" });
  });
  it("scrolls to a hash target", () => {
    expect(decideScroll(at("/a/"), at("/a/", "", "#versand"), undefined)).toEqual({ kind: "hash", id: "versand" });
  });
  it("keeps the position for a query change on the same path", () => {
    expect(decideScroll(at("/a/", "?x=1"), at("/a/", "?x=2"), undefined)).toEqual({ kind: "keep" });
  });
});
