import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/** Which entries of a folder are left over from earlier runs. */
export interface StaleEntries {
  /** The folder to look in. */
  readonly dir: string;
  /** Only entries whose name starts with this are considered. */
  readonly prefix: string;
  /** Entries last modified longer ago than this (milliseconds) are stale. */
  readonly olderThanMs: number;
  /** Names never removed (the entry this run uses). */
  readonly keep?: readonly string[];
  /** The time to measure ages against (defaults to now). */
  readonly now?: number;
}

/**
 * Removes what earlier runs left in a shared folder and returns the names removed: tarball folders of
 * older builds under the OS temp dir, and the projects of a run that was killed before its `afterAll`
 * (on the RAM disk each is some 150 MB of memory). An entry counts as stale only when it was last
 * modified long before any run could still be using it; one that vanishes or cannot be removed meanwhile
 * is skipped, so two runs pruning at once do not fail each other.
 */
export function removeStaleEntries(options: StaleEntries): string[] {
  const now = options.now ?? Date.now();
  const keep = new Set(options.keep ?? []);
  let names: string[];
  try {
    names = readdirSync(options.dir);
  } catch {
    return []; // no such folder yet
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(options.prefix) || keep.has(name)) continue;
    const entry = path.join(options.dir, name);
    const stat = statSync(entry, { throwIfNoEntry: false });
    if (!stat || now - stat.mtimeMs <= options.olderThanMs) continue;
    try {
      rmSync(entry, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Not ours to remove (permissions), or removed by another run: left as it is.
    }
  }
  return removed;
}
