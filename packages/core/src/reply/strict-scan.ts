// Internal to reply/: one strict JSON value scan that is fast on long strings and still exact.
import type { JsonScan } from "./json-scan";
import { scanJsonValue } from "./json-scanner";

// Node 20 has String.prototype.isWellFormed; ES2022 typings do not, and the fallback keeps older
// engines correct (without the u flag a regex sees lone surrogate code units).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
const nativeWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/** Whether a string has no lone surrogate code units. */
export function isWellFormedText(text: string): boolean {
  return nativeWellFormed ? nativeWellFormed.call(text) : !LONE_SURROGATE.test(text);
}

/**
 * Scans one strict JSON value at `start` and returns the index just past it, or -1 with the reason
 * on `scan`; on success it also builds the value (`scan.value`) when the object carried a watched
 * key or the fast path was taken.
 *
 * The fast path skips long string runs natively and leaves their control characters and raw
 * surrogates to `JSON.parse` and a well-formedness check of the slice. When those object, or the
 * fast scan failed after skipping, the value is scanned again strictly, so the reason and position
 * reported are always those of the first strict violation.
 */
export function scanStrictValue(text: string, start: number, scan: JsonScan): number {
  scan.fast = true;
  const end = scanJsonValue(text, start, scan);
  if (!scan.skipped) {
    if (end >= 0 && scan.sawWatchedKey) build(text.slice(start, end), scan);
    return end;
  }
  if (end >= 0) {
    const slice = text.slice(start, end);
    if (isWellFormedText(slice) && build(slice, scan)) return end;
  }
  const fastEnd = end < 0 ? scan.at : end;
  scan.fast = false;
  const strictEnd = scanJsonValue(text, start, scan);
  scan.fast = true;
  scan.extraOps += fastEnd - start;
  if (strictEnd < 0) return -1;
  // Unreachable: the strict scan accepts less than the fast one and JSON.parse.
  scan.fail("invalid JSON", start);
  return -1;
}

/** Builds the value of a slice already proved (or nearly proved) strict; false if JSON.parse objects. */
function build(slice: string, scan: JsonScan): boolean {
  try {
    scan.value = JSON.parse(slice) as unknown;
    scan.hasValue = true;
    return true;
  } catch {
    return false;
  }
}
