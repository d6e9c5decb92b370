import type { ShopDatabase } from "../../db/database";
import type { SeedReview } from "../../../catalogue/reviews-seed";
import type { Review } from "../../../core/catalogue/view";

export interface RatingSummary {
  /** Average rating out of 5, one decimal. */
  average: number;
  count: number;
}

export type { Review };

/**
 * Reviews live in the database; the rating and count every tile and product page shows are
 * aggregated from them once at start and kept in memory (they only change when a review is added).
 */
export function createReviewService(database: ShopDatabase) {
  const { db } = database;
  let summaries = new Map<number, RatingSummary>();

  async function loadSummaries() {
    const rows = await db
      .selectFrom("product_reviews")
      .select((eb) => ["design_id", eb.fn.countAll<number>().as("count"), eb.fn.sum<number>("rating").as("sum")])
      .groupBy("design_id")
      .execute();
    summaries = new Map(rows.map((r) => [Number(r.design_id), { count: Number(r.count), average: Math.round((Number(r.sum) / Number(r.count)) * 10) / 10 }]));
  }

  return {
    /** Fills an empty review table with the demo catalogue's reviews (first start only). */
    async seedIfEmpty(reviews: () => SeedReview[]): Promise<number> {
      const existing = await db.selectFrom("product_reviews").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      if (Number(existing.n) === 0) {
        const rows = reviews().map((r) => ({
          id: r.id,
          design_id: r.designId,
          rating: r.rating,
          title: r.title,
          body: r.body,
          author_name: r.authorName,
          verified_purchase: r.verifiedPurchase ? 1 : 0,
          created_at: r.createdAt,
        }));
        await db.transaction().execute(async (trx) => {
          for (let i = 0; i < rows.length; i += 500) await trx.insertInto("product_reviews").values(rows.slice(i, i + 500)).execute();
        });
        await loadSummaries();
        return rows.length;
      }
      await loadSummaries();
      return 0;
    },

    summary(designId: number): RatingSummary | undefined {
      return summaries.get(designId);
    },

    async latest(designId: number, limit = 5): Promise<Review[]> {
      const rows = await db.selectFrom("product_reviews").selectAll().where("design_id", "=", designId).orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
      return rows.map((r) => ({
        id: r.id,
        rating: Number(r.rating),
        title: r.title,
        body: r.body,
        authorName: r.author_name,
        verifiedPurchase: Number(r.verified_purchase) === 1,
        createdAt: r.created_at,
      }));
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
