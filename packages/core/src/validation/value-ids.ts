// Parsed replies nest at most 64 deep; anything deeper than this did not come from JSON.
const MAX_DEPTH = 256;

// Fixed ids of the values that need no table.
const NULL_ID = 0;
const FALSE_ID = 1;
const TRUE_ID = 2;
const UNDEFINED_ID = 3;

/**
 * A table that gives every JSON value a number such that two values get the same number exactly when they
 * are equal as JSON (key order does not matter, `1` and `"1"` differ, `0` and `-0` are equal). Built
 * bottom-up: an array or object is identified by the numbers of its direct members (an object's members
 * sorted by key), so identifying a value costs time linear in its size. The values asked for by
 * {@link ValueIds.idOf} (the items of a `uniqueItems` array) keep their number for the table's life, and a
 * later value containing them stops there: one table serves one validation run, whose `uniqueItems`
 * checks run inner arrays first, so an array nested in others is read once, not once per enclosing level.
 */
export class ValueIds {
  // Maps, not objects: a key "__proto__" must be a key like any other.
  private readonly strings = new Map<string, number>();
  private readonly numbers = new Map<number, number>();
  private readonly shapes = new Map<string, number>();
  // The values asked for by idOf. Only those: remembering every container would cost more than it saves
  // (a lookup of an object never remembered is cheap; remembering one is not). Holds the run's own data
  // only, and the table lives no longer than the run.
  private readonly known = new Map<object, number>();
  private next = UNDEFINED_ID + 1;
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
    const shape = Array.isArray(value) ? this.arrayShape(value, depth) : this.objectShape(value as Record<string, unknown>, depth);
    return this.intern(this.shapes, shape);
  }

  // "[" and the members' numbers: as long as the array has members, not as long as their contents.
  private arrayShape(items: readonly unknown[], depth: number): string {
    let shape = "[";
    for (let index = 0; index < items.length; index += 1) shape += `${this.id(items[index], depth + 1)},`;
    return shape;
  }

  // "{" and key:value number pairs, sorted by the key's number: equal key sets sort alike in one table.
  private objectShape(record: Record<string, unknown>, depth: number): string {
    const keys = Object.keys(record);
    const pairs: [number, number][] = new Array(keys.length);
    for (let index = 0; index < keys.length; index += 1) {
      const key = keys[index] as string;
      pairs[index] = [this.stringId(key), this.id(record[key], depth + 1)];
    }
    if (pairs.length > 1) pairs.sort((a, b) => a[0] - b[0]);
    let shape = "{";
    for (const [key, member] of pairs) shape += `${key}:${member},`;
    return shape;
  }

  private stringId(text: string): number {
    return this.intern(this.strings, text);
  }

  private intern<K>(table: Map<K, number>, key: K): number {
    const found = table.get(key);
    if (found !== undefined) return found;
    const id = this.next;
    this.next += 1;
    table.set(key, id);
    return id;
  }
}
