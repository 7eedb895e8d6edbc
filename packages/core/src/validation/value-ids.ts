import { IndexMarks } from "./index-marks";
import { StepTable } from "./step-table";

// Parsed replies nest at most 64 deep; anything deeper than this did not come from JSON.
const MAX_DEPTH = 256;

// Fixed ids of the values that need no table, of the empty array and object every container starts from,
// and of the root a lone number (an item itself, not a member) is a step from.
const NULL_ID = 1;
const FALSE_ID = 2;
const TRUE_ID = 3;
const UNDEFINED_ID = 4;
const EMPTY_ARRAY_ID = 5;
const EMPTY_OBJECT_ID = 6;
const NUMBER_ROOT_ID = 7;
const FIRST_FREE_ID = 8;
// An object's members are sorted by key; up to this many by insertion sort in place, more by a sort call.
const INSERTION_SORT_MAX = 16;
// The member stack starts this large, and is made this large again when cleared after growing past 64 times it.
const FIRST_STACK = 64;

/**
 * A table that gives every JSON value a number such that two values get the same number exactly when they
 * are equal as JSON (key order does not matter, `1` and `"1"` differ, `0` and `-0` are equal). Built
 * bottom-up: an array or object is identified by its direct members (an object's sorted by key), one step
 * per member in a {@link StepTable} (the container `[a, b]` is the step `b` from the container `[a]`, itself
 * the step `a` from `[]`; an object's step carries the member's key too), so identifying a value costs time
 * linear in its size. A number member is its own step value, a string's is its interned number, a
 * container's its id: reading data allocates nothing per member but the table's own growth. The values asked
 * for by {@link ValueIds.idOf} (the items of a `uniqueItems` array) keep their number until the table is
 * cleared, and a later value containing them stops there: one table serves one validation run at a time,
 * whose `uniqueItems` checks run inner arrays first, so an array nested in others is read once, not once per
 * enclosing level.
 */
export class ValueIds {
  /** Where each id was first met in the array being checked for duplicates (ids are this table's). */
  readonly marks = new IndexMarks();
  // A Map, not an object: a key "__proto__" must be a key like any other.
  private readonly strings = new Map<string, number>();
  private readonly steps = new StepTable(FIRST_FREE_ID);
  // The values asked for by idOf. Only those: remembering every container would cost more than it saves
  // (a lookup of an object never remembered is cheap; remembering one is not). Holds the run's own data
  // only, and is emptied when the run ends.
  private readonly known = new Map<object, number>();
  // An object's members while it is read: member tags and values, a stack shared by the nested objects
  // being read (each uses the slots from `top` on), reused from object to object.
  private memberTags = new Int32Array(FIRST_STACK);
  private memberValues = new Float64Array(FIRST_STACK);
  private top = 0;
  private containers = 0;

  /** How many arrays and objects this table has read the members of: the work it has done. */
  get identified(): number {
    return this.containers;
  }

  /** Forgets every value, for reuse by another run: the next ids may repeat those given before. */
  clear(): void {
    this.strings.clear();
    this.known.clear();
    this.steps.clear();
    this.marks.clear();
    if (this.memberTags.length > FIRST_STACK * 64) {
      this.memberTags = new Int32Array(FIRST_STACK);
      this.memberValues = new Float64Array(FIRST_STACK);
    } else if (this.containers > 0) {
      // The stack held the run's numbers: nothing of a finished run's data is kept.
      this.memberValues.fill(0);
    }
    this.containers = 0;
    this.top = 0;
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
    // A read stopped by a throw may have left members on the stack.
    this.top = 0;
    const id = this.containerId(value, 0);
    this.known.set(value, id);
    return id;
  }

