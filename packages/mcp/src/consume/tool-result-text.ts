/** The parts of an MCP `tools/call` result that become the text a model reads. */
export interface CallResultLike {
  readonly content?: readonly unknown[];
  readonly structuredContent?: unknown;
  readonly isError?: boolean;
}

/**
 * The text a model reads for an MCP tool result: text parts joined by newlines, a text resource's text,
 * other parts (image, audio, binary resource, resource link) as a bracketed placeholder naming what they
 * are; `structuredContent`, as JSON, when the result has no content to show (the spec asks servers to send
 * it as text too, so a result that does is not shown twice).
 */
export function toolResultText(result: CallResultLike): string {
  const parts = (result.content ?? []).map(partText).filter((text) => text !== "");
  if (parts.length > 0) return parts.join("\n");
  if (result.structuredContent !== undefined) return JSON.stringify(result.structuredContent);
  return "";
}

function partText(part: unknown): string {
  if (typeof part !== "object" || part === null) return "";
  const p = part as Record<string, unknown>;
  switch (p.type) {
    case "text":
      return typeof p.text === "string" ? p.text : "";
    case "image":
    case "audio":
      return `[${p.type}${mime(p.mimeType)}${sizeOf(p.data)}]`;
    case "resource": {
      const r = (typeof p.resource === "object" && p.resource !== null ? p.resource : {}) as Record<string, unknown>;
      if (typeof r.text === "string") return r.text;
      return `[resource ${String(r.uri ?? "")}${mime(r.mimeType)}${sizeOf(r.blob)}]`;
    }
    case "resource_link":
      return `[resource link ${String(p.uri ?? "")}${typeof p.name === "string" ? ` "${p.name}"` : ""}${mime(p.mimeType)}]`;
    default:
      return `[${String(p.type)} content]`;
  }
}

function mime(value: unknown): string {
  return typeof value === "string" ? ` ${value}` : "";
}

// Base64 holds 3 bytes in every 4 characters; the size tells the model something was there, and how much.
function sizeOf(data: unknown): string {
  if (typeof data !== "string") return "";
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return `, ${Math.max(0, Math.floor((data.length * 3) / 4) - padding)} bytes`;
}
