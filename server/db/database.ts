import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationResultSet } from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index";
import type { DatabaseSchema } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface ShopDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** Runs every pending migration; throws with the failing migration's name. */
  migrate(): Promise<MigrationResultSet>;
  /** One round trip to the database, for the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the SQLite file `kartenwerk.sqlite`; `:memory:` for a throwaway database. */
  dataDir: string;
}

export function openDatabase(options: DatabaseOptions): ShopDatabase {
  let db: Kysely<DatabaseSchema>;
  let dialect: Dialect;
  if (options.databaseUrl) {
    dialect = "postgres";
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = "sqlite";
    let file = ":memory:";
    if (options.dataDir !== ":memory:") {
      fs.mkdirSync(options.dataDir, { recursive: true });
      file = path.join(options.dataDir, "kartenwerk.sqlite");
    }
    const database = new SQLite(file);
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = FULL");
    database.pragma("foreign_keys = ON");
    database.pragma("busy_timeout = 5000");
    db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database }) });
  }

  return {
    db,
    dialect,
    async migrate() {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const result = await migrator.migrateToLatest();
      if (result.error) {
        const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
        throw new Error(`Migration ${failed} failed: ${String(result.error)}`);
      }
      return result;
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
