import type { RunRecord, RunStore } from "@agentic-ts/core";
import { findByPrefix } from "../find-by-prefix";

/** The durable run a command line names: its whole id, or an unambiguous prefix (as `runs list` shows). */
export function findRunRecord(store: RunStore, ref: string | undefined): Promise<RunRecord> {
  return findByPrefix(ref, {
    exact: (id) => store.getRunRecord(id),
    ids: async () => (await store.listRunRecords()).map((run) => run.id),
    what: "run",
    listedBy: "agentic runs list",
  });
}
