import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/request-info";
import { isBlock, type Block, type ContentStore, type Story, type StoryVersion } from "../services/content/store";

const RATE_PER_SECOND = 5;
const RELATION_BATCH = 50;

const querySchema = z.object({
  token: z.string({ message: "token is required" }).min(1, "token is required"),
  version: z.enum(["published", "draft"], { message: "version must be published or draft" }).default("published"),
  cv: z.coerce.number().int().optional(),
  language: z.string().max(20).optional(),
  starts_with: z.string().max(200).optional(),
  by_uuids: z.string().max(5000).optional(),
  resolve_relations: z.string().max(1000).optional(),
  resolve_links: z.enum(["url", "story", "link"], { message: "resolve_links must be url, story or link" }).optional(),
  per_page: z.coerce.number({ message: "per_page must be a number" }).int().min(1, "per_page must be 1 to 100").max(100, "per_page must be 1 to 100").default(25),
  page: z.coerce.number({ message: "page must be a number" }).int().min(1, "page must be at least 1").default(1),
});
type DeliveryQuery = z.infer<typeof querySchema>;

/**
 * The embedded store served as a Storyblok CDN v2 compatible delivery API (`/v2/cdn/...`), so
 * `storyblok-js-client` and Storyblok's tools work against it: tokens (drafts need the preview
 * token), paging with Total and Per-Page headers, relations and links, 5 requests/s per token.
 */
export function contentDeliveryApi(store: ContentStore, tokens: { public: string; preview: string }) {
  const api = new Hono<AppEnv>();
  const windows = new Map<string, { second: number; count: number }>();

  function admit(token: string): boolean {
    const second = Math.floor(Date.now() / 1000);
    const window = windows.get(token);
    if (!window || window.second !== second) {
      windows.set(token, { second, count: 1 });
      if (windows.size > 10_000) windows.clear();
      return true;
    }
    window.count += 1;
    return window.count <= RATE_PER_SECOND;
  }

  function check(c: Context<AppEnv>): { ok: true; query: DeliveryQuery; version: StoryVersion } | { ok: false; response: Response } {
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
    if (!parsed.success) return { ok: false, response: c.json({ error: parsed.error.issues[0]!.message }, parsed.error.issues[0]!.path[0] === "token" ? 401 : 400) };
    const { token, version } = parsed.data;
    if (token !== tokens.public && token !== tokens.preview) return { ok: false, response: c.json({ error: "Unauthorized" }, 401) };
    if (version === "draft" && token !== tokens.preview) return { ok: false, response: c.json({ error: "A preview token is required for draft content" }, 401) };
    if (!admit(token)) return { ok: false, response: c.json({ error: "Too Many Requests" }, 429) };
    return { ok: true, query: parsed.data, version };
  }

  /** Stories named by `component.field` relations in a story's content. */
  function relations(stories: Story[], spec: string | undefined, version: StoryVersion) {
    if (!spec) return { rels: [] as Story[], rel_uuids: [] as string[] };
    const wanted = new Set(spec.split(",").map((s) => s.trim()).filter(Boolean));
    const uuids = new Set<string>();
    const visit = (block: Block) => {
      for (const [field, value] of Object.entries(block)) {
        if (wanted.has(`${block.component}.${field}`)) {
          for (const uuid of Array.isArray(value) ? value : [value]) if (typeof uuid === "string") uuids.add(uuid);
        }
        for (const child of Array.isArray(value) ? value : [value]) if (isBlock(child)) visit(child);
      }
    };
    for (const story of stories) visit(story.content);
    const list = [...uuids];
    // Like Storyblok: a long list of relations is answered as uuids for the client to fetch in batches.
    if (list.length > RELATION_BATCH) return { rels: [], rel_uuids: list };
    return { rels: list.map((uuid) => store.byUuid(uuid, version)).filter((s): s is Story => Boolean(s)), rel_uuids: [] };
  }

  /** Story links (multilink fields with linktype "story") in a story's content, resolved to link objects. */
  function links(stories: Story[], mode: DeliveryQuery["resolve_links"], version: StoryVersion) {
    if (!mode) return { links: [] as unknown[], link_uuids: [] as string[] };
    const uuids = new Set<string>();
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") {
        const link = value as { linktype?: string; id?: string };
        if (link.linktype === "story" && typeof link.id === "string") uuids.add(link.id);
        Object.values(value).forEach(visit);
      }
    };
    stories.forEach((s) => visit(s.content));
    const list = [...uuids];
    if (list.length > RELATION_BATCH) return { links: [], link_uuids: list };
    const resolved = list
      .map((uuid) => store.byUuid(uuid, version))
      .filter((s): s is Story => Boolean(s))
      .map((s) => (mode === "url" ? { id: s.id, uuid: s.uuid, name: s.name, full_slug: s.full_slug, url: s.full_slug, slug: s.slug } : s));
    return { links: resolved, link_uuids: [] };
  }

  api.get("/stories", (c) => {
    const checked = check(c);
    if (!checked.ok) return checked.response;
    const { query, version } = checked;
    let stories = store.list(version);
    if (query.starts_with) stories = stories.filter((s) => s.full_slug.startsWith(query.starts_with!.replace(/^\/+/, "")));
    if (query.by_uuids) {
      const order = query.by_uuids.split(",").map((u) => u.trim());
      stories = order.map((uuid) => stories.find((s) => s.uuid === uuid)).filter((s): s is Story => Boolean(s));
    }
    const total = stories.length;
    const page = stories.slice((query.page - 1) * query.per_page, query.page * query.per_page);
    c.header("Total", String(total));
    c.header("Per-Page", String(query.per_page));
    return c.json({ stories: page, cv: store.cv, ...relations(page, query.resolve_relations, version), ...links(page, query.resolve_links, version) });
  });

  api.get("/stories/:slug{.+}", (c) => {
    const checked = check(c);
    if (!checked.ok) return checked.response;
    const { query, version } = checked;
    const slug = c.req.param("slug");
    const story = /^[1-9][0-9]*$/.test(slug) ? store.byId(Number(slug), version) : slug.startsWith("uuid:") ? store.byUuid(slug.slice(5), version) : store.get(slug, version);
    if (!story) return c.json({ error: "This record could not be found" }, 404);
    return c.json({ story, cv: store.cv, ...relations([story], query.resolve_relations, version), ...links([story], query.resolve_links, version) });
  });

  api.get("/spaces/me", (c) => {
    const checked = check(c);
    if (!checked.ok) return checked.response;
    return c.json({ space: { id: 1, name: "Kartenwerk", domain: "", version: store.cv, language_codes: [] } });
  });

  api.all("*", (c) => c.json({ error: "Not Found" }, 404));
  return api;
}
