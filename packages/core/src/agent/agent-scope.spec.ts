import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { OrderDesk, OrdersRepo, REQUEST_ID } from "../__fixtures__/di-agents";
import { ConfigurationError } from "../errors/configuration-error";
import { AgentScope, type ContextToken } from "../contracts/agent-scope";

/** A scope over a plain Map: what another container integration (Nest's injector) looks like to an agent. */
class MapScope extends AgentScope {
  constructor(private readonly values: Map<ContextToken, unknown>) {
    super();
  }
  has(token: ContextToken): boolean {
    return this.values.has(token);
  }
  resolve(token: ContextToken): unknown {
    return this.values.get(token);
  }
}

const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });

describe("an agent over any AgentScope", () => {
  it("checks its tokens against the scope when constructed", () => {
    const scope = new MapScope(new Map<ContextToken, unknown>([[OrdersRepo, new OrdersRepo("m")]]));
    expect(() => new OrderDesk(new ScriptedRuntime([]), scope)).toThrow(ConfigurationError);
    expect(() => new OrderDesk(new ScriptedRuntime([]), scope)).toThrow(/Symbol\(REQUEST_ID\)/);
  });

  it("resolves class, symbol and string tokens from the scope when the call and withContext lack them", async () => {
    const scope = new MapScope(
      new Map<ContextToken, unknown>([
        [OrdersRepo, new OrdersRepo("m")],
        [REQUEST_ID, "r-9"],
        ["customerId", "c-9"],
      ]),
    );
    const desk = new OrderDesk(new ScriptedRuntime([pick("who"), pick("look", { orderId: "X" })]), scope);
    await expect(desk.decide("Pick.", { who: desk.whoAmI })).resolves.toEqual({ customerId: "c-9", requestId: "r-9" });
    await expect(desk.decide("Pick.", { look: desk.lookup })).resolves.toEqual({ orderId: "X", tenant: "m" });
  });

  it("wraps a scope that fails to resolve in a ConfigurationError naming the token", async () => {
    const scope = new MapScope(new Map<ContextToken, unknown>([[OrdersRepo, null], [REQUEST_ID, "r"]]));
    scope.resolve = () => {
      throw new Error("database is down");
    };
    const desk = new OrderDesk(new ScriptedRuntime([pick("look", { orderId: "X" })]), scope);
    const error = (await desk.decide("Pick.", { look: desk.lookup }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toMatch(/Resolving OrdersRepo for parameter #1 \(orders\).*database is down/);
  });

  it("rejects constructor arguments in the wrong order", () => {
    const scope = new MapScope(new Map());
    expect(() => new OrderDesk(scope as never, undefined)).toThrow(/first constructor argument must be a Runtime/);
    expect(() => new OrderDesk(new ScriptedRuntime([]), {} as never)).toThrow(/second constructor argument must be the AgentScope/);
  });
});
