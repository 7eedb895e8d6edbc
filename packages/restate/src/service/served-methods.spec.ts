import "reflect-metadata";
import { Agent, AgenticFunction, ConfigurationError, ContextParam, LlmParam } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agentService } from "./agent-service";
import { servedMethods } from "./served-methods";

class Shop extends Agent {
  @AgenticFunction({ description: "Answer a question." })
  ask(@LlmParam({ name: "question" }) question: string) {
    return question;
  }

  @AgenticFunction({ description: "Look an order up." })
  lookup(@LlmParam({ name: "orderId" }) orderId: string) {
    return orderId;
  }

  @AgenticFunction({ description: "Refund.", approval: (args: { amountCents: number }) => args.amountCents > 100 && "Big refund." })
  refund(@LlmParam({ name: "amountCents" }) amountCents: number, @ContextParam("customerId") customerId: string) {
    return { amountCents, customerId };
  }

  @AgenticFunction({ description: "Wipe an account.", approval: true })
  wipe() {
    return "wiped";
  }

  @AgenticFunction({ description: "Never gated.", approval: false })
  ping() {
    return "pong";
  }

  helper() {
    return "not agentic";
  }
}

const runtime = new ScriptedRuntime([]);

describe("servedMethods", () => {
  it("opens the named methods to the ingress and keeps every other agentic function private", () => {
    expect(servedMethods(Shop, ["ask", "ping"])).toEqual({ open: ["ask", "ping"], internal: ["lookup", "refund", "wipe"] });
  });

  it("requires `methods`, naming the fix and an ungated method to start from", () => {
    const call = () => servedMethods(Shop, undefined);
    expect(call).toThrow(ConfigurationError);
    expect(call).toThrow('agentService(Shop): name the methods the Restate ingress may call, e.g. agentService(Shop, { methods: ["ask"], … })');
    expect(() => servedMethods(Shop, [])).toThrow("`methods` is empty");
  });

  it("refuses a gated function (policy or `true`), saying why; `approval: false` is not gated", () => {
    for (const gated of ["refund", "wipe"]) {
      const call = () => servedMethods(Shop, ["ask", gated]);
      expect(call).toThrow(ConfigurationError);
      expect(call).toThrow(`Shop.${gated} has an approval policy, so it cannot be a handler the ingress reaches`);
      expect(call).toThrow("a gated function must only run when a model picks it inside a run, after approval");
    }
    expect(servedMethods(Shop, ["ping"]).open).toEqual(["ping"]);
  });

  it("refuses a name that is not an @AgenticFunction method, listing those that are", () => {
    expect(() => servedMethods(Shop, ["helper"])).toThrow("Shop.helper is not an @AgenticFunction method (these are: ask, lookup, refund, wipe, ping)");
  });
});

describe("agentService's `methods`", () => {
  it("is required by the type and at run time", () => {
    // @ts-expect-error `methods` is required
    expect(() => agentService(Shop, { runtime })).toThrow(ConfigurationError);
    // @ts-expect-error a typo is a compile error too
    expect(() => agentService(Shop, { runtime, methods: ["aks"] })).toThrow("Shop.aks is not an @AgenticFunction method");
    expect(() => agentService(Shop, { runtime, methods: ["refund"] })).toThrow("cannot be a handler the ingress reaches");
  });

  it("serves every agentic function, the unnamed ones ingress-private", () => {
    const definition = agentService(Shop, { runtime, methods: ["ask"] }) as unknown as { service?: Record<string, unknown>; object?: Record<string, unknown> };
    const handlers = definition.service ?? definition.object ?? {};
    expect(Object.keys(handlers).sort()).toEqual(["ask", "lookup", "ping", "refund", "wipe"]);
  });
});
