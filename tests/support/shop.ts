import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../../server/config";
import { createShop, type Shop } from "../../server/shop";

/** Database dialects the API tests run against: SQLite always, PostgreSQL when CI provides one. */
export const DIALECTS: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

export interface TestShop {
  shop: Shop;
  /** Sends a request through the whole Hono app; `host` picks the storefront. */
  request(pathname: string, init?: RequestInit & { host?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** A fresh database of its own: a temp folder for SQLite, a new database on the test server for PostgreSQL. */
async function freshDatabase(dialect: "sqlite" | "postgres") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-test-"));
  if (dialect === "sqlite") return { dataDir, databaseUrl: undefined, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `kw_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestShop(dialect: "sqlite" | "postgres" = "sqlite", env: Record<string, string> = {}): Promise<TestShop> {
  const database = await freshDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  const shop = await createShop({ config });
  return {
    shop,
    request(pathname, init = {}) {
      const { host = "localhost:3000", ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set("host", host);
      if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_UA);
      return Promise.resolve(shop.fetch(new Request(`http://${host}${pathname}`, { ...rest, headers })));
    },
    async close() {
      await shop.close();
      await database.drop();
    },
  };
}
