import path from "node:path";
import StoryblokClient from "storyblok-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../support/shop";

const PUBLIC = "fixture-public-token";
const PREVIEW = "fixture-preview-token-0123456789";
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop("sqlite", { CONTENT_DIR: path.resolve("tests/fixtures/content"), CONTENT_PUBLIC_TOKEN: PUBLIC, CONTENT_PREVIEW_TOKEN: PREVIEW });
});
afterAll(async () => {
  await t.close();
});

/** storyblok-js-client as a real client, its requests routed into the shop (no network). */
function client(accessToken: string) {
  return new StoryblokClient({
    accessToken,
    endpoint: "http://localhost:3000/v2",
    maxRetries: 10,
    cache: { type: "none" },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => t.request(new URL(String(input)).pathname + new URL(String(input)).search, init),
  } as never);
}

describe("content delivery API (Storyblok CDN v2 compatible)", () => {
  it("serves published stories to storyblok-js-client, with paging headers", async () => {
    const sb = client(PUBLIC);
    const story = await sb.get("cdn/stories/ueber-uns", { version: "published" });
    expect(story.data.story).toMatchObject({ id: 2001, full_slug: "ueber-uns", content: { component: "text_page", title: "Über uns" } });
    expect(story.data.story.content._editable).toMatch(/^<!--#storyblok#/);
    const page = await sb.get("cdn/stories", { version: "published", per_page: 2, page: 1 });
    expect(page.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(["ueber-uns", "magazin/erster-artikel"]);
    expect(page.total).toBe(4);
    expect(page.perPage).toBe(2);
    const magazin = await sb.get("cdn/stories", { version: "published", starts_with: "magazin/" });
    expect(magazin.data.stories).toHaveLength(2);
    const byUuids = await sb.get("cdn/stories", { version: "published", by_uuids: "0d6d1b6e-8f63-4b1e-9a55-2f1c7b1e0003,0d6d1b6e-8f63-4b1e-9a55-2f1c7b1e0001" });
    expect(byUuids.data.stories.map((s: { id: number }) => s.id)).toEqual([2003, 2001]);
    const space = await sb.get("cdn/spaces/me", {});
    expect(space.data.space).toMatchObject({ name: "Kartenwerk" });
  });

  it("gives drafts only with the preview token", async () => {
    const preview = await client(PREVIEW).get("cdn/stories/ueber-uns", { version: "draft" });
    expect(preview.data.story.content.title).toBe("Über uns (Entwurf)");
    expect((await client(PREVIEW).get("cdn/stories/nur-entwurf", { version: "draft" })).data.story.id).toBe(2004);
    await expect(client(PUBLIC).get("cdn/stories/ueber-uns", { version: "draft" })).rejects.toMatchObject({ status: 401 });
    await expect(client(PUBLIC).get("cdn/stories/nur-entwurf", { version: "published" })).rejects.toMatchObject({ status: 404 });
    const noToken = await t.request("/v2/cdn/stories");
    expect(noToken.status).toBe(401);
  });

  it("resolves relations and story links", async () => {
    const { data } = await client(PUBLIC).get("cdn/stories/ueber-uns", { version: "published", resolve_relations: "text_page.related", resolve_links: "url" });
    expect(data.rels.map((s: { id: number }) => s.id)).toEqual([2002]);
    expect(data.links).toEqual([expect.objectContaining({ uuid: "0d6d1b6e-8f63-4b1e-9a55-2f1c7b1e0002", full_slug: "magazin/erster-artikel" })]);
  });

  it("answers unknown stories with 404 and bad parameters with 400", async () => {
    expect((await t.request(`/v2/cdn/stories/gibts-nicht?token=${PUBLIC}`)).status).toBe(404);
    expect((await t.request(`/v2/cdn/stories?token=${PUBLIC}&per_page=500`)).status).toBe(400);
    expect((await t.request(`/v2/cdn/stories?token=${PUBLIC}&version=alt`)).status).toBe(400);
  });

  it("allows 5 requests per second per token, then 429, and the client's retry gets through", async () => {
    const token = PREVIEW;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.request(`/v2/cdn/spaces/me?token=${token}`)).status);
    expect(statuses.slice(0, 5).every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses).toContain(429);
    // storyblok-js-client retries a 429 (every 300 ms) until the next second admits it.
    const retried = await client(token).get("cdn/spaces/me", {});
    expect(retried.data.space.name).toBe("Kartenwerk");
  });
});

describe("hosted Storyblok source", () => {
  it("reads stories through storyblok-js-client (here from the shop's own delivery API)", async () => {
    const { storyblokSource } = await import("../../server/services/content/source");
    const source = (token: string) =>
      storyblokSource({
        token,
        region: "eu",
        endpoint: "http://localhost:3000/v2",
        fetch: ((input: RequestInfo | URL, init?: RequestInit) => t.request(new URL(String(input)).pathname + new URL(String(input)).search, init)) as typeof fetch,
        logger: t.shop.services.logger,
      });
    expect((await source(PUBLIC).story("ueber-uns", "published"))?.content).toMatchObject({ title: "Über uns" });
    expect(await source(PUBLIC).story("gibt-es-nicht", "published")).toBeUndefined();
    expect((await source(PREVIEW).story("ueber-uns", "draft"))?.content).toMatchObject({ title: "Über uns (Entwurf)" });
    await expect(source(PUBLIC).story("ueber-uns", "draft")).rejects.toMatchObject({ status: 401 });
  });
});

describe("content pages", () => {
  it("attaches shop data to blocks that show it: the shipping price table comes from the shipping rules", async () => {
    const page = await t.shop.services.pages.resolve({ channel: "kartenwerk", country: "DE", pathname: "/versand/", search: "", mobile: false, now: new Date() });
    expect(page.kind).toBe("content");
    const body = (page as unknown as { story: { content: { body: { content: { type: string; attrs?: { body: { _data: { tables: { country: string; rows: { type: string; price: number }[] }[] } }[] } }[] } } } }).story.content.body;
    const table = body.content.find((n) => n.type === "blok")!.attrs!.body[0]!._data.tables;
    expect(table.map((x) => x.country)).toEqual(["DE", "CH"]);
    expect(table[0]!.rows[0]).toMatchObject({ type: "standard", price: 499 });
    expect(table[1]!.rows[0]).toMatchObject({ type: "standard", price: 999 });
  });

  it("resolves a content story through the page resolver, drafts only for the previewed story id", async () => {
    const resolve = (pathname: string, search = "") => t.shop.services.pages.resolve({ channel: "kartenwerk", country: "DE", pathname, search, mobile: false, now: new Date() });
    expect(await resolve("/ueber-uns/")).toMatchObject({ kind: "content", preview: false, story: { content: { title: "Über uns" } } });
    expect(await resolve("/ueber-uns/", "?_storyblok=2001")).toMatchObject({ kind: "content", preview: true, story: { content: { title: "Über uns (Entwurf)" } } });
    expect(await resolve("/ueber-uns/", "?_storyblok=2002")).toMatchObject({ kind: "content", preview: false });
    expect(await resolve("/nur-entwurf/")).toMatchObject({ kind: "notFound" });
    expect(await resolve("/nur-entwurf/", "?_storyblok=2004")).toMatchObject({ kind: "content", preview: true });
  });
});
