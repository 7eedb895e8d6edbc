import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { container, injectable } from "tsyringe";
import { Agent } from "../agent/agent";
import { AgentScope } from "../contracts/agent-scope";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { LlmParam } from "../decorators/llm-param.decorator";
import { decision } from "../decision/decision";
import { ConfigurationError } from "../errors/configuration-error";
// Value imports: the constructor parameter types must be emitted for tsyringe (not erased as `import type`).
import { Runtime } from "../runtime/runtime";
import { MemoryStore } from "./memory-store";
import { Runs } from "./runs";

/** A repository an agent needs: registered in tsyringe's container, never known to Runs. */
class OrderBook {
  readonly refunded: string[] = [];
  refund(orderId: string): string {
    this.refunded.push(orderId);
    return `refunded ${orderId}`;
  }
}

@injectable()
class InjectedDesk extends Agent {
  constructor(runtime: Runtime, scope: AgentScope, private readonly orders: OrderBook) {
    super(runtime, scope);
  }

  @AgenticFunction({ description: "Refund an order." })
  refund(@LlmParam({ name: "orderId" }) orderId: string) {
    return this.orders.refund(orderId);
  }

  @AgenticFunction({ description: "Settle a ticket." })
  settle(@LlmParam({ name: "ticket" }) ticket: string) {
    return decision.make(`Ticket ${ticket}. Settle it.`, { refund: this.refund, close: "closed" });
  }
}

/** The same needs, but nothing tells a container how to build it. */
class HandBuiltDesk extends Agent {
  constructor(runtime: Runtime, scope: AgentScope, readonly orders: OrderBook) {
    super(runtime, scope);
  }

  @AgenticFunction({ description: "Settle a ticket." })
  settle(@LlmParam({ name: "ticket" }) ticket: string) {
    return `${ticket}: ${this.orders.refund("A-1")}`;
  }
}

describe("Runs building agents given as classes", () => {
  it("builds an @injectable() agent through tsyringe's container, with its dependencies and the runs' runtime", async () => {
    const book = new OrderBook();
    container.registerInstance(OrderBook, book);
    const runtime = new ScriptedRuntime('{"call": "refund", "args": {"orderId": "A-7"}}');
    const runs = new Runs({ store: new MemoryStore(), runtime, agents: [InjectedDesk] });
    const run = await runs.start(InjectedDesk, "settle", ["broken"]);
    expect(run.error).toBeUndefined();
    expect(run).toMatchObject({ status: "completed", result: "refunded A-7" });
    expect(book.refunded).toEqual(["A-7"]);
    expect(runtime.requests).toHaveLength(1); // the runs' runtime answered, not the container's placeholder
  });

  it("refuses at start, naming resolveAgent, an agent whose constructor needs more than the runtime and that no container can build", async () => {
    const store = new MemoryStore();
    const runs = new Runs({ store, runtime: new ScriptedRuntime([]), agents: [HandBuiltDesk] });
    const error = await runs.start(HandBuiltDesk, "settle", ["broken"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain("Runs cannot build HandBuiltDesk");
    expect((error as Error).message).toContain("resolveAgent");
    expect(await store.listRunRecords()).toEqual([]); // nothing was started

    const book = new OrderBook();
    const built = new Runs({ store, runtime: new ScriptedRuntime([]), agents: [HandBuiltDesk], resolveAgent: (_class, _run) => new HandBuiltDesk(new ScriptedRuntime([]), undefined as never, book) });
    await expect(built.start(HandBuiltDesk, "settle", ["broken"])).resolves.toMatchObject({ status: "completed", result: "broken: refunded A-1" });
  });
});

describe("an agent without a constructor of its own", () => {
  it("is built with new Agent(runtime), as before, whether or not tsyringe is loaded", async () => {
    const seen: unknown[] = [];
    class PlainDesk extends Agent {
      @AgenticFunction({ description: "Say which runtime." })
      whoRuns() {
        seen.push(this.runtime);
        return "ok";
      }
    }
    const runtime = new ScriptedRuntime([]);
    const runs = new Runs({ store: new MemoryStore(), runtime, agents: [PlainDesk] });
    await expect(runs.start(PlainDesk, "whoRuns")).resolves.toMatchObject({ status: "completed", result: "ok" });
    expect(seen).toEqual([runtime]);
  });
});
