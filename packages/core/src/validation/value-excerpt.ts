import { boundText, MAX_VALUE_EXCERPT } from "./message-bounds";

// Containers deeper than this are shown as `[…]` / `{…}`: an excerpt is a hint, not a dump.
const MAX_EXCERPT_DEPTH = 3;

/**
 * A short JSON rendering of a value for an error message, at most `max` characters.
 * The work done is bounded by `max` too, so quoting a 100 KiB string or a huge array stays cheap.
 */
export function excerptValue(value: unknown, max: number = MAX_VALUE_EXCERPT): string {
  const out: string[] = [];
  let length = 0;
  // Stops the walk as soon as the budget is spent; boundText below does the exact cut.
  const push = (piece: string): boolean => {
    out.push(piece);
    length += piece.length;
    return length <= max;
  };
  const write = (item: unknown, depth: number): boolean => {
    if (typeof item === "string") return push(JSON.stringify(item.slice(0, max + 1)));
    if (typeof item === "number") return push(Number.isFinite(item) ? String(item) : "null");
    if (item === null || typeof item === "boolean") return push(String(item));
    if (typeof item !== "object") return push(typeof item === "undefined" ? "undefined" : `<${typeof item}>`);
    const isArray = Array.isArray(item);
    if (depth >= MAX_EXCERPT_DEPTH) return push(isArray ? "[…]" : "{…}");
    if (!push(isArray ? "[" : "{")) return false;
    let first = true;
    if (isArray) {
      for (const element of item) {
        if (!first && !push(",")) return false;
        first = false;
        if (!write(element, depth + 1)) return false;
      }
    } else {
      for (const key in item) {
        if (!Object.prototype.hasOwnProperty.call(item, key)) continue;
        if (!first && !push(",")) return false;
        first = false;
        if (!push(JSON.stringify(key.slice(0, max + 1)) + ":")) return false;
        if (!write((item as Record<string, unknown>)[key], depth + 1)) return false;
      }
    }
    return push(isArray ? "]" : "}");
  };
  try {
    write(value, 0);
  } catch {
    // Hostile getters or proxies: an excerpt must never be the thing that throws.
    return "<unprintable>";
  }
  return boundText(out.join(""), max);
}
