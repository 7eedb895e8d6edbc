/**
 * agentic-ts runtime over any Vercel AI SDK language model (specification v2, v3, v4): every AI SDK
 * provider for decisions, `exec`, tools, pick modes, traces and runs.
 * @packageDocumentation
 */

export { fromAiSdk } from "./from-ai-sdk";
export { AiSdkRuntime } from "./ai-sdk-runtime";
export type { AiSdkRuntimeOptions } from "./ai-sdk-runtime-options";
export type { AiSdkLanguageModel, AiSdkSpecificationVersion } from "./ai-sdk-language-model";
export { agenticFetch } from "./agentic-fetch";
export type { AgenticFetch } from "./agentic-fetch";
