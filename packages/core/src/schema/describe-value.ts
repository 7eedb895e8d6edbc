import { isDict } from "./is-dict";

/**
 * Describes a value in a few words for an error message ("null", "the number 5", "a Date", "an empty
 * dict"), without ever printing a large or hostile value in full.
 */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  switch (typeof value) {
    case "string":
      return value.length > 40 ? "a string" : `the string ${JSON.stringify(value)}`;
    case "number":
    case "bigint":
    case "boolean":
      return `the ${typeof value} ${String(value)}`;
    case "symbol":
      return "a symbol";
    case "function":
      return value.name ? `the function "${value.name}"` : "an anonymous function";
  }
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (isDict(value)) return Object.keys(value).length === 0 ? "an empty dict" : "a dict";
  const ctor = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)?.constructor;
  const name = typeof ctor?.name === "string" && ctor.name ? ctor.name : "object";
  return `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`;
}
