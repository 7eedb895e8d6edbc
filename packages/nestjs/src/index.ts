/**
 * agentic-ts for NestJS: `AgenticModule`, agents as Nest providers, `@ContextParam` from the request
 * scope, and every agent discovered and checked at bootstrap.
 * @packageDocumentation
 */

import { requireAgenticModule } from "./require-agentic-module";

// Loading the package arms the check that names AgenticModule when an agent is built without it.
requireAgenticModule();

export { AgenticModule } from "./agentic-module";
export { AgenticExceptionFilter } from "./agentic-exception-filter";
export { agenticHttpError } from "./agentic-http-error";
export type { AgenticErrorBody, AgenticHttpError } from "./agentic-http-error";
export type { AgenticModuleAsyncOptions, AgenticModuleOptions, AgenticRuntimeOptions } from "./agentic-module-options";
export type { AgenticMcpOptions, AgenticMcpRequest } from "./agentic-mcp-options";
export { AgenticRegistry } from "./agentic-registry";
export type { ContextParamUse, DiscoveredAgent } from "./discovered-agent";
export { NestAgentScope } from "./nest-agent-scope";
export { resolveForRequest } from "./resolve-for-request";
export { runRequest } from "./runs.provider";
export type { RequestResolver } from "./resolve-for-request";
// Re-exported so a controller needs one import to run a handler with request values as context.
export { withContext } from "@agentic-ts/core";
