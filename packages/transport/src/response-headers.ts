import type { IncomingHttpHeaders } from "node:http";

/**
 * The read-only headers of a {@link BufferedResponse}: the `Headers` API over the record undici parses
 * (lower-case names, repeated headers as arrays), without copying it into a `Headers` object, whose
 * validation and sorting would be done for every answer although the SDKs read two or three names.
 * Reads behave as a response's `Headers`: names are case-insensitive, repeated values are joined with
 * ", ", iteration is sorted by name with each `set-cookie` on its own; writes throw a `TypeError`, as on
 * a response's immutable headers.
 */
export class ResponseHeaders implements Headers {
  readonly #record: IncomingHttpHeaders;
  #sorted: Array<[string, string]> | undefined;

  /** @param record Headers as undici gives them: lower-case names, a string or an array of strings each. */
  constructor(record: IncomingHttpHeaders) {
    this.#record = record;
  }

  /** The value of `name` (repeated values joined with ", "), or `null`. */
  get(name: string): string | null {
    const value = this.#value(name.toLowerCase());
    if (value === undefined) return null;
    return typeof value === "string" ? value : value.join(", ");
  }

  /** Whether the answer carries `name`. */
  has(name: string): boolean {
    return this.#value(name.toLowerCase()) !== undefined;
  }

  /** Every `set-cookie` value, one each. */
  getSetCookie(): string[] {
    const value = this.#value("set-cookie");
    return value === undefined ? [] : typeof value === "string" ? [value] : [...value];
  }

  /** The name/value pairs sorted by name, repeated values joined except `set-cookie`'s. */
  entries(): IterableIterator<[string, string]> {
    // The SDKs read every answer's entries once: a list of fresh pairs (the caller's to keep), not a
    // copy of the kept one.
    return (this.#sorted ? this.#sorted.map(([name, value]): [string, string] => [name, value]) : this.#build())[Symbol.iterator]();
  }

  /** The names, sorted (`set-cookie` once per value). */
  keys(): IterableIterator<string> {
    return this.#list()
      .map(([name]) => name)
      [Symbol.iterator]();
  }

  /** The values, in the order of {@link ResponseHeaders.keys}. */
  values(): IterableIterator<string> {
    return this.#list()
      .map(([, value]) => value)
      [Symbol.iterator]();
  }

  /** Calls `callback` for each pair, in the order of {@link ResponseHeaders.entries}. */
  forEach(callback: (value: string, name: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.#list()) callback.call(thisArg, value, name, this);
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  /** @throws {TypeError} always: a response's headers are immutable. */
  append(): void {
    throw immutable();
  }

  /** @throws {TypeError} always: a response's headers are immutable. */
  set(): void {
    throw immutable();
  }

  /** @throws {TypeError} always: a response's headers are immutable. */
  delete(): void {
    throw immutable();
  }

  // The record is undici's plain object: a name is looked up among its own keys only.
  #value(name: string): string | string[] | undefined {
    return Object.hasOwn(this.#record, name) ? this.#record[name] : undefined;
  }

  #list(): Array<[string, string]> {
    return (this.#sorted ??= this.#build());
  }

  // Each pair is put in its sorted place as it is made (an answer has a handful of headers), instead
  // of sorting a copy of the names first.
  #build(): Array<[string, string]> {
    const list: Array<[string, string]> = [];
    const record = this.#record;
    for (const name of Object.keys(record)) {
      const value = record[name];
      if (value === undefined) continue;
      if (typeof value === "string") insertSorted(list, name, value);
      else if (name === "set-cookie") for (const item of value) insertSorted(list, name, item);
      else insertSorted(list, name, value.join(", "));
    }
    return list;
  }
}

// Inserts the pair after every pair whose name sorts before it or equals it, so repeated names (each
// set-cookie) keep their order.
function insertSorted(list: Array<[string, string]>, name: string, value: string): void {
  let i = list.length;
  while (i > 0 && list[i - 1]![0] > name) {
    list[i] = list[i - 1]!;
    i--;
  }
  list[i] = [name, value];
}

function immutable(): TypeError {
  return new TypeError("immutable: the headers of a response cannot be changed");
}
