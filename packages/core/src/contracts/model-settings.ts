/**
 * Options passed through to one provider's request body as they are, keyed by provider name
 * (`openai`, `anthropic`, or a third-party runtime's own name). A runtime reads only its own key.
 */
export interface ProviderOptions {
  /** Extra Chat Completions body fields (`reasoning_effort`, `service_tier`, `presence_penalty`, …). */
  readonly openai?: Readonly<Record<string, unknown>>;
  /** Extra Messages API body fields (`top_k`, `metadata`, `thinking`, …). */
  readonly anthropic?: Readonly<Record<string, unknown>>;
  readonly [provider: string]: Readonly<Record<string, unknown>> | undefined;
}

/**
 * How the model samples one call, named as in the Vercel AI SDK. Given per call (`decision.make`,
 * `exec`), per agentic function (`@AgenticFunction({ settings })`, for the calls its body makes) and per
 * runtime (`new OpenAIRuntime({ settings })`); a call's value wins over its function's, which wins over
 * the runtime's, field by field (`providerOptions` merge per provider, key by key).
 */
export interface ModelSettings {
  /** Sampling temperature, 0 to 2 (Anthropic accepts 0 to 1). */
  readonly temperature?: number;
  /** The most tokens the reply may have: a positive integer. */
  readonly maxTokens?: number;
  /** Nucleus sampling: the probability mass to sample from, 0 to 1. */
  readonly topP?: number;
  /** Texts that end the reply when the model writes one of them (non-empty strings). */
  readonly stopSequences?: readonly string[];
  /** A seed for (best-effort) deterministic sampling, where the provider supports it (OpenAI); an integer. */
  readonly seed?: number;
  /** Provider-specific body fields, merged into that provider's request. */
  readonly providerOptions?: ProviderOptions;
}
