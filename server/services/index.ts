import type { ShopConfig } from "../config";
import { openDatabase, type ShopDatabase } from "../db/database";
import type { Logger } from "../logger";
import { createPageResolver, type PageResolver } from "./pages/resolve";
import { createRedirectService, type RedirectService } from "./redirects/redirects";
import { createStorefrontService, type StorefrontService } from "./storefront/storefront";

/** Every service of the shop, built once per process and handed to the HTTP layer and SSR loaders. */
export interface ShopServices {
  config: ShopConfig;
  logger: Logger;
  database: ShopDatabase;
  redirects: RedirectService;
  pages: PageResolver;
  storefront: StorefrontService;
}

export async function createServices(config: ShopConfig, logger: Logger): Promise<ShopServices> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const result = await database.migrate();
  const applied = result.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
  logger.info({ dialect: database.dialect, applied }, "database ready");
  const redirects = createRedirectService(database);
  return {
    config,
    logger,
    database,
    redirects,
    pages: createPageResolver({ redirects }),
    storefront: createStorefrontService({ domains: config.domains }),
  };
}
