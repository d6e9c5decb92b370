import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The whole (small) route table ships with the page, so links can preload their routes (app/lib/prefetch.ts).
  routeDiscovery: { mode: "initial" },
  future: {
    // `/produkte/` fetches its data as `/produkte/_.data`, so the server sees the slash the page has.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
