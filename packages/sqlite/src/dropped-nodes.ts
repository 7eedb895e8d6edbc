import type { SqliteConnection } from "./sqlite-connection";

/** The `store_meta` row counting the trace nodes dropped by failed writes, by every process that wrote the file. */
const KEY = "dropped_nodes";

/**
 * Adds to the file's count of dropped trace nodes: `add(n)` runs one statement, inside whatever transaction
 * is open (a batch's, so the count is stored exactly when that batch is).
 */
export function droppedNodesAdder(db: SqliteConnection): (nodes: number) => void {
  const add = db.prepare<[number]>(
    `INSERT INTO store_meta (key, value) VALUES ('${KEY}', ?) ON CONFLICT (key) DO UPDATE SET value = value + excluded.value`,
  );
  return (nodes) => void add.run(nodes);
}

/** How many trace nodes the file's writers have dropped so far, as stored in the file. */
export function readDroppedNodes(db: SqliteConnection): number {
  return (db.prepare(`SELECT value FROM store_meta WHERE key = '${KEY}'`).value() as number | undefined) ?? 0;
}
