import { AgentScope, ConfigurationError, type ContextToken } from "@agentic-ts/core";
import { ContextIdFactory, REQUEST, type ModuleRef } from "@nestjs/core";
import { tokenName } from "./token-name";

// What a scope without a request says: how the agent got here and the helper that gives it one.
const NO_REQUEST =
  "there is no request in this DI context: the agent was resolved with moduleRef.resolve(Agent, contextId) (or from " +
  "a ContextIdFactory context id) without a request registered for that context id, so REQUEST is undefined. Resolve " +
  "it with resolveForRequest(app, YourAgent, { headers: … }) from @agentic-ts/nestjs, which registers the request the " +
  "way Nest's router does, or call app.registerRequestByContextId(request, contextId) before moduleRef.resolve";

/**
 * The {@link AgentScope} of a Nest application: `@ContextParam(Token)` values from Nest's injector.
 * One is created per request (it is a REQUEST-scoped provider), so it sees that request's instances of
 * REQUEST-scoped providers, the `REQUEST` object itself, and every singleton, looked up across the
 * whole application (like `moduleRef.get(token, { strict: false })`).
 *
 * `AgentScope.resolve` is synchronous while Nest resolves scoped providers asynchronously, so the
 * tokens the discovered agents read are resolved up front when the scope is created; any other token
 * is served only when it is a singleton.
 *
 * An agent resolved outside a request (a test's `moduleRef.resolve(Agent, contextId)`, a queue consumer)
 * gets a scope without one: options that need `REQUEST` then fail when the model picks them, and a
 * REQUEST-scoped provider that cannot be built without a request fails the resolution, each with a
 * {@link ConfigurationError} that names {@link resolveForRequest}, the helper that supplies a request.
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
    // the request's controllers and agents received. Without a request this is a fresh id, unless a test
    // stubs getByRequest to return its own context id, as Nest's testing recipe does.
    const contextId = ContextIdFactory.getByRequest(request as object);
    const entries = await Promise.all(
      [...tokens].filter((token) => token !== REQUEST).map(async (token) => [token, await resolveIn(moduleRef, token, contextId, request)] as const),
    );
    return new NestAgentScope(moduleRef, request, new Map(entries));
  }

  has(token: ContextToken): boolean {
    // Without a request, REQUEST is "there" so that only a pick that needs it fails, naming the fix.
    if (token === REQUEST) return true;
    return this.resolved.has(token) || this.singleton(token).found;
  }

  resolve(token: ContextToken): unknown {
    if (token === REQUEST) {
      if (this.request === undefined) throw new ConfigurationError(`@ContextParam(REQUEST) cannot be served: ${NO_REQUEST}.`);
      return this.request;
    }
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

/** Resolves one token in a request's DI context; without a request, a failure names the missing request. */
async function resolveIn(moduleRef: ModuleRef, token: ContextToken, contextId: ReturnType<typeof ContextIdFactory.create>, request: unknown): Promise<unknown> {
  try {
    return await moduleRef.resolve(token as Function, contextId, { strict: false });
  } catch (error) {
    if (request !== undefined) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigurationError(`Building ${tokenName(token)} for an agent's @ContextParam failed (${reason}), and ${NO_REQUEST}.`, { cause: error });
  }
}
