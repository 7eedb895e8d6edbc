/**
 * Whether a model's error says it cannot take tools: an `UnsupportedFunctionalityError` about tools or
 * the tool choice (thrown by providers before any request), or an HTTP 400/422 from a server whose message
 * names tool support (Ollama's "does not support tools", vLLM's "tool choice … not supported", …).
 */
export function rejectsTools(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { name?: unknown; functionality?: unknown; message?: unknown; statusCode?: unknown; responseBody?: unknown };
  if (e.name === "AI_UnsupportedFunctionalityError") return /tool/i.test(`${String(e.functionality)} ${String(e.message)}`);
  if (e.statusCode !== 400 && e.statusCode !== 422) return false;
  const text = `${String(e.message)} ${typeof e.responseBody === "string" ? e.responseBody : ""}`;
  return /(tools?|tool[_ ]choice|function calling)\b[^.]{0,40}\bnot (be )?(supported|enabled|available)|does not support (tools|tool|function calling)|tools? (are|is) not supported/i.test(text);
}
