/**
 * A Vercel AI SDK language model of any specification this package speaks: v2 (AI SDK 5 providers), v3
 * (AI SDK 6) or v4 (AI SDK 7), as a provider package returns it (`openai("gpt-…")`,
 * `createAnthropic(…)("claude-…")`) or as `wrapLanguageModel` wraps it. Written out structurally rather
 * than as `@ai-sdk/provider`'s union, so this package's declarations compile in a project whatever
 * `@ai-sdk/provider` version (and typings of its own imports) it has: every `LanguageModelV2`, `V3` and
 * `V4` object fits it.
 */
export interface AiSdkLanguageModel {
  /** The model's specification version. */
  readonly specificationVersion: "v2" | "v3" | "v4";
  /** The provider's name, e.g. `"openai.chat"`, `"anthropic.messages"`. */
  readonly provider: string;
  /** The model's id at its provider. */
  readonly modelId: string;
  /** Generates one answer (the spec's call options in, a result of the model's version out). */
  doGenerate(options: never): PromiseLike<unknown>;
  /** Streams one answer. */
  doStream(options: never): PromiseLike<unknown>;
}

/** The specification versions {@link fromAiSdk} accepts. */
export type AiSdkSpecificationVersion = AiSdkLanguageModel["specificationVersion"];

/** The specification versions accepted, in the order error messages list them. */
export const SPECIFICATION_VERSIONS: readonly AiSdkSpecificationVersion[] = ["v2", "v3", "v4"];
