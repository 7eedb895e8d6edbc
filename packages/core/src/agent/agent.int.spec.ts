import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { container, injectable } from "tsyringe";
import { setUpContainer, pick, thrownBy } from "../__fixtures__/di-container";
import { AuditedDesk, LooseDesk, MailingDesk, OrderDesk, OrdersRepo, REQUEST_ID } from "../__fixtures__/di-agents";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ConfigurationError } from "../errors/configuration-error";
import { runWithRuntime } from "../runtime/ambient-scope";
import { Runtime } from "../runtime/runtime";
import { RUNTIME_OWNER } from "../runtime/runtime-owner";
import { Agent } from "./agent";
import { AgentScope } from "../contracts/agent-scope";
import { registerAgentic } from "./register-agentic";
import { ownedScope } from "../context/scope-owner";
import { TsyringeAgentScope } from "./tsyringe-agent-scope";

it("prepares the global container when Agent loads: a scope over the resolving container, a placeholder runtime", () => {
  expect(container.isRegistered(AgentScope as never)).toBe(true);
  expect(container.isRegistered(Runtime as never)).toBe(true);
  const child = container.createChildContainer();
  const scope = child.resolve(AgentScope as never);
  expect(scope).toBeInstanceOf(TsyringeAgentScope);
  expect((scope as TsyringeAgentScope).container).toBe(child);
});

afterAll(() => container.reset());

describe("agents resolved from the tsyringe container", () => {
  it("inject the registered runtime into an agent without its own constructor (a later registration wins over the placeholder)", () => {
    container.reset();
    registerAgentic(container);
    const runtime = new ScriptedRuntime([]);
    container.register(Runtime as never, { useValue: runtime });
    container.register(OrdersRepo, { useValue: new OrdersRepo() });
    container.register(REQUEST_ID, { useValue: "r" });
    const child = container.createChildContainer();
    const desk = child.resolve(OrderDesk);
    expect(desk).toBeInstanceOf(Agent);
    expect(desk[RUNTIME_OWNER]).toBe(runtime);
    expect((ownedScope(desk) as TsyringeAgentScope).container).toBe(child);
  });

  it("inject the runtime, the scope and other services into an agent with its own constructor", async () => {
    const runtime = setUpContainer(new ScriptedRuntime([pick("note", { text: "hi" })]));
    const desk = container.resolve(MailingDesk);
    expect(desk[RUNTIME_OWNER]).toBe(runtime);
    expect(ownedScope(desk)).toBeInstanceOf(TsyringeAgentScope);
    await expect(desk.decide("Pick.", { note: desk.note })).resolves.toBe("sent");
    expect(desk.mailer.sent).toEqual(["root: hi"]);
  });

  it("fall back to the ambient runtime, then the global container's, when a constructor passes nothing", async () => {
    const registered = setUpContainer();
    const desk = container.resolve(LooseDesk);
    expect(desk[RUNTIME_OWNER]).toBeUndefined();
    expect(desk.runtime).toBe(registered);
    const ambient = new ScriptedRuntime([pick("tenant")]);
    await expect(runWithRuntime(ambient, () => desk.decide("Pick.", { tenant: desk.tenant }))).resolves.toBe("root");
  });

  it("fail at construction with a ConfigurationError naming the fix when no runtime is registered", () => {
    container.reset();
    registerAgentic(container);
    container.register(OrdersRepo, { useValue: new OrdersRepo() });
    container.register(REQUEST_ID, { useValue: "r" });
    const error = thrownBy(() => container.resolve(OrderDesk));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toMatch(/OrderDesk needs a Runtime .* registerAgentic\(container, \{ runtime: new OpenAIRuntime/);
  });

  it("fail at construction naming registerAgentic when the container was reset", () => {
    container.reset();
    const error = thrownBy(() => container.resolve(OrderDesk));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toMatch(/container\.reset\(\).*registerAgentic\(container, \{ runtime \}\)/);
  });

  it("fail at construction when a @ContextParam token is provided by nothing, naming class, method, parameter and token", () => {
    setUpContainer();
    const error = thrownBy(() => container.resolve(AuditedDesk));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toContain("AuditedDesk.record parameter #1 (log) is @ContextParam(AuditLog)");
    expect(error.message).toContain("container.registerSingleton(AuditLog) for a concrete class, or container.register(AuditLog, { useValue: … })");
  });

  it("check symbol tokens at construction too, against the container that constructs the agent", () => {
    container.reset();
    registerAgentic(container, { runtime: new ScriptedRuntime([]) });
    container.register(OrdersRepo, { useValue: new OrdersRepo() });
    expect(() => container.resolve(OrderDesk)).toThrow(/OrderDesk\.whoAmI parameter #1 \(requestId\) is @ContextParam\(Symbol\(REQUEST_ID\)\)/);
    const child = container.createChildContainer();
    child.register(REQUEST_ID, { useValue: "r" });
    expect(child.resolve(OrderDesk)).toBeInstanceOf(OrderDesk);
  });

  it("fail when the class is defined if an agent method has no generated spec, before any container is involved", () => {
    setUpContainer();
    const define = (): unknown => {
      @injectable()
      class Unregistered extends Agent {
        @AgenticFunction()
        act(_what: string): void {}
      }
      return container.resolve(Unregistered);
    };
    expect(define).toThrow(ConfigurationError);
    expect(define).toThrow(/Unregistered\.act parameter #0 has no decorator.*Run `agentic gen`/);
  });
});
