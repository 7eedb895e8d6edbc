/**
 * JSON text that is pretty-printed only where it has to be: a value that fits in `width` columns (after
 * its indentation) stays on one line as `{"a": 1, "b": [2]}`, a longer object or array is spread one
 * member per line, indented by two spaces. The result is valid JSON.
 */
export function compactJson(value: unknown, width = 100): string {
  return format(value, "", width);
}

function format(value: unknown, indent: string, width: number): string {
  const flat = oneLine(value);
  if (indent.length + flat.length <= width || value === null || typeof value !== "object") return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => inner + format(v, inner, width)).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner, width)}`).join(",\n")}\n${indent}}`;
}

function oneLine(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(oneLine).join(", ")}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`).join(", ")}}`;
}
