import type { Channel } from "../../../core/channels";
import type { RedirectService } from "../redirects/redirects";

export type PageResolution =
  | { kind: "redirect"; location: string; status: number }
  | { kind: "notFound"; path: string };

/**
 * Resolves a path the declared routes do not cover (spec §2 `/:slug(.*)*`). Content pages and
 * catalogue pages join this chain as they arrive; what nothing claims is a 404.
 */
export function createPageResolver(deps: { redirects: RedirectService }) {
  return {
    async resolve(channel: Channel, pathname: string, search: string): Promise<PageResolution> {
      const redirect = await deps.redirects.find(channel, pathname);
      if (redirect) {
        const [targetPath, targetQuery] = redirect.toPath.split("?");
        const query = new URLSearchParams(targetQuery ?? "");
        for (const [name, value] of new URLSearchParams(search)) if (!query.has(name)) query.append(name, value);
        const text = query.toString();
        return { kind: "redirect", location: `${targetPath}${text ? `?${text}` : ""}`, status: redirect.statusCode };
      }
      return { kind: "notFound", path: pathname };
    },
  };
}
export type PageResolver = ReturnType<typeof createPageResolver>;
