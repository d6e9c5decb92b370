import { sql, type Kysely } from "kysely";

/** Shoppers' reviews of designs: the source of every rating and review count the shop shows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_reviews")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("design_id", "integer", (col) => col.notNull())
    .addColumn("rating", "integer", (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn("title", "varchar(120)", (col) => col.notNull())
    .addColumn("body", "varchar(2000)", (col) => col.notNull())
    .addColumn("author_name", "varchar(80)", (col) => col.notNull())
    .addColumn("verified_purchase", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("product_reviews_design").on("product_reviews").columns(["design_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("product_reviews").execute();
}