  private id(value: unknown, depth: number): number {
    switch (typeof value) {
      case "string":
        return this.stringId(value);
      case "number":
        return this.steps.step(NUMBER_ROOT_ID, 0, value);
      case "boolean":
        return value ? TRUE_ID : FALSE_ID;
      case "undefined":
        return UNDEFINED_ID;
      case "object":
        return value === null ? NULL_ID : this.containerId(value, depth);
      default:
        // Not JSON data (a function, a symbol, a bigint): equal to nothing else.
        return this.steps.fresh();
    }
  }

  private containerId(value: object, depth: number): number {
    if (depth > 0) {
      const known = this.known.get(value);
      if (known !== undefined) return known;
    }
    if (depth > MAX_DEPTH) throw new RangeError("the data nests too deeply to compare items");
    this.containers += 1;
    return Array.isArray(value) ? this.arrayId(value, depth) : this.objectId(value as Record<string, unknown>, depth);
  }

  // An item's tag is 0 for a number, 1 for anything else (whose step value is then an id).
  private arrayId(items: readonly unknown[], depth: number): number {
    let id = EMPTY_ARRAY_ID;
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index];
      id = typeof item === "number" ? this.steps.step(id, 0, item) : this.steps.step(id, 1, this.id(item, depth + 1));
    }
    return id;
  }

  // A member's tag is twice its key's number, plus one when the value is not a number, so `{a: b}` and
  // `{b: a}` differ, and so do `{a: 1}` and `{a: <the thing whose id is 1>}`. Members are taken in the order
  // of their tags: equal key sets sort alike in one table.
  private objectId(record: Record<string, unknown>, depth: number): number {
    const base = this.top;
    let count = 0;
    for (const key in record) {
      // for-in also lists inherited enumerable keys; JSON data has own keys only.
      if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
      const value = record[key];
      const keyTag = this.stringId(key) * 2;
      let tag: number;
      let member: number;
      if (typeof value === "number") {
        tag = keyTag;
        member = value;
      } else {
        // The member's own members go on the stack above this object's.
        this.top = base + count;
        tag = keyTag + 1;
        member = this.id(value, depth + 1);
      }
      this.push(base + count, tag, member);
      count += 1;
    }
    this.top = base + count;
    this.sortMembers(base, count);
    let id = EMPTY_OBJECT_ID;
    for (let slot = base; slot < base + count; slot += 1) {
      id = this.steps.step(id, this.memberTags[slot] as number, this.memberValues[slot] as number);
    }
    this.top = base;
    return id;
  }

  private push(slot: number, tag: number, value: number): void {
    if (slot >= this.memberTags.length) {
      const tags = new Int32Array(this.memberTags.length * 2);
      const values = new Float64Array(this.memberValues.length * 2);
      tags.set(this.memberTags);
      values.set(this.memberValues);
      this.memberTags = tags;
      this.memberValues = values;
    }
    this.memberTags[slot] = tag;
    this.memberValues[slot] = value;
  }

  // Tags are distinct within an object (keys are), so the order is total.
  private sortMembers(base: number, count: number): void {
    const tags = this.memberTags;
    const values = this.memberValues;
    if (count <= INSERTION_SORT_MAX) {
      for (let i = base + 1; i < base + count; i += 1) {
        const tag = tags[i] as number;
        const value = values[i] as number;
        let j = i - 1;
        for (; j >= base && (tags[j] as number) > tag; j -= 1) {
          tags[j + 1] = tags[j] as number;
          values[j + 1] = values[j] as number;
        }
        tags[j + 1] = tag;
        values[j + 1] = value;
      }
      return;
    }
    const order = Array.from({ length: count }, (_, k) => base + k).sort((a, b) => (tags[a] as number) - (tags[b] as number));
    const sortedTags = order.map((slot) => tags[slot] as number);
    const sortedValues = order.map((slot) => values[slot] as number);
    tags.set(sortedTags, base);
    values.set(sortedValues, base);
  }

  private stringId(text: string): number {
    const found = this.strings.get(text);
    if (found !== undefined) return found;
    const id = this.steps.fresh();
    this.strings.set(text, id);
    return id;
  }
}
