// A symbol rather than a string tag: nothing a user writes by accident can look like the marker.
const INT_MARKER: unique symbol = Symbol.for("agentic-ts.Int");

/** The runtime type of the {@link Int} marker value. */
export interface IntMarker {
  readonly [INT_MARKER]: true;
}

/**
 * An integer: as a type it is `number` (TypeScript has no integer type); as a value it is the schema-field
 * marker that compiles to `{ type: "integer" }`, the way `Number` compiles to `{ type: "number" }`.
 *
 * @example
 * option.schema("Split the bill.", { people: Int, total: Number });
 */
export type Int = number;

/** The schema-field marker for integers (see the {@link Int} type). */
export const Int: IntMarker = Object.freeze({
  [INT_MARKER]: true as const,
  toString: () => "Int",
});

/** Tells whether a value is the {@link Int} marker. */
export function isIntMarker(value: unknown): value is IntMarker {
  return value === Int;
}
