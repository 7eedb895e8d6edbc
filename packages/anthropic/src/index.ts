/**
 * agentic-ts runtime for Anthropic's Messages API, over the official `@anthropic-ai/sdk`.
 * @packageDocumentation
 */

export { AnthropicRuntime, DEFAULT_MAX_TOKENS, DEFAULT_REQUEST_TIMEOUT_MS } from "./anthropic-runtime";
export type { AnthropicRuntimeOptions } from "./anthropic-runtime-options";
export { DEFAULT_MAX_CONNECTIONS, DEFAULT_SLICE_MS, EventLoopBudget } from "@agentic-ts/transport";
export type { EventLoopBudgetStats } from "@agentic-ts/transport";
export { toAnthropicMessages } from "./to-anthropic-messages";
export type { MessageMappingOptions } from "./to-anthropic-messages";
export { toAnthropicTools } from "./to-anthropic-tools";
