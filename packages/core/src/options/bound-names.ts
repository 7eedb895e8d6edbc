import type { OptionSpec } from "./option-spec";

/**
 * The `byName` of a set bound to one call's values (an inline menu of a cached shape): lookups read the
 * shape's own map, except for the value options of this call, which it holds itself; iteration sees the
 * same entries in the same order as the `Map` of a set built afresh. Saves filling a new `Map` on every
 * decision (the lookups are all a decision does with it).
 */
export class BoundNames implements ReadonlyMap<string, OptionSpec> {
  readonly #base: ReadonlyMap<string, OptionSpec>;
  readonly #options: readonly OptionSpec[];
  readonly #slots: readonly number[];
  #all: Map<string, OptionSpec> | undefined;

  /** `slots` are the indexes in `options` of the value options bound to this call's values. */
  constructor(base: ReadonlyMap<string, OptionSpec>, options: readonly OptionSpec[], slots: readonly number[]) {
    this.#base = base;
    this.#options = options;
    this.#slots = slots;
  }

  get size(): number {
    return this.#base.size;
  }

  get(name: string): OptionSpec | undefined {
    for (const slot of this.#slots) if (this.#options[slot].name === name) return this.#options[slot];
    return this.#base.get(name);
  }

  has(name: string): boolean {
    return this.#base.has(name);
  }

  forEach(callback: (value: OptionSpec, key: string, map: ReadonlyMap<string, OptionSpec>) => void, thisArg?: unknown): void {
    for (const option of this.#options) callback.call(thisArg, option, option.name, this);
  }

  entries(): MapIterator<[string, OptionSpec]> {
    return this.all().entries();
  }

  keys(): MapIterator<string> {
    return this.all().keys();
  }

  values(): MapIterator<OptionSpec> {
    return this.all().values();
  }

  [Symbol.iterator](): MapIterator<[string, OptionSpec]> {
    return this.all().entries();
  }

  get [Symbol.toStringTag](): string {
    return "Map";
  }

  // Iteration is rare (diagnostics, user code): the full map is made on first use.
  private all(): Map<string, OptionSpec> {
    this.#all ??= new Map(this.#options.map((o) => [o.name, o]));
    return this.#all;
  }
}
