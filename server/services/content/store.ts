import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** A story as the delivery API and the storefront see it (Storyblok CDN v2 shape). */
export interface Story {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  position: number;
  is_startpage: boolean;
  parent_id: number | null;
  group_id: string;
  lang: string;
  tag_list: string[];
  content: Block;
}

export interface Block {
  _uid: string;
  component: string;
  _editable?: string;
  [field: string]: unknown;
}

const blockSchema: z.ZodType<Block> = z.looseObject({ _uid: z.string().min(1), component: z.string().min(1) }) as never;
const storySchema = z.looseObject({
  id: z.number().int().positive(),
  uuid: z.string().uuid(),
  name: z.string().min(1),
  slug: z.string().min(1),
  full_slug: z.string().min(1).regex(/^[a-z0-9][a-z0-9/-]*$/, "full_slug: lower-case letters, digits, - and /"),
  created_at: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  position: z.number().int().default(0),
  is_startpage: z.boolean().default(false),
  parent_id: z.number().int().nullable().default(null),
  group_id: z.string(),
  lang: z.string().default("default"),
  tag_list: z.array(z.string()).default([]),
  content: blockSchema,
});
const fileSchema = z.object({ published: storySchema.nullable(), draft: storySchema.nullable() });

export type StoryVersion = "published" | "draft";

/**
 * The embedded content store: every story of `content/stories` with its published and draft
 * version, read once at start. A story file that does not match the story shape stops the start
 * with the file named, so broken content never half-renders.
 */
export function loadContentStore(directory: string) {
  const published = new Map<string, Story>();
  const drafts = new Map<string, Story>();
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) files.push(full);
    }
  };
  walk(directory);
  const uuids = new Set<string>();
  let cv = 0;
  for (const file of files.sort()) {
    const parsed = fileSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`content story ${path.relative(directory, file)}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    const { published: live, draft } = parsed.data as { published: Story | null; draft: Story | null };
    const story = live ?? draft;
    if (!story) continue;
    if (uuids.has(story.uuid)) throw new Error(`content story ${path.relative(directory, file)}: uuid ${story.uuid} is used twice`);
    uuids.add(story.uuid);
    if (live) {
      published.set(live.full_slug, withEditable(live));
      cv = Math.max(cv, Math.floor(Date.parse(live.published_at ?? live.created_at) / 1000) || 0);
    }
    drafts.set(story.full_slug, withEditable(draft ?? live!));
  }
  const all = (version: StoryVersion) => [...(version === "draft" ? drafts : published).values()].sort((a, b) => a.position - b.position || a.full_slug.localeCompare(b.full_slug));
  return {
    /** Content version: changes whenever published content changes (Storyblok's `cv`). */
    cv: cv || 1,
    get(fullSlug: string, version: StoryVersion = "published"): Story | undefined {
      return (version === "draft" ? drafts : published).get(fullSlug.replace(/^\/+|\/+$/g, ""));
    },
    byUuid(uuid: string, version: StoryVersion = "published"): Story | undefined {
      return all(version).find((s) => s.uuid === uuid);
    },
    byId(id: number, version: StoryVersion = "published"): Story | undefined {
      return all(version).find((s) => s.id === id);
    },
    list: all,
  };
}
export type ContentStore = ReturnType<typeof loadContentStore>;

/**
 * Storyblok marks every block for its visual editor with an `_editable` comment; the embedded
 * store adds the same, so live preview works the same way for both.
 */
function withEditable(story: Story): Story {
  const mark = (block: Block): Block => {
    const copy: Block = { ...block, _editable: `<!--#storyblok#${JSON.stringify({ name: block.component, space: "1", uid: block._uid, id: String(story.id) })}-->` };
    for (const [key, value] of Object.entries(copy)) {
      if (Array.isArray(value)) copy[key] = value.map((item) => (isBlock(item) ? mark(item) : item));
      else if (isBlock(value)) copy[key] = mark(value);
    }
    return copy;
  };
  return { ...story, content: mark(story.content) };
}

export function isBlock(value: unknown): value is Block {
  return typeof value === "object" && value !== null && typeof (value as Block)._uid === "string" && typeof (value as Block).component === "string";
}
