import type { Migration } from "./migration";

/**
 * Schema version 5: `store_meta`, a few named counters about the file itself, such as how many trace nodes
 * writers had to drop (see `dropped-nodes`). Without rowids: a handful of rows, found by name.
 */
export const STORE_META_TABLE: Migration = {
  version: 5,
  name: "store meta",
  up(db) {
    db.exec("CREATE TABLE store_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID");
  },
};
