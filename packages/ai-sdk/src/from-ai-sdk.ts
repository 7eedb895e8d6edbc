import type { AiSdkLanguageModel } from "./ai-sdk-language-model";
import { AiSdkRuntime } from "./ai-sdk-runtime";
import type { AiSdkRuntimeOptions } from "./ai-sdk-runtime-options";

/**
 * Makes a runtime of any Vercel AI SDK language model: specification v2, v3 or v4 (duck-typed on
 * `specificationVersion`, `doGenerate` and `doStream`; `wrapLanguageModel` results included). Decisions,
 * `exec` with tools and choices, the three pick modes, streaming, deadlines, traces, runs and approvals
 * work through it as through a native runtime. Anything that is no such model (a model id string, an AI SDK
 * 4 `v1` model) is a ConfigurationError here.
 *
 * @example
 * import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
 * const provider = createOpenAICompatible({ name: "local", baseURL: "http://localhost:11434/v1" });
 * const runtime = fromAiSdk(provider.chatModel("llama3.3"), { pickMode: "tools" });
 * const next = await decision.make("Route this ticket.", { refund: desk.refund, close: "CLOSED" }, { runtime });
 */
export function fromAiSdk(model: AiSdkLanguageModel, options?: AiSdkRuntimeOptions): AiSdkRuntime {
  return new AiSdkRuntime(model, options);
}
