import type { LanguageModelV4ToolChoice } from "@ai-sdk/provider";
import type { ToolChoice, ToolDefinition } from "@agentic-ts/core";

/**
 * Maps core's tool choice onto the spec's: `auto`, `required`, or `{ type: "tool", toolName }`. A required
 * call among a single offered tool is sent as that tool (what `tools` mode means with one option), which
 * every provider can force.
 */
export function toToolChoice(choice: ToolChoice, tools: readonly ToolDefinition[]): LanguageModelV4ToolChoice {
  if (choice === "auto") return { type: "auto" };
  if (choice === "required") return tools.length === 1 ? { type: "tool", toolName: tools[0].name } : { type: "required" };
  return { type: "tool", toolName: choice.name };
}
