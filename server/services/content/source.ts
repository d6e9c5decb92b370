import StoryblokClient from "storyblok-js-client";
import type { Logger } from "../../logger";
import type { ContentStore, Story, StoryVersion } from "./store";

/** Where the storefront reads its stories: the embedded store, or a hosted Storyblok space. */
export interface ContentSource {
  kind: "embedded" | "storyblok";
  story(fullSlug: string, version: StoryVersion): Promise<Story | undefined>;
}

export const CMS_REGIONS = ["eu", "us", "cn", "ap", "ca"] as const;
export type CmsRegion = (typeof CMS_REGIONS)[number];

export function embeddedSource(store: ContentStore): ContentSource {
  return { kind: "embedded", story: async (slug, version) => store.get(slug, version) };
}

export interface HostedOptions {
  token: string;
  region: CmsRegion;
  /** With an OAuth token Storyblok allows 3 requests/s instead of 5 (spec §9). */
  oauthToken?: string;
  /** Another API base (tests point it at the shop's own delivery API). */
  endpoint?: string;
  fetch?: typeof fetch;
  logger: Logger;
}

/**
 * A hosted Storyblok space through storyblok-js-client with the client limits of spec §9:
 * 5 requests/s (3 with an OAuth token), 429 retried every 300 ms up to 10 times, relations and
 * links resolved (resolve level 2; the client fetches them in batches of 50).
 */
export function storyblokSource(options: HostedOptions): ContentSource {
  const client = new StoryblokClient({
    accessToken: options.token,
    oauthToken: options.oauthToken,
    region: options.region,
    rateLimit: options.oauthToken ? 3 : 5,
    maxRetries: 10,
    // Storyblok's client takes header objects, not Headers, on Node 20.
    headers: {},
    cache: { type: "memory", clear: "auto" },
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  } as never);
  return {
    kind: "storyblok",
    async story(fullSlug, version) {
      try {
        const result = await client.get(`cdn/stories/${fullSlug}`, { version, resolve_links: "url", resolve_level: 2 } as never);
        return result.data.story as Story;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 404) return undefined;
        options.logger.error({ status, message: (error as { message?: string }).message, slug: fullSlug }, "content: Storyblok request failed");
        throw error;
      }
    },
  };
}
