// Process entry. Node 20 cannot run TypeScript, so this file stays plain JavaScript: in production
// it loads the bundled server (build/server/index.js), in development (`--dev`) it loads the
// TypeScript sources through Vite in middleware mode with hot reload on the same port.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";

const root = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const dev = args[0] === "--dev";

if (!dev && args.length > 0) {
  const { runCommand } = await import("./build/server/index.js");
  process.exit(await runCommand(args));
}

const server = http.createServer();
let shop;
let handleVite;

if (dev) {
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({
    root,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server } },
  });
  const { createShop } = await viteServer.ssrLoadModule("/server/shop.ts");
  shop = await createShop({ getBuild: () => viteServer.ssrLoadModule("virtual:react-router/server-build") });
  handleVite = viteServer.middlewares;
} else {
  process.env.NODE_ENV ??= "production";
  const { createShop } = await import("./build/server/index.js");
  shop = await createShop({ clientDir: path.join(root, "build/client") });
}

const logger = shop.services.logger;
const listener = getRequestListener((request) => shop.fetch(request));
server.on("request", (req, res) => {
  if (handleVite) handleVite(req, res, () => listener(req, res));
  else listener(req, res);
});

const { port, host } = shop.services.config;
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  logger.info({ port: actualPort, mode: shop.services.config.mode }, `Kartenwerk läuft auf http://localhost:${actualPort}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  shop.beginShutdown();
  const timeout = shop.services.config.shutdownTimeoutMs;
  const force = setTimeout(() => {
    logger.warn({ timeoutMs: timeout }, "shutdown timeout: closing remaining connections");
    server.closeAllConnections();
  }, timeout);
  force.unref();
  server.close(async () => {
    await shop.close();
    logger.info("database closed, bye");
    logger.flush();
    process.exit(process.exitCode ?? 0);
  });
  server.closeIdleConnections();
}
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
process.on("uncaughtException", (error) => {
  // The process state is unknown after this: log it, then stop so the supervisor restarts us.
  logger.fatal({ err: error }, "uncaught exception");
  process.exitCode = 1;
  void shutdown("uncaughtException");
});
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
