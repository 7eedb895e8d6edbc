import type { ModelRequest, ToolChoice } from "@agentic-ts/core";
import type { ChatCompletionToolChoiceOption } from "openai/resources/chat/completions";
import { fitsOpenAIStrict } from "./openai-strict-schema";

/** Maps core's tool choice onto Chat Completions' `tool_choice`. */
export function toChatToolChoice(choice: ToolChoice): ChatCompletionToolChoiceOption {
  return typeof choice === "string" ? choice : { type: "function", function: { name: choice.name } };
}

/**
 * Whether a schema of this request is sent `strict`: only a decision's own schemas (its option tools
 * and pick format, in a `tools` or `json` pick mode), and only when they fit OpenAI's strict subset.
 * Everything else stays non-strict as before; core validates every reply itself either way.
 */
export function sendsStrict(request: Pick<ModelRequest, "pickMode">, schema: unknown): boolean {
  return request.pickMode !== undefined && fitsOpenAIStrict(schema);
}

