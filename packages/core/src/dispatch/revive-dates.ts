/**
 * Turns the date-time strings at `paths` inside a validated argument into `Date`s and returns the
 * argument: the value itself when a path is empty, else changed in place. A path is a list of steps: a
 * property name, `"[]"` for every array item, `"{}"` for every own value of a record. Only own
 * properties are followed (validation already dropped unknown fields), and anything that is not a
 * string where a date should be is left alone.
 */
export function reviveDates(value: unknown, paths: readonly (readonly string[])[]): unknown {
  let out = value;
  for (const path of paths) {
    if (path.length === 0) out = toDate(out);
    else reviveAt(out, path, 0);
  }
  return out;
}

function reviveAt(holder: unknown, path: readonly string[], at: number): void {
  if (typeof holder !== "object" || holder === null) return;
  const step = path[at] as string;
  const last = at === path.length - 1;
  const visit = (key: string | number, container: Record<string | number, unknown>): void => {
    // defineProperty: an own "__proto__" key of parsed JSON must stay a key, never set the prototype.
    if (last) Object.defineProperty(container, key, { value: toDate(container[key]), writable: true, enumerable: true, configurable: true });
    else reviveAt(container[key], path, at + 1);
  };
  const container = holder as Record<string | number, unknown>;
  if (step === "[]") {
    if (Array.isArray(holder)) for (let i = 0; i < holder.length; i++) visit(i, container);
  } else if (step === "{}") {
    if (!Array.isArray(holder)) for (const key of Object.keys(holder)) visit(key, container);
  } else if (Object.prototype.hasOwnProperty.call(holder, step)) {
    visit(step, container);
  }
}

function toDate(value: unknown): unknown {
  return typeof value === "string" ? new Date(value) : value;
}
