import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { createTestShop, DIALECTS, type TestShop } from "../support/shop";

describe.each(DIALECTS)("redirects on %s", (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await createTestShop(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores a redirect, resolves it for its channel only and counts hits", async () => {
    const redirects = t.shop.services.redirects;
    await redirects.save({ channel: "kartenwerk", fromPath: "/Alte-Hochzeitskarten/", toPath: "/produkte/?occasion=hochzeit" });
    const page = (channel: "kartenwerk" | "myposter", pathname: string, search: string) =>
      t.shop.services.pages.resolve({ channel, country: "DE", pathname, search, mobile: false, now: new Date() });
    const resolved = await page("kartenwerk", "/alte-hochzeitskarten", "?utm_source=mail&occasion=x");
    expect(resolved).toEqual({ kind: "redirect", location: "/produkte/?occasion=hochzeit&utm_source=mail", status: 301 });
    expect(await page("myposter", "/alte-hochzeitskarten", "")).toEqual({ kind: "notFound", path: "/alte-hochzeitskarten" });
    const [stored] = await redirects.list("kartenwerk");
    expect(stored).toMatchObject({ fromPath: "/alte-hochzeitskarten", toPath: "/produkte/?occasion=hochzeit", statusCode: 301, hits: 1 });
  });

  it("replaces a redirect for the same path and removes it", async () => {
    const redirects = t.shop.services.redirects;
    await redirects.save({ channel: "kartenwerk", fromPath: "/alt", toPath: "/neu/" });
    await redirects.save({ channel: "kartenwerk", fromPath: "/alt/", toPath: "/neuer/", statusCode: 302 });
    expect((await redirects.list("kartenwerk")).filter((r) => r.fromPath === "/alt")).toEqual([expect.objectContaining({ toPath: "/neuer/", statusCode: 302 })]);
    expect(await redirects.remove("kartenwerk", "/alt")).toBe(true);
    expect(await redirects.remove("kartenwerk", "/alt")).toBe(false);
  });

  it("refuses redirects that leave the shop or make no sense, and writes nothing", async () => {
    const redirects = t.shop.services.redirects;
    const before = await redirects.list();
    for (const input of [
      { channel: "kartenwerk", fromPath: "/a", toPath: "https://evil.example/" },
      { channel: "kartenwerk", fromPath: "/a", toPath: "//evil.example/" },
      { channel: "kartenwerk", fromPath: "a", toPath: "/b" },
      { channel: "kartenwerk", fromPath: "/a b", toPath: "/b" },
      { channel: "kartenwerk", fromPath: "/a", toPath: "/a/" },
      { channel: "kartenwerk", fromPath: "/a", toPath: "/b", statusCode: 307 },
      { channel: "shop", fromPath: "/a", toPath: "/b" },
    ]) {
      await expect(redirects.save(input as never), JSON.stringify(input)).rejects.toBeInstanceOf(ZodError);
    }
    expect(await redirects.list()).toEqual(before);
  });

  it("keeps its data when the shop restarts on the same database (migrations run once)", async () => {
    await t.shop.services.redirects.save({ channel: "myposter", fromPath: "/poster-alt", toPath: "/poster" });
    const result = await t.shop.services.database.migrate();
    expect(result.results).toEqual([]);
    expect(await t.shop.services.redirects.list("myposter")).toEqual([expect.objectContaining({ fromPath: "/poster-alt" })]);
  });
});
