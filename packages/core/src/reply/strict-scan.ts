// Internal to reply/: one strict JSON value scan that is fast on long strings and still exact.
import type { JsonScan } from "./json-scan";
import { scanJsonValue } from "./json-scanner";
import { ScanError } from "./scan-error";

// Node 20 has String.prototype.isWellFormed; ES2022 typings do not, and the fallback keeps other
// engines correct (without the u flag a regex sees lone surrogate code units).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
const nativeWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;
// The only characters the fast mode lets through unchecked inside strings.
const UNCHECKED = /[\x00-\x1f\ud800-\udfff]/;

/** Whether a string has no lone surrogate code units. */
export function isWellFormedText(text: string): boolean {
  return nativeWellFormed ? nativeWellFormed.call(text) : !LONE_SURROGATE.test(text);
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
 * with the failure recorded on `scan`, exactly as a character-by-character strict scan would.
 *
 * The fast mode skips string content with native searches and leaves control characters and raw
 * surrogates in it unchecked. The slice it covered is then tested for such characters at all (a
 * native regex, usually finding none); when there are some, `JSON.parse` and a well-formedness check
 * decide a success, and a failure is scanned again strictly, so reasons and positions stay exact.
 * With `build`, the value is built from the slice when the scan succeeds.
 */
export function scanStrictValue(start: number, scan: JsonScan, build: boolean, out: StrictScanValue): number {
  out.value = undefined;
  out.built = false;
  scan.fast = true;
  const end = scanJsonValue(start, scan);
  if (!scan.skipped) return built(scan, start, end, build, out);
  const text = scan.text;
  const reach = end >= 0 ? end : Math.min(scan.at + 1, text.length);
  const slice = text.slice(start, reach);
  // A value to be built is parsed anyway, and JSON.parse does this check as it goes.
  if (!(end >= 0 && build)) {
    scan.extraOps += reach - start;
    if (!UNCHECKED.test(slice)) return end;
  }
  if (end >= 0 && isWellFormedText(slice) && parseInto(slice, out)) return end;
  scan.fast = false;
  const strictEnd = scanJsonValue(start, scan);
  scan.fast = true;
  scan.extraOps += reach - start;
  if (strictEnd < 0) return -1;
  // Unreachable: whatever the strict scan accepts, JSON.parse and the well-formedness check accept.
  out.built = false;
  return scan.fail(ScanError.Internal, start);
}

/** Finishes a scan that needs no re-check: builds the value when asked and the scan succeeded. */
function built(scan: JsonScan, start: number, end: number, build: boolean, out: StrictScanValue): number {
  if (end < 0 || !build) return end;
  // JSON.parse cannot reject what the strict scan accepted; the guard only keeps this total.
  return parseInto(scan.text.slice(start, end), out) ? end : scan.fail(ScanError.Internal, start);
}

/** Parses a slice into `out`; false when JSON.parse rejects it. */
function parseInto(slice: string, out: StrictScanValue): boolean {
  try {
    out.value = JSON.parse(slice) as unknown;
    out.built = true;
    return true;
  } catch {
    return false;
  }
}
