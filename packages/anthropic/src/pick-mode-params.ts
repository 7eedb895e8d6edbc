import type Anthropic from "@anthropic-ai/sdk";
import type { ModelRequest } from "@agentic-ts/core";

/**
 * Models known to refuse a forced `tool_choice` (`any` / `tool`) with a 400. Claude Sonnet 5.5's
 * migration notes list "forced tool use returns an error"; `forcedToolChoice` overrides this table.
 */
const REFUSES_FORCED_TOOL_CHOICE: readonly RegExp[] = [/^claude-sonnet-5-5(\b|-)/];

/** Whether a model accepts a forced tool choice, by the table above, unless the runtime option says. */
export function acceptsForcedToolChoice(model: string, option: boolean | undefined): boolean {
  return option ?? !REFUSES_FORCED_TOOL_CHOICE.some((pattern) => pattern.test(model));
}

// The keywords Anthropic's structured outputs accept (numeric and length constraints are not among them).
const OUTPUT_KEYWORDS: ReadonlySet<string> = new Set([
  "type", "description", "title", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf",
  "$ref", "$defs", "definitions", "format", "pattern", "minItems",
]);

/** Whether a schema fits Anthropic's structured-output subset: known keywords, closed objects. */
export function fitsAnthropicOutput(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  const node = schema as Record<string, unknown>;
  for (const key of Object.keys(node)) if (!OUTPUT_KEYWORDS.has(key)) return false;
  if (node.properties !== undefined && node.additionalProperties !== false) return false;
  const children = [
    ...Object.values((node.properties as Record<string, unknown> | undefined) ?? {}),
    ...((node.anyOf as unknown[] | undefined) ?? []),
    ...(node.items !== undefined ? [node.items] : []),
    ...Object.values((node.$defs as Record<string, unknown> | undefined) ?? {}),
    ...Object.values((node.definitions as Record<string, unknown> | undefined) ?? {}),
  ];
  return children.every(fitsAnthropicOutput);
}

/** The pick-mode fields of a Messages API body: `tool_choice` and `output_config`. */
export type PickModeParams = Pick<Anthropic.MessageCreateParamsNonStreaming, "tool_choice" | "output_config">;

/**
 * Maps a request's tool choice and a `json` pick format onto the Messages API. A required tool call is
 * `{ type: "any" }` (one named tool: `{ type: "tool", name }`), or `{ type: "auto" }` for a model that
 * refuses forcing: the prompt already asks for a tool call and a reply without one is re-picked. A pick
 * format goes as `output_config.format` when it fits the structured-output subset; otherwise it is left
 * to the prompt, which holds the menu and the pick instruction.
 */
export function pickModeParams(request: ModelRequest, model: string, forced: boolean | undefined): PickModeParams {
  const params: PickModeParams = {};
  const choice = request.toolChoice;
  if (choice && request.tools.length > 0) {
    if (choice === "auto") params.tool_choice = { type: "auto" };
    else if (!acceptsForcedToolChoice(model, forced)) params.tool_choice = { type: "auto" };
    else params.tool_choice = choice === "required" ? { type: "any" } : { type: "tool", name: choice.name };
  }
  const format = request.responseFormat;
  if (request.pickMode === "json" && format && fitsAnthropicOutput(format.schema)) {
    params.output_config = { format: { type: "json_schema", schema: format.schema as Record<string, unknown> } };
  }
  return params;
}
