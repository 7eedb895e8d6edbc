import type { JsonSchema } from "./json-schema";
import type { ContentPart } from "./content-part";
import type { ModelSettings } from "./model-settings";
import type { PickMode } from "./pick-mode";

/**
 * Token counts reported for one model call (or summed over several), the same fields whatever the
 * provider: each runtime maps its provider's own names (`prompt_tokens`, `input_tokens`,
 * `cache_read_input_tokens`, the AI SDK's `inputTokens.cacheRead`, …) onto these.
 */
export interface Usage {
  /** Every input token the model read, cached ones included. */
  readonly inputTokens: number;
  /** Every output token the model wrote, reasoning included. */
  readonly outputTokens: number;
  /** Of `inputTokens`, those read from the provider's prompt cache, when it says. */
  readonly cachedInputTokens?: number;
  /** Of `outputTokens`, those spent on reasoning (thinking), when the provider says. */
  readonly reasoningTokens?: number;
}

/** A tool call the model asked for. `args` is an object, or a JSON string as some providers send it. */
export interface ToolCall {
  /** The provider's id for this call, echoed back in the tool result. */
  readonly id: string;
  readonly name: string;
  readonly args: unknown;
}

/**
 * One message of the conversation sent to the model. A user message with images carries `parts` (text
 * and images, in order), which providers send; its `content` is then the text with a `[image …]`
 * placeholder per image, for traces, logs and tests.
 */
export type Message =
  | { readonly role: "user"; readonly content: string; readonly parts?: readonly ContentPart[] }
  | { readonly role: "assistant"; readonly content: string; readonly toolCalls?: readonly ToolCall[] }
  | {
      readonly role: "tool";
      readonly toolCallId: string;
      readonly name: string;
      readonly content: string;
      /** True when the content reports an error (bad arguments, unknown tool, a thrown error). */
      readonly isError?: boolean;
    };

/** A tool offered to the model: its name, description and the JSON Schema of its model-visible arguments. */
export interface ToolDefinition {
  readonly name: string;
  readonly description?: string;
  readonly parameters: JsonSchema;
}

/** A structured-output request: the reply must be JSON matching `schema`. */
export interface ResponseFormat {
  readonly name: string;
  readonly schema: JsonSchema;
}

/**
 * Whether the model must call a tool: `"auto"` (it may answer with text), `"required"` (it must call one
 * of the offered tools) or `{ name }` (it must call that tool).
 */
export type ToolChoice = "auto" | "required" | { readonly name: string };

/** Everything a provider needs for one model call. */
export interface ModelRequest {
  readonly model?: string;
  readonly system?: string;
  readonly messages: readonly Message[];
  /** Tools offered on this call; empty for decisions and re-picks. */
  readonly tools: readonly ToolDefinition[];
  readonly responseFormat?: ResponseFormat;
  /** Whether a tool call is required; unset means the provider's default (`auto`). */
  readonly toolChoice?: ToolChoice;
  /** Set on a decision's model calls (first call and re-picks): how the pick is asked for. */
  readonly pickMode?: PickMode;
  /** Sampling settings for this call (temperature, maxTokens, …, provider options), already merged. */
  readonly settings?: ModelSettings;
  /** Aborts the call (deadline or caller's signal). Providers pass it to their HTTP request. */
  readonly signal: AbortSignal;
  /** When set, providers that can stream call it with each piece of reply text as it arrives. */
  readonly onText?: (delta: string) => void;
}

/** What a provider returns for one model call. */
export interface ModelResponse {
  /** The reply text (may be empty when the model only calls tools). */
  readonly text: string;
  readonly toolCalls?: readonly ToolCall[];
  readonly usage?: Usage;
  /** The model that actually answered, when the provider says. */
  readonly model?: string;
  /** Why the model stopped, as the provider says it (`stop`, `tool_calls`, `end_turn`, `max_tokens`, …). */
  readonly finishReason?: string;
  /** The provider's id for this response, when it sends one. */
  readonly id?: string;
  /**
   * What the provider warned about for this call (a setting it ignored, a feature it emulated), one
   * sentence each, when it says; recorded on the call's `model_call` trace node as `warnings`.
   */
  readonly warnings?: readonly string[];
}

/** Joins the text of a request (system prompt and every message) the way it was sent, for traces and tests. */
export function requestText(request: Pick<ModelRequest, "system" | "messages">): string {
  const parts: string[] = [];
  if (request.system) parts.push(request.system);
  for (const m of request.messages) {
    if (m.role === "tool") parts.push(m.content);
    else if (m.content) parts.push(m.content);
  }
  return parts.join("\n\n");
}
