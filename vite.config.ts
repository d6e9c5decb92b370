import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build bundles the Hono app (server/entry.ts) with the React Router build, so production
// runs one plain `node server.mjs`.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/entry.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
