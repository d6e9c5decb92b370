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

export interface ProductReviewTable {
  id: string;
  design_id: number;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  /** 1 when the reviewer bought the design (SQLite has no boolean). */
  verified_purchase: number;
  created_at: Timestamp;
}

export interface DatabaseSchema {
  redirects: RedirectTable;
  product_reviews: ProductReviewTable;
}
