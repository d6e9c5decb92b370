import { matchRoutes, type RouteObject } from "react-router";
import { createLimiter } from "./limiter";

/** Spec §9: at most 5 route preloads at once. */
export const MAX_CONCURRENT_PRELOADS = 5;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

const limiter = createLimiter(MAX_CONCURRENT_PRELOADS);
const requested = new Set<string>();
let routeTree: RouteObject[] | undefined;

/** Slow connections (2g, data saver) get no prefetching (spec §9). */
export function prefetchAllowed(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

function buildTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: build(r.id) },
    );
  return build(undefined);
}

function preloadModule(href: string): Promise<void> {
  if (requested.has(href)) return Promise.resolve();
  requested.add(href);
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Preloads the route modules a path needs, through the shared queue of at most 5 preloads. */
export function preloadRoute(path: string): Promise<void> {
  const manifest = typeof window === "undefined" ? undefined : window.__reactRouterManifest;
  if (!manifest) return Promise.resolve();
  routeTree ??= buildTree(manifest.routes);
  const matches = matchRoutes(routeTree, path) ?? [];
  const hrefs = matches.flatMap((m) => {
    const route = manifest.routes[m.route.id!];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  const pending = [...new Set(hrefs)].filter((href) => !requested.has(href));
  if (pending.length === 0) return Promise.resolve();
  return limiter.run(() => Promise.all(pending.map(preloadModule)).then(() => undefined));
}

export function preloadQueueState() {
  return { running: limiter.running, waiting: limiter.waiting };
}
