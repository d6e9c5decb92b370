import type { Migration } from "kysely";
import * as m0001 from "./0001_redirects";
import * as m0002 from "./0002_reviews";

/** Every migration, in order. Listed by hand so the bundled server carries them (no file scanning). */
export const migrations: Record<string, Migration> = {
  "0001_redirects": m0001,
  "0002_reviews": m0002,
};
