import "reflect-metadata";
import { ConfigurationError, Runtime } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Module, type Provider } from "@nestjs/common";
import { NestFactory, REQUEST } from "@nestjs/core";
import { Test } from "@nestjs/testing";
import { CurrentCustomer } from "./__fixtures__/current-customer";
import { ClashingToolsAgent, Clock, PlainTools, RuntimelessAgent, ScopelessAgent, UnprovidedTokenAgent } from "./__fixtures__/misconfigured-agents";
import { Calculator } from "./__fixtures__/plain-tools";
import { silentLogger } from "./__fixtures__/silent-logger";
import { SupportDesk } from "./__fixtures__/support-desk";
import { AgenticModule, AgenticRegistry } from "./index";

function boot(providers: Provider[]) {
  return Test.createTestingModule({ imports: [AgenticModule.forRoot({ runtime: new ScriptedRuntime([]) })], providers })
    .setLogger(silentLogger)
    .compile();
}

describe("discovery at bootstrap", () => {
  it("finds every agent and agentic provider, with its specs and the tokens its scope resolves", async () => {
    const app = await boot([SupportDesk, CurrentCustomer, Calculator]);
    const registry = app.get(AgenticRegistry);

    const desk = registry.find(SupportDesk)!;
    expect(desk.isAgent).toBe(true);
    expect([...desk.methods.keys()].sort()).toEqual(["close", "escalate", "handle", "refund"]);
    expect(desk.methods.get("refund")!.params.map((p) => [p.name, p.source])).toEqual([
      ["orderId", "llm"],
      ["amountCents", "llm"],
      ["customer", "context"],
    ]);
    expect(registry.find(Calculator)).toMatchObject({ isAgent: false });
    expect([...registry.providedTokens]).toEqual(expect.arrayContaining([CurrentCustomer, REQUEST]));
    await app.close();
  });

  it("fails the boot on a bad option: two methods with one tool name", async () => {
    const failure = boot([ClashingToolsAgent]);
    await expect(failure).rejects.toThrow(ConfigurationError);
    await expect(boot([ClashingToolsAgent])).rejects.toThrow(/^ClashingToolsAgent's default toolset \(its @AgenticFunction methods; a tool is renamed with @AgenticFunction\(\{ name \}\)\): .*"refund" is used twice/);
  });

  it("fails the boot on a @ContextParam token no module provides, naming agent, method, parameter, token and fix", async () => {
    await expect(boot([UnprovidedTokenAgent])).rejects.toThrow(
      "UnprovidedTokenAgent.audit parameter #1 (log) is @ContextParam(AuditLog), but no module of the application provides AuditLog. " +
        "Fix: register it, e.g. @Module({ providers: [AuditLog] })",
    );
  });

  it("fails the boot when an agent reads a DI token but its constructor takes no AgentScope", async () => {
    await expect(boot([ScopelessAgent, Clock])).rejects.toThrow(
      /^ScopelessAgent\.stamp parameter #1 \(clock\) is @ContextParam\(Clock\), but ScopelessAgent's constructor does not receive an AgentScope.*Fix: let the class inherit Agent's constructor/,
    );
  });

  it("fails the boot when an agent's own constructor does not take the Runtime", async () => {
    await expect(boot([RuntimelessAgent, Clock])).rejects.toThrow(
      /^RuntimelessAgent extends Agent, but its constructor does not receive the Runtime.*Fix: let the class inherit Agent's constructor/,
    );
  });

  it("fails the boot when a plain provider reads a DI token, since only agents hold a scope", async () => {
    await expect(boot([PlainTools, Clock])).rejects.toThrow(/^PlainTools\.time parameter #1 \(clock\) is @ContextParam\(Clock\), but PlainTools is not an Agent/);
  });

  it("fails NestFactory.create of a real application the same way", async () => {
    @Module({ imports: [AgenticModule.forRoot({ runtime: new ScriptedRuntime([]) })], providers: [UnprovidedTokenAgent] })
    class BrokenAppModule {}
    await expect(NestFactory.create(BrokenAppModule, { logger: false, abortOnError: false })).rejects.toThrow(/@ContextParam\(AuditLog\)/);
  });

  it("checks an agent a factory provider builds once the factory has run: at the latest, app.init() fails", async () => {
    const provider = { provide: "CLASHING", inject: [Runtime], useFactory: (runtime: Runtime) => new ClashingToolsAgent(runtime) };
    const started = boot([provider]).then((app) => app.init());
    await expect(started).rejects.toThrow(/ClashingToolsAgent's default toolset/);
  });
});
