import { fail, ok, type Result } from "../errors/result";
import { JsonScan } from "./json-scan";
import { skipWhitespace } from "./json-scanner";
import { resolveLimits } from "./resolve-limits";
import { scanStrictValue, type StrictScanValue } from "./strict-scan";

/** The caps strict JSON parsing enforces, so hostile text fails fast instead of costing time or stack. */
export interface JsonLimits {
  /** The longest text accepted, in UTF-16 code units. */
  readonly maxLength: number;
  /** The deepest nesting of objects and arrays accepted (a lone `{}` is depth 1). */
  readonly maxDepth: number;
}

/** The default {@link JsonLimits}: 4 Mi characters and 64 levels of nesting. */
export const DEFAULT_JSON_LIMITS: JsonLimits = Object.freeze({ maxLength: 4 * 1024 * 1024, maxDepth: 64 });

/**
 * Parses a whole string as strict RFC 8259 JSON (surrounding whitespace allowed), returning the value
 * or a `parse_error` problem; it never throws.
 *
 * Stricter than `JSON.parse`: duplicate keys in one object (compared after unescaping), numbers that
 * are not finite as doubles, and lone surrogates (raw or escaped) are errors. A `"__proto__"` key
 * becomes an own data property, as with `JSON.parse`.
 */
export function parseStrictJson(text: string, limits?: Partial<JsonLimits>): Result<unknown> {
  const { maxLength, maxDepth } = resolveLimits(DEFAULT_JSON_LIMITS, limits);
  if (typeof text !== "string") return parseError("the input is not a string");
  if (text.length > maxLength) {
    return parseError(`the text is too long (${text.length} characters; the limit is ${maxLength})`);
  }
  try {
    const scan = new JsonScan(text, maxDepth);
    const out: StrictScanValue = { value: undefined, built: false };
    const start = skipWhitespace(text, 0);
    const end = scanStrictValue(start, scan, true, out);
    if (end < 0) return parseError(`${scan.reason} (at character ${scan.at})`);
    const rest = skipWhitespace(text, end);
    if (rest < text.length) return parseError(`unexpected text after the JSON value (at character ${rest})`);
    return ok(out.value);
  } catch (error) {
    // Unreachable for valid scans; kept so that no input can make this function throw.
    return parseError(`the JSON could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Builds the `parse_error` result every failure here returns. */
function parseError(reason: string): Result<never> {
  return fail({ kind: "parse_error", message: `Invalid JSON: ${reason}.` });
}
