import type Database from "better-sqlite3";

/** How many texts a writer remembers the ids of (then it forgets them all and stores them again). */
const MAX_REMEMBERED = 1000;

/**
 * Long texts that recur across runs (a decision site's menu is the same text call after call), stored once
 * in `trace_texts` and referenced by id from node states. The writer remembers each text's id; the first
 * use in a batch also stamps `used_at`, which retention reads, and stores the text again if retention
 * deleted it meanwhile (in this process or another). Use it inside the batch's write transaction.
 */
export class TraceTexts {
  private readonly ids = new Map<string, number>();
  // Ids already stamped in this batch: one statement per text per batch, not per use.
  private readonly stamped = new Set<number>();
  private readonly insert: Database.Statement<[string, number]>;
  private readonly stamp: Database.Statement<[number, number]>;

  constructor(db: Database.Database) {
    this.insert = db.prepare("INSERT INTO trace_texts (text, used_at) VALUES (?, ?)");
    this.stamp = db.prepare("UPDATE trace_texts SET used_at = ? WHERE id = ?");
  }

  /** The id `text` is stored under, storing it now if needed. */
  idOf(text: string, now: number): number {
    let id = this.ids.get(text);
    if (id !== undefined && !this.stamped.has(id) && this.stamp.run(now, id).changes === 0) id = undefined;
    if (id === undefined) {
      if (this.ids.size >= MAX_REMEMBERED) this.ids.clear();
      id = Number(this.insert.run(text, now).lastInsertRowid);
      this.ids.set(text, id);
    }
    this.stamped.add(id);
    return id;
  }

  /** Ends a batch: the next use of each text stamps it again. */
  endBatch(): void {
    this.stamped.clear();
  }
}

/** A lookup of texts by id through `byId` (`SELECT text FROM trace_texts WHERE id = ?`, plucked), each read at most once. */
export function textLookup(byId: Database.Statement<[number], string>): (id: number) => string | undefined {
  const seen = new Map<number, string | undefined>();
  return (id) => {
    if (!seen.has(id)) seen.set(id, byId.get(id));
    return seen.get(id);
  };
}
