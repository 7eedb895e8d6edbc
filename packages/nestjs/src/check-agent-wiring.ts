import { AgentScope, ConfigurationError, Runtime, type ContextToken } from "@agentic-ts/core";
import { receives } from "./constructor-dependencies";
import type { ContextParamUse, DiscoveredAgent } from "./discovered-agent";
import { tokenName } from "./token-name";

/** What the application knows about a discovered class besides its specs. */
export interface WiringFacts {
  /** Whether Nest constructs the class itself (a class provider), so its constructor's dependencies are known. */
  readonly constructedByNest: boolean;
  /** Whether some module of the application provides `token`. */
  readonly isProvided: (token: ContextToken) => boolean;
}

const INHERIT =
  "let the class inherit Agent's constructor (declare none), or declare " +
  "constructor(runtime: Runtime, scope: AgentScope, …) { super(runtime, scope); }";

/**
 * Checks that Nest can wire a discovered class: an `Agent` receives the `Runtime`, and every required
 * `@ContextParam` with a class or symbol token has a provider and an `AgentScope` to resolve it from.
 * Throws a {@link ConfigurationError} naming the class, the method, the parameter, the token and the fix.
 */
export function checkAgentWiring(agent: DiscoveredAgent, facts: WiringFacts): void {
  const cls = agent.agentClass;
  if (agent.isAgent && facts.constructedByNest && !receives(cls, Runtime)) {
    throw new ConfigurationError(
      `${cls.name} extends Agent, but its constructor does not receive the Runtime, so its agentic methods would have no model. ` +
        `Fix: ${INHERIT}.`,
    );
  }
  for (const use of agent.contextParams) {
    // String keys may arrive with each call (context, withContext); only DI tokens are known now.
    if (typeof use.token === "string" || !use.param.required) continue;
    const name = tokenName(use.token);
    if (!facts.isProvided(use.token)) {
      throw wiringError(use, cls, `no module of the application provides ${name}. Fix: register it, e.g. @Module({ providers: [${providerHint(use.token)}] }) (scope: Scope.REQUEST for a per-request value), or read a per-call value by string key with withContext({ key: … }, fn)`);
    }
    if (!agent.isAgent) {
      throw wiringError(use, cls, `${cls.name} is not an Agent, and only an agent holds the AgentScope that resolves DI tokens. Fix: declare ${cls.name} extends Agent, or read the value by string key (the call's context or withContext)`);
    }
    if (facts.constructedByNest && !receives(cls, AgentScope)) {
      throw wiringError(use, cls, `${cls.name}'s constructor does not receive an AgentScope, so nothing can resolve ${name}. Fix: ${INHERIT} (the agent then lives per request)`);
    }
  }
}

function wiringError(use: ContextParamUse, cls: Function, problem: string): ConfigurationError {
  return new ConfigurationError(
    `${cls.name}.${use.method} parameter #${use.param.index} (${use.param.name}) is @ContextParam(${tokenName(use.token)}), but ${problem}.`,
  );
}

function providerHint(token: ContextToken): string {
  if (typeof token === "function") return token.name || "TheClass";
  return `{ provide: ${typeof token === "symbol" ? token.description || "TOKEN" : JSON.stringify(token)}, useFactory: … }`;
}
