import { boundText } from "./message-bounds";

/** The longest rendered field path; paths are quoted in messages sent back to the model. */
export const MAX_FIELD_PATH = 120;

// Keys longer than this are cut inside `["…"]`, so one hostile key cannot fill the whole path budget.
const MAX_KEY_IN_PATH = 40;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;

/** A field of the arguments as an error names it: the rendered path and the value found there. */
export interface LocatedField {
  /** The path in `steps[0].action` form; empty for the arguments object itself. */
  readonly path: string;
  /** The value at that path, or `undefined` when there is none. */
  readonly value: unknown;
}

/**
 * Finds the field a JSON Pointer (Ajv's `instancePath`, e.g. `/steps/0/action`) names inside `root`, and
 * renders its path as `steps[0].action`: identifiers joined by dots, array indexes in brackets, other keys as
 * `["weird key"]`. `extraKey`, when given, is one more object key after the pointer (Ajv's missing property).
 */
export function locateField(root: unknown, pointer: string, extraKey?: string): LocatedField {
  const keys = pointer === "" ? [] : pointer.slice(1).split("/").map(unescapePointerSegment);
  if (extraKey !== undefined) keys.push(extraKey);
  let path = "";
  let current: unknown = root;
  for (const key of keys) {
    // Stop growing a path nobody will read in full, but keep walking to find the value.
    if (path.length <= MAX_FIELD_PATH) path += renderKey(key, Array.isArray(current), path === "");
    current = ownValue(current, key);
  }
  return { path: boundText(path, MAX_FIELD_PATH), value: current };
}

// One path step: `[3]` for an array index, `.name` (or `name` first) for an identifier, else `["key"]`.
function renderKey(key: string, inArray: boolean, first: boolean): string {
  if (inArray && ARRAY_INDEX.test(key)) return `[${key}]`;
  if (IDENTIFIER.test(key)) return first ? key : `.${key}`;
  return `[${JSON.stringify(boundText(key, MAX_KEY_IN_PATH))}]`;
}

/** Undoes JSON Pointer escaping: `~1` is `/`, then `~0` is `~` (RFC 6901 order). */
function unescapePointerSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

// Only own properties: a path must never read through to a prototype (`constructor`, `__proto__` …).
function ownValue(container: unknown, key: string): unknown {
  if (typeof container !== "object" || container === null) return undefined;
  return Object.prototype.hasOwnProperty.call(container, key) ? (container as Record<string, unknown>)[key] : undefined;
}
