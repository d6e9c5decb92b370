import type { Route } from "./+types/slug";
import { resolveUnclaimed } from "../lib/page.server";

/** `/:slug(.*)*` (spec §2): content and catalogue pages join the resolver; the rest is a 404. */
export async function loader({ context }: Route.LoaderArgs) {
  return resolveUnclaimed(context);
}

export default function Slug() {
  return null;
}
