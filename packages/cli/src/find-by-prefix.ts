import { terminalLine } from "./terminal-text";
import { UsageError } from "./usage-error";

/** How {@link findByPrefix} reads the store, and how its messages name what it looks for. */
export interface PrefixLookup<T> {
  /** The item with exactly this id, if any. */
  readonly exact: (id: string) => Promise<T | undefined>;
  /** Every item's id, to match a prefix against. */
  readonly ids: () => Promise<readonly string[]>;
  /** How an ambiguous prefix's message names a candidate (e.g. `<id> (durable run)`); default its id. */
  readonly describe?: (id: string) => string;
  /** What the ids are ids of, and the command that lists them: `run`, `agentic trace list`. */
  readonly what: string;
  readonly listedBy: string;
}

/**
 * The item a command line names: its whole id, or an unambiguous prefix of it (as the list commands show
 * ids cut short; a trailing `…` or `...`, as a shortened id is written, is not part of it). No match and
 * an ambiguous prefix are {@link UsageError}s; the ambiguous one lists the candidates.
 */
export async function findByPrefix<T>(ref: string | undefined, lookup: PrefixLookup<T>): Promise<T> {
  if (ref === undefined || ref === "") throw new UsageError(`expected a ${lookup.what} id (see ${lookup.listedBy}).`);
  const exact = await lookup.exact(ref);
  if (exact) return exact;
  const shown = terminalLine(ref);
  const prefix = ref.replace(/(?:…|\.\.\.)$/u, "");
  if (prefix === "") throw new UsageError(`expected a ${lookup.what} id (see ${lookup.listedBy}), got "${shown}".`);
  const matches = [...new Set(await lookup.ids())].filter((id) => id.startsWith(prefix));
  if (matches.length === 0) throw new UsageError(`no ${lookup.what} "${shown}" in the store (${lookup.listedBy} shows them).`);
  if (matches.length > 1) {
    const some = matches.slice(0, 5).map((id) => terminalLine(lookup.describe?.(id) ?? id)).join(", ");
    throw new UsageError(`"${shown}" matches ${matches.length} ${lookup.what}s: ${some}${matches.length > 5 ? ", …" : ""}; give more of the id.`);
  }
  const found = await lookup.exact(matches[0]!);
  if (!found) throw new UsageError(`${lookup.what} "${terminalLine(matches[0]!)}" is gone from the store (retention?).`);
  return found;
}
