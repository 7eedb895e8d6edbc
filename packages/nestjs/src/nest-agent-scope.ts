import { AgentScope, type ContextToken } from "@agentic-ts/core";
import { ContextIdFactory, REQUEST, type ModuleRef } from "@nestjs/core";

/**
 * The {@link AgentScope} of a Nest application: `@ContextParam(Token)` values from Nest's injector.
 * One is created per request (it is a REQUEST-scoped provider), so it sees that request's instances of
 * REQUEST-scoped providers, the `REQUEST` object itself, and every singleton, looked up across the
 * whole application (like `moduleRef.get(token, { strict: false })`).
 *
 * `AgentScope.resolve` is synchronous while Nest resolves scoped providers asynchronously, so the
 * tokens the discovered agents read are resolved up front when the scope is created; any other token
 * is served only when it is a singleton.
 */
export class NestAgentScope extends AgentScope {
  private constructor(
    private readonly moduleRef: ModuleRef,
    /** The request this scope serves; `undefined` outside an HTTP (or RPC) request. */
    readonly request: unknown,
    private readonly resolved: ReadonlyMap<ContextToken, unknown>,
  ) {
    super();
  }

  /** Creates the scope of one request, resolving `tokens` in that request's DI context first. */
  static async create(moduleRef: ModuleRef, request: unknown, tokens: Iterable<ContextToken>): Promise<NestAgentScope> {
    // The router tags each request with its context id; resolving with it yields the very instances
    // the request's controllers and agents received.
    const contextId = request === undefined ? ContextIdFactory.create() : ContextIdFactory.getByRequest(request as object);
    const entries = await Promise.all(
      [...tokens]
        .filter((token) => token !== REQUEST)
        .map(async (token) => [token, await moduleRef.resolve(token as Function, contextId, { strict: false })] as const),
    );
    return new NestAgentScope(moduleRef, request, new Map(entries));
  }

  has(token: ContextToken): boolean {
    if (token === REQUEST) return this.request !== undefined;
    return this.resolved.has(token) || this.singleton(token).found;
  }

  resolve(token: ContextToken): unknown {
    if (token === REQUEST) return this.request;
    if (this.resolved.has(token)) return this.resolved.get(token);
    return this.singleton(token).value;
  }

  // A token no discovered agent declared (an agent built by a factory, say): only a singleton can be
  // served synchronously; Nest throws for unknown and for scoped providers, which means "not here".
  private singleton(token: ContextToken): { found: boolean; value?: unknown } {
    try {
      return { found: true, value: this.moduleRef.get(token as Function, { strict: false }) };
    } catch {
      return { found: false };
    }
  }
}
