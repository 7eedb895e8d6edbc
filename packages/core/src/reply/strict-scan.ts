// Internal to reply/: one strict JSON value scan, optionally building the value it proved.
import type { JsonScan } from "./json-scan";
import { scanJsonValue } from "./json-scanner";
import { ScanError } from "./scan-error";

// Node 20 has String.prototype.isWellFormed; ES2022 typings do not, and the fallback keeps other
// engines correct (without the u flag a regex sees lone surrogate code units).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
const HAS_WELL_FORMED = typeof (String.prototype as Partial<WellFormedText>).isWellFormed === "function";

/** A string on an engine with String.prototype.isWellFormed. */
interface WellFormedText {
  isWellFormed(): boolean;
}

/** Whether a string has no lone surrogate code units. */
export function isWellFormedText(text: string): boolean {
  // A direct method call: the walk of a large value makes one per key and string.
  return HAS_WELL_FORMED ? (text as unknown as WellFormedText).isWellFormed() : !LONE_SURROGATE.test(text);
}

/** The outcome of {@link scanStrictValue} beyond its return value. */
export interface StrictScanValue {
  /** The value, when the scan had to build it anyway (then callers need not parse again). */
  value: unknown;
  /** Whether {@link value} is set. */
  built: boolean;
}

/**
 * Scans one strict JSON value of `scan.text` at `start` and returns the index just past it, or -1
 * with the failure recorded on `scan`. With `build`, the value is built from the slice (by the native
 * JSON.parse) when the scan succeeds.
 *
 * String content is skipped with cached native searches for the characters that need a look (quote,
 * backslash, control characters, surrogates), so the scan is exact and needs no re-check.
 */
export function scanStrictValue(start: number, scan: JsonScan, build: boolean, out: StrictScanValue): number {
  out.value = undefined;
  out.built = false;
  const end = scanJsonValue(start, scan);
  if (end < 0 || !build) return end;
  // JSON.parse cannot reject what the strict scan accepted; the guard only keeps this total.
  try {
    out.value = JSON.parse(scan.text.slice(start, end)) as unknown;
    out.built = true;
    return end;
  } catch {
    return scan.fail(ScanError.Internal, start);
  }
}
