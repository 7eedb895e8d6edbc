import { canonicalText } from "./canonical-text";

// The members of one `enum`, arranged for lookups: built once per schema array.
interface Members {
  // Strings, numbers, booleans and null, found by SameValueZero (so 0 and -0 are one member, as in JSON).
  readonly scalars: ReadonlySet<unknown>;
  // The canonical texts of the object and array members.
  readonly texts: ReadonlySet<string>;
  readonly longestText: number;
}

const arranged = new WeakMap<readonly unknown[], Members>();

/** The signature of {@link enumIncludes}, with the `code` Ajv's standalone output loads it by. */
export interface EnumLookup {
  (members: readonly unknown[], value: unknown): boolean;
  readonly code: string;
}

/**
 * Whether `value` equals (as JSON) one of an `enum`'s `members`, in time that does not grow with the
 * number of members: scalars are looked up in a `Set`, objects and arrays by their canonical text in
 * another, and a value whose text would be longer than the longest member's is refused after reading at
 * most that many characters of it. The members are arranged once per schema array. The `enum` check of
 * every validator; `code` tells Ajv's standalone output to load it through `ajvRuntime`.
 */
export const enumIncludes: EnumLookup = Object.assign(
  (members: readonly unknown[], value: unknown): boolean => {
    const { scalars, texts, longestText } = arrange(members);
    if (typeof value !== "object" || value === null) return scalars.has(value);
    if (texts.size === 0) return false;
    const text = canonicalText(value, longestText);
    return text !== undefined && texts.has(text);
  },
  { code: 'ajvRuntime("enumIncludes")' },
);

function arrange(members: readonly unknown[]): Members {
  let found = arranged.get(members);
  if (found === undefined) {
    const scalars = new Set<unknown>();
    const texts = new Set<string>();
    let longestText = 0;
    for (const member of members) {
      if (typeof member !== "object" || member === null) {
        scalars.add(member);
        continue;
      }
      // The schema's own members are trusted and compiled once: no bound on their length.
      const text = canonicalText(member, Number.POSITIVE_INFINITY);
      if (text === undefined) continue;
      texts.add(text);
      longestText = Math.max(longestText, text.length);
    }
    found = { scalars, texts, longestText };
    arranged.set(members, found);
  }
  return found;
}
