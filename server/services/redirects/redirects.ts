import { z } from "zod";
import { CHANNELS, type Channel } from "../../../core/channels";
import type { ShopDatabase } from "../../db/database";

const pagePath = z
  .string()
  .trim()
  .max(500, "Ein Pfad darf höchstens 500 Zeichen lang sein.")
  .regex(/^\/[^\s?#]*$/, "Ein Pfad beginnt mit / und enthält weder Leerzeichen noch ? oder #.");

/** A redirect stays inside the shop: the target is a local path (with an optional query), never another host. */
export const redirectInputSchema = z
  .object({
    channel: z.enum(CHANNELS),
    fromPath: pagePath,
    toPath: z
      .string()
      .trim()
      .max(1000, "Ein Ziel darf höchstens 1000 Zeichen lang sein.")
      .regex(/^\/(?!\/)[^\s]*$/, "Das Ziel muss ein Pfad im Shop sein, der mit / beginnt."),
    statusCode: z.union([z.literal(301), z.literal(302), z.literal(308)]).default(301),
  })
  .refine((r) => normalisePath(r.fromPath) !== normalisePath(r.toPath.split("?")[0]!), {
    message: "Quelle und Ziel dürfen nicht gleich sein.",
    path: ["toPath"],
  });
export type RedirectInput = z.input<typeof redirectInputSchema>;

export interface Redirect {
  channel: Channel;
  fromPath: string;
  toPath: string;
  statusCode: number;
  createdAt: string;
  hits: number;
}

/** Redirects are matched without the trailing slash, so `/alt` and `/alt/` are one entry. */
export function normalisePath(p: string): string {
  const trimmed = p.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

export function createRedirectService(database: ShopDatabase) {
  const { db } = database;
  return {
    async find(channel: Channel, pathname: string): Promise<Redirect | undefined> {
      const row = await db
        .selectFrom("redirects")
        .selectAll()
        .where("channel", "=", channel)
        .where("from_path", "=", normalisePath(pathname))
        .executeTakeFirst();
      if (!row) return undefined;
      await db
        .updateTable("redirects")
        .set((eb) => ({ hits: eb("hits", "+", 1) }))
        .where("channel", "=", channel)
        .where("from_path", "=", row.from_path)
        .execute();
      return toRedirect(row);
    },

    /** Adds or replaces the redirect for a path. Throws a ZodError for bad input. */
    async save(input: RedirectInput): Promise<Redirect> {
      const r = redirectInputSchema.parse(input);
      const row = {
        channel: r.channel,
        from_path: normalisePath(r.fromPath),
        to_path: r.toPath,
        status_code: r.statusCode,
        created_at: new Date().toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("redirects").where("channel", "=", row.channel).where("from_path", "=", row.from_path).execute();
        await trx.insertInto("redirects").values(row).execute();
      });
      return toRedirect({ ...row, hits: 0 });
    },

    async list(channel?: Channel): Promise<Redirect[]> {
      let query = db.selectFrom("redirects").selectAll().orderBy("channel").orderBy("from_path");
      if (channel) query = query.where("channel", "=", channel);
      return (await query.execute()).map(toRedirect);
    },

    async remove(channel: Channel, fromPath: string): Promise<boolean> {
      const result = await db
        .deleteFrom("redirects")
        .where("channel", "=", channel)
        .where("from_path", "=", normalisePath(fromPath))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type RedirectService = ReturnType<typeof createRedirectService>;

function toRedirect(row: { channel: string; from_path: string; to_path: string; status_code: number; created_at: string; hits: number }): Redirect {
  return {
    channel: row.channel as Channel,
    fromPath: row.from_path,
    toPath: row.to_path,
    statusCode: Number(row.status_code),
    createdAt: row.created_at,
    hits: Number(row.hits),
  };
}
