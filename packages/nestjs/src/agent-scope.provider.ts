import { AgentScope } from "@agentic-ts/core";
import { Scope, type FactoryProvider } from "@nestjs/common";
import { ModuleRef, REQUEST } from "@nestjs/core";
import { AgenticRegistry } from "./agentic-registry";
import { NestAgentScope } from "./nest-agent-scope";

/**
 * The provider of the `AgentScope` token: a {@link NestAgentScope} per request.
 *
 * Request-scoped on purpose: it is what lets `@ContextParam(Token)` reach REQUEST-scoped providers and
 * the `REQUEST` object. Nest's scope hierarchy applies: an agent that injects `AgentScope` (as every
 * agent inheriting `Agent`'s constructor does) is created per request, and so is whatever injects that
 * agent. An agent that should stay a singleton declares `constructor(runtime: Runtime) { super(runtime); }`
 * and receives request values as string keys through `withContext`.
 */
export const agentScopeProvider: FactoryProvider<AgentScope> = {
  provide: AgentScope,
  scope: Scope.REQUEST,
  inject: [ModuleRef, REQUEST, AgenticRegistry],
  useFactory: (moduleRef: ModuleRef, request: unknown, registry: AgenticRegistry) =>
    NestAgentScope.create(moduleRef, request ?? undefined, registry.providedTokens),
};
