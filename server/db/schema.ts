import type { Generated } from "kysely";

/** Timestamps are ISO 8601 strings in UTC so SQLite and PostgreSQL store and sort them alike. */
export type Timestamp = string;

export interface RedirectTable {
  channel: string;
  from_path: string;
  to_path: string;
  status_code: number;
  created_at: Timestamp;
  hits: Generated<number>;
}

export interface DatabaseSchema {
  redirects: RedirectTable;
}
