/**
 * agentic-ts runtime for OpenAI and OpenAI-compatible servers, over the official `openai` SDK.
 * @packageDocumentation
 */

export { OpenAIRuntime } from "./openai-runtime";
export type { OpenAIChatClient } from "./openai-chat-client";
export type { OpenAIRuntimeOptions } from "./openai-runtime-options";
export { DEFAULT_MAX_CONNECTIONS, DEFAULT_SLICE_MS, EventLoopBudget } from "@agentic-ts/transport";
export type { EventLoopBudgetStats } from "@agentic-ts/transport";
export { toChatRequest } from "./to-chat-request";
export type { ChatRequestBody, ChatRequestOptions, MaxTokensParam } from "./to-chat-request";
export { mapOpenAIError } from "./map-openai-error";
