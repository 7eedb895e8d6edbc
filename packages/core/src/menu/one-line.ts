/** Collapses a description (a doc comment, say) onto one line, so that each menu entry keeps its layout. */
export function oneLine(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function sentence(text: string): string {
  return /[.!?:;]$/.test(text) ? text : `${text}.`;
}
