// Internal to reply/: a shortcut for the commonest failed attempt in prose and hostile replies, a '{' and a
// quoted word not followed by ':' (`{"note" here}`, a '{' inside a string followed by the string's end).
// Reads that may fall past the text's end are guarded (see json-scanner.ts).

// The longest key read by hand; longer keys, escapes and odd characters go to the full scan.
const MAX_KEY = 16;

/**
 * If the object attempt at `brace` fails at its first key's colon without reading a watched key, returns
 * where it fails, else -1 (the full scan decides). Such a failure has no effect on the pick: nothing in it
 * looked like JSON (no colon was read), no key named a call, and nothing was nested, so the scan's setup is
 * not worth paying. The answer is exactly the strict scanner's: a plain key (no backslash, control character
 * or surrogate) read by hand, then whitespace, then anything but ':'.
 */
export function firstKeyFailure(text: string, brace: number, watchKeys: readonly string[]): number {
  let i = brace + 1;
  let c = i < text.length ? text.charCodeAt(i) : -1;
  while (c === 32 || c === 10 || c === 13 || c === 9) c = ++i < text.length ? text.charCodeAt(i) : -1;
  if (c !== 34) return -1;
  const from = i + 1;
  const limit = Math.min(from + MAX_KEY, text.length);
  for (i = from; i < limit; i++) {
    c = text.charCodeAt(i);
    if (c === 34) break;
    if (c === 92 || c < 32 || (c >= 0xd800 && c <= 0xdfff)) return -1;
  }
  if (i === limit) return -1;
  const to = i;
  c = ++i < text.length ? text.charCodeAt(i) : -1;
  while (c === 32 || c === 10 || c === 13 || c === 9) c = ++i < text.length ? text.charCodeAt(i) : -1;
  if (c === 58) return -1;
  for (let k = 0; k < watchKeys.length; k++) {
    if (watchKeys[k].length === to - from && text.startsWith(watchKeys[k], from)) return -1;
  }
  return i;
}
