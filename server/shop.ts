import { createRequestHandler, type ServerBuild } from "react-router";
import { loadConfig, type ShopConfig } from "./config";
import { createHttpApp } from "./http/app";
import { createLogger } from "./logger";
import { createServices, type ShopServices } from "./services/index";

export interface ShopOptions {
  config?: ShopConfig;
  /** The React Router server build (a function in development, so edits are picked up). */
  getBuild?: () => ServerBuild | Promise<ServerBuild>;
  clientDir?: string;
}

export interface Shop {
  services: ShopServices;
  fetch: (request: Request) => Response | Promise<Response>;
  /** Readiness answers 503 from now on, so a load balancer stops sending traffic. */
  beginShutdown(): void;
  close(): Promise<void>;
}

/** Builds the whole shop: configuration, database (migrated), services, HTTP app. */
export async function createShop(options: ShopOptions = {}): Promise<Shop> {
  const config = options.config ?? loadConfig();
  const logger = createLogger(config);
  const services = await createServices(config, logger);
  let shuttingDown = false;
  const handle = options.getBuild ? createRequestHandler(options.getBuild, config.mode === "production" ? "production" : "development") : undefined;
  const app = createHttpApp(services, {
    ssr: handle ? (request, context) => handle(request, context) : undefined,
    clientDir: options.clientDir,
    isShuttingDown: () => shuttingDown,
  });
  return {
    services,
    fetch: (request) => app.fetch(request),
    beginShutdown() {
      shuttingDown = true;
    },
    async close() {
      await services.background;
      await services.database.close();
    },
  };
}
