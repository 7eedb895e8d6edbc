/** A text block of an MCP tool result. */
export interface McpTextContent {
  readonly type: "text";
  readonly text: string;
}

/** An image block of an MCP tool result: base64 data and its media type. */
export interface McpImageContent {
  readonly type: "image";
  readonly data: string;
  readonly mimeType: string;
}

/** An audio block of an MCP tool result: base64 data and its media type. */
export interface McpAudioContent {
  readonly type: "audio";
  readonly data: string;
  readonly mimeType: string;
}

/** An embedded resource of an MCP tool result: its URI, media type and text or base64 `blob`. */
export interface McpResourceContent {
  readonly type: "resource";
  readonly resource: { readonly uri: string; readonly mimeType?: string; readonly text?: string; readonly blob?: string };
}

/** One block of MCP tool-result content that {@link mcpContent} accepts. */
export type McpContentBlock = McpTextContent | McpImageContent | McpAudioContent | McpResourceContent;

/**
 * MCP-native content a served function returns, made by {@link mcpContent}; sent as the result's `content` as it is.
 * It is how a result is sent, not its data: a function returning it has no return schema, so its tool
 * declares no `outputSchema` and its results carry no `structuredContent` (the tag below tells `agentic gen`).
 *
 * @noReturnSchema
 */
export interface McpContent {
  readonly blocks: readonly McpContentBlock[];
}

// A registry rather than a brand property: nothing shows when the value is logged or serialized, and a
// look-alike object from the wire can never pass for one.
const made = new WeakSet<object>();

/**
 * Wraps MCP content blocks (text, image, audio, embedded resource) for a function served by `serveMcp` to
 * return: the tool result's `content` is these blocks as given, instead of the return value as text and
 * `structuredContent`. Called directly (not over MCP), the function returns this wrapper.
 *
 * @example
 * ```ts
 * @AgenticFunction()
 * chart() {
 *   return mcpContent({ type: "text", text: "Weekly tickets:" }, { type: "image", data: pngBase64, mimeType: "image/png" });
 * }
 * ```
 */
export function mcpContent(...blocks: McpContentBlock[]): McpContent {
  const content = Object.freeze({ blocks: Object.freeze(blocks.map((b) => Object.freeze({ ...b }))) });
  made.add(content);
  return content;
}

/** Whether `value` was made by {@link mcpContent}. */
export function isMcpContent(value: unknown): value is McpContent {
  return typeof value === "object" && value !== null && made.has(value);
}
