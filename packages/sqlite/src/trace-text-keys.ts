import type { Migration } from "./migration";

/**
 * Schema version 4: `trace_texts` rows are found by `key`, a hash of the text (see `TextKeys`), so a batch
 * can refer to a text before it is stored, whichever thread or process stores it. Rows of version 3 keep
 * their `id` references and no key.
 */
export const TRACE_TEXT_KEYS: Migration = {
  version: 4,
  name: "trace text keys",
  up(db) {
    db.exec(`
      ALTER TABLE trace_texts ADD COLUMN key TEXT;
      CREATE UNIQUE INDEX trace_texts_by_key ON trace_texts (key);
    `);
  },
};
