import type { SqliteConnection, SqliteStatement } from "./sqlite-connection";
import type { TextRef } from "./node-state";

/**
 * The write side of `trace_texts`: long texts that recur across runs (a decision site's menu is the same
 * text call after call), stored once under their key (see `TextKeys`) and referred to by it from node
 * states. Each batch stores the texts it refers to, or, when already there, stamps `used_at`, which
 * retention reads, so a text deleted by retention meanwhile (in this process or another) is stored again.
 * Use it inside the batch's write transaction.
 */
export class TraceTexts {
  private readonly upsert: SqliteStatement<[string, string, number]>;

  constructor(db: SqliteConnection) {
    this.upsert = db.prepare("INSERT INTO trace_texts (key, text, used_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET used_at = excluded.used_at");
  }

  /** Stores `text` under `key` if missing, and marks it used at `now`. */
  use(key: string, text: string, now: number): void {
    this.upsert.run(key, text, now);
  }
}

/**
 * A lookup of texts by reference (a key, or a schema-3 row id), each read at most once: `byKey` and `byId`
 * are `SELECT text FROM trace_texts WHERE key = ?` and `… WHERE id = ?`.
 */
export function textLookup(
  byKey: SqliteStatement<[string]>,
  byId: SqliteStatement<[number]>,
): (ref: TextRef) => string | undefined {
  const seen = new Map<TextRef, string | undefined>();
  return (ref) => {
    if (!seen.has(ref)) seen.set(ref, (typeof ref === "string" ? byKey.value(ref) : byId.value(ref)) as string | undefined);
    return seen.get(ref);
  };
}
