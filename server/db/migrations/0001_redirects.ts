import type { Kysely } from "kysely";

/** Redirects operators keep for moved pages; the catch-all route answers them before its 404. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("redirects")
    .addColumn("channel", "varchar(20)", (col) => col.notNull())
    .addColumn("from_path", "varchar(500)", (col) => col.notNull())
    .addColumn("to_path", "varchar(1000)", (col) => col.notNull())
    .addColumn("status_code", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("redirects_pk", ["channel", "from_path"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("redirects").execute();
}
