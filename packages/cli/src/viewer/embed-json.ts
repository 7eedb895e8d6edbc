/**
 * JSON text that is safe inside an HTML `<script type="application/json">` element: every `<`, `>` and
 * `&` is written as a `\u` escape, so no string in the data (a model's reply containing
 * `</script><script>…`, say) can close the element or open a comment, and `JSON.parse` of the element's
 * text gives back the same value. U+2028/U+2029 are escaped too, for any reader that evaluates it as script.
 */
export function embedJson(value: unknown): string {
  return (JSON.stringify(value) ?? "null").replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
