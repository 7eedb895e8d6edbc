/** The longest message a validation {@link Problem} may carry; messages go back to the model on a re-pick. */
export const MAX_PROBLEM_MESSAGE = 300;

/** The longest excerpt of a model-supplied value quoted inside a message. */
export const MAX_VALUE_EXCERPT = 60;

/**
 * Cuts `text` to at most `max` UTF-16 units, ending in `…` when it was cut.
 * Never leaves half of a surrogate pair behind, so the result is always well-formed text.
 */
export function boundText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  // A lone high surrogate would make the prompt malformed UTF-16 (strict JSON parsers reject it).
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + "…";
}
