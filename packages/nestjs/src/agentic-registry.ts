import type { ContextToken } from "@agentic-ts/core";
import { Injectable, type OnModuleInit, type Type } from "@nestjs/common";
import { DiscoveryService, ModuleRef, REQUEST } from "@nestjs/core";
import { checkAgentWiring } from "./check-agent-wiring";
import type { DiscoveredAgent } from "./discovered-agent";
import { inspectAgenticClass } from "./inspect-agentic-class";
import { providerClass } from "./provider-class";

/**
 * The agents of a Nest application: every provider that extends `Agent` or has `@AgenticFunction`
 * methods, discovered and checked while the application starts. A bad option, a stale spec or a
 * `@ContextParam` token no module provides throws a `ConfigurationError`, so `NestFactory.create`,
 * `app.init()` and `Test.createTestingModule(…).compile()` fail with a message naming the fix.
 */
@Injectable()
export class AgenticRegistry implements OnModuleInit {
  private readonly found = new Map<Function, DiscoveredAgent>();
  private readonly tokens = new Set<ContextToken>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly moduleRef: ModuleRef,
  ) {
    // Runs while providers are being instantiated (not in a lifecycle hook), because a testing module's
    // compile() instantiates without calling any hook, and it must fail too. Class providers are known
    // by their class alone at this point.
    this.explore();
  }

  /** Picks up agents that factory providers returned: their class is known only once the factory has run. */
  onModuleInit(): void {
    this.explore();
  }

  /** The discovered agents and agentic providers, each once. */
  get agents(): readonly DiscoveredAgent[] {
    return [...this.found.values()];
  }

  /** The discovered entry of a class, if it is one. */
  find(agentClass: Function): DiscoveredAgent | undefined {
    return this.found.get(agentClass);
  }

  /** The `@ContextParam` tokens that Nest provides: what an `AgentScope` resolves for each request. */
  get providedTokens(): ReadonlySet<ContextToken> {
    return this.tokens;
  }

  private explore(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const provider = providerClass(wrapper);
      if (!provider || this.found.has(provider.cls)) continue;
      const agent = inspectAgenticClass(provider.cls);
      if (!agent) continue;
      checkAgentWiring(agent, { constructedByNest: provider.constructedByNest, isProvided: (token) => this.isProvided(token) });
      this.found.set(provider.cls, agent);
      for (const { token } of agent.contextParams) if (this.isProvided(token)) this.tokens.add(token);
    }
  }

  // Looked up across the whole application, as the AgentScope resolves (strict: false).
  private isProvided(token: ContextToken): boolean {
    if (token === REQUEST) return true;
    try {
      this.moduleRef.introspect(token as string | symbol | Type);
      return true;
    } catch {
      return false;
    }
  }
}
