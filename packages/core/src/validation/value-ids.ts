// Parsed replies nest at most 64 deep; anything deeper than this did not come from JSON.
const MAX_DEPTH = 256;

// Fixed ids of the values that need no table, and of the empty array and object every container starts from.
const NULL_ID = 0;
const FALSE_ID = 1;
const TRUE_ID = 2;
const UNDEFINED_ID = 3;
const EMPTY_ARRAY_ID = 4;
const EMPTY_OBJECT_ID = 5;
// A step key is `prefix * ID_SPAN + member`: exact as a double while both ids stay below 2^26.
const ID_SPAN = 2 ** 26;

/**
 * A table that gives every JSON value a number such that two values get the same number exactly when they
 * are equal as JSON (key order does not matter, `1` and `"1"` differ, `0` and `-0` are equal). Built
 * bottom-up: an array or object is identified by the numbers of its direct members (an object's members
 * sorted by key), one numeric hash lookup per member (the container `[a, b]` is the step `b` from the
 * container `[a]`, itself the step `a` from `[]`), so identifying a value costs time linear in its size
 * and builds no strings but the data's own. The values asked for by
 * {@link ValueIds.idOf} (the items of a `uniqueItems` array) keep their number for the table's life, and a
 * later value containing them stops there: one table serves one validation run, whose `uniqueItems`
 * checks run inner arrays first, so an array nested in others is read once, not once per enclosing level.
 */
export class ValueIds {
  // Maps, not objects: a key "__proto__" must be a key like any other.
  private readonly strings = new Map<string, number>();
  private readonly numbers = new Map<number, number>();
  // Containers: `prefix * ID_SPAN + member` → the id of the prefix container extended by that member.
  private readonly steps = new Map<number, number>();
  // The values asked for by idOf. Only those: remembering every container would cost more than it saves
  // (a lookup of an object never remembered is cheap; remembering one is not). Holds the run's own data
  // only, and the table lives no longer than the run.
  private readonly known = new Map<object, number>();
  private next = EMPTY_OBJECT_ID + 1;
  private containers = 0;

  /** How many arrays and objects this table has read the members of: the work it has done. */
  get identified(): number {
    return this.containers;
  }

  /**
   * The number of `value` in this table.
   *
   * @throws RangeError when the value nests more than 256 levels deep (no JSON parser produced it).
   */
  idOf(value: unknown): number {
    if (typeof value !== "object" || value === null) return this.id(value, 0);
    const known = this.known.get(value);
    if (known !== undefined) return known;
    const id = this.id(value, 0);
    this.known.set(value, id);
    return id;
  }

  private id(value: unknown, depth: number): number {
    switch (typeof value) {
      case "string":
        return this.stringId(value);
      case "number":
        // A Map compares keys by SameValueZero: 0 and -0 are one key, as JSON equality wants.
        return this.intern(this.numbers, value);
      case "boolean":
        return value ? TRUE_ID : FALSE_ID;
      case "undefined":
        return UNDEFINED_ID;
      case "object":
        return value === null ? NULL_ID : this.containerId(value, depth);
      default:
        // Not JSON data (a function, a symbol, a bigint): equal to nothing else.
        this.next += 1;
        return this.next - 1;
    }
  }

  private containerId(value: object, depth: number): number {
    const known = this.known.get(value);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH) throw new RangeError("the data nests too deeply to compare items");
    this.containers += 1;
    return Array.isArray(value) ? this.arrayId(value, depth) : this.objectId(value as Record<string, unknown>, depth);
  }

  private arrayId(items: readonly unknown[], depth: number): number {
    let id = EMPTY_ARRAY_ID;
    for (let index = 0; index < items.length; index += 1) id = this.step(id, this.id(items[index], depth + 1));
    return id;
  }

  // Members sorted by the key's number: equal key sets sort alike in one table. Each member is two steps,
  // its key and its value, so `{a: b}` and `{b: a}` differ.
  private objectId(record: Record<string, unknown>, depth: number): number {
    const keys = Object.keys(record);
    const pairs: [number, number][] = new Array(keys.length);
    for (let index = 0; index < keys.length; index += 1) {
      const key = keys[index] as string;
      pairs[index] = [this.stringId(key), this.id(record[key], depth + 1)];
    }
    if (pairs.length > 1) pairs.sort((a, b) => a[0] - b[0]);
    let id = EMPTY_OBJECT_ID;
    for (const [key, member] of pairs) id = this.step(this.step(id, key), member);
    return id;
  }

  private step(prefix: number, member: number): number {
    return this.intern(this.steps, prefix * ID_SPAN + member);
  }

  private stringId(text: string): number {
    return this.intern(this.strings, text);
  }

  private intern<K>(table: Map<K, number>, key: K): number {
    const found = table.get(key);
    if (found !== undefined) return found;
    // No parsed reply has this many distinct values; past it, step keys would no longer be exact.
    if (this.next >= ID_SPAN) throw new RangeError("the data holds too many distinct values to compare items");
    const id = this.next;
    this.next += 1;
    table.set(key, id);
    return id;
  }
}
