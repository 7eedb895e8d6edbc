/** Joins the configured system prompt and a conversation's own system text (either may be absent). */
export function joinSystem(configured: string | undefined, fromInput: string | undefined): string | undefined {
  if (fromInput === undefined) return configured;
  return configured ? `${configured}\n\n${fromInput}` : fromInput;
}
