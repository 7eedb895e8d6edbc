import type { LanguageModelV2, LanguageModelV3, LanguageModelV4 } from "@ai-sdk/provider";

/** An AI SDK language model as `@ai-sdk/provider` types it, of the versions this package speaks (internal). */
export type SpecModel = LanguageModelV2 | LanguageModelV3 | LanguageModelV4;

/** What one `doGenerate` call resolves to, whatever the model's version. */
export type SpecGenerateResult = Awaited<ReturnType<SpecModel["doGenerate"]>>;

/** One part of a `doStream` call's stream, whatever the model's version. */
export type SpecStreamPart = Awaited<ReturnType<SpecModel["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

/** The usage a result or a stream's finish part reports: v2's flat counts, or v3/v4's structured ones. */
export type SpecUsage = SpecGenerateResult["usage"];

/** The finish reason a result reports: v2's string, or v3/v4's `{ unified, raw }`. */
export type SpecFinishReason = SpecGenerateResult["finishReason"];

/** A warning a result or a stream's start reports, whatever the model's version. */
export type SpecWarning = SpecGenerateResult["warnings"][number];
