/**
 * Splits `text` into up to `parts` non-empty pieces (whole code points), so a stream sends it as several
 * deltas the way a real model does. An empty string gives no pieces.
 */
export function splitDeltas(text: string, parts = 3): string[] {
  const points = Array.from(text);
  const size = Math.max(1, Math.ceil(points.length / parts));
  const pieces: string[] = [];
  for (let i = 0; i < points.length; i += size) pieces.push(points.slice(i, i + size).join(""));
  return pieces;
}
