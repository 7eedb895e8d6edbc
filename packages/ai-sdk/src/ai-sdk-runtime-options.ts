import type { PickMode, RuntimeOptions } from "@agentic-ts/core";

/**
 * Options of {@link fromAiSdk}: every runtime option (`settings`, `pickMode`, `retry`, `trace`, `store`,
 * `approver`, `maxIterations`, `toolsets`, `system`), and how the model is adapted.
 */
export interface AiSdkRuntimeOptions extends RuntimeOptions {
  /**
   * The model name shown in traces (the `model_call` node's name) and telemetry. Default: the model's own
   * `modelId`. The model object alone decides which model is called.
   */
  readonly model?: string;
  /**
   * The GenAI provider name telemetry reports. Default: the model's `provider` up to its first dot
   * (`"openai"` of `"openai.chat"`, `"anthropic"` of `"anthropic.messages"`).
   */
  readonly provider?: string;
  /**
   * The pick modes the model supports natively, when it lacks some (a model without tool calling:
   * `["text", "json"]`); a decision asking for another is refused with a ConfigurationError before any
   * call. Default: all three.
   */
  readonly pickModes?: readonly PickMode[];
  /**
   * Whether `responseFormat` (an `exec` format, a `json` pick) is sent as the spec's native
   * `{ type: "json", schema, name }`. Default true; false leaves the schema to the prompt.
   */
  readonly structuredOutputs?: boolean;
  /**
   * What happens when the model rejects the offered tools (it throws that tools are unsupported, a server
   * answers 400 naming tool support, or it warns that it ignored them and called none): `"error"` (the
   * default) ends the call with a ConfigurationError that says which pick modes to use instead; `"text"`
   * offers the tools in the prompt from then on (the model writes `{"call", "args"}`, read as a tool call)
   * and sends the call again so.
   */
  readonly toolsFallback?: "error" | "text";
  /**
   * Stream every call (`doStream`) even without `onText`. Default: stream only when the call has an
   * `onText` listener, else `doGenerate`.
   */
  readonly stream?: boolean;
}
