import type Anthropic from "@anthropic-ai/sdk";
import type { ToolDefinition } from "@agentic-ts/core";

/**
 * Maps core tool definitions to Messages API tools `{ name, description, input_schema }`. The API needs
 * `input_schema` to be an object schema, so `type: "object"` is filled in when a schema leaves it out.
 */
export function toAnthropicTools(tools: readonly ToolDefinition[]): Anthropic.Tool[] {
  return tools.map((tool) => {
    const out: Anthropic.Tool = {
      name: tool.name,
      input_schema: { ...tool.parameters, type: "object" } as Anthropic.Tool.InputSchema,
    };
    if (tool.description) out.description = tool.description;
    return out;
  });
}
