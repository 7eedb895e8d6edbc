import "reflect-metadata";
import { MemoryStore, RunConflictError, Runs } from "@agentic-ts/core";
import { DeskAgent } from "./__fixtures__/desk-agent";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
const usage = { inputTokens: 60, outputTokens: 40 };
const lookup = (orderId: string) => ({ reply: { toolCalls: [{ name: "lookupOrder", args: { orderId } }], usage } });

/** An agent whose run makes one exec: two lookups, then an answer (three model calls). */
class BudgetDesk extends DeskAgent {
  async triage(question: string): Promise<string> {
    // Awaited first: a return type would otherwise steer exec's inferred type parameters.
    const reply = await this.exec(question, { tools: [this.lookupOrder], context: { customerId: "C-1" } });
    return reply;
  }
}

function threeCalls(): void {
  loop.server.script(lookup("A-1"), lookup("A-2"), { reply: { text: "Both were delivered.", usage } });
}

describe("a durable run's budget (loopback server)", () => {
  it("suspends the run with status budget, sends nothing more, and a raised budget continues it with no repeated call", async () => {
    threeCalls();
    const runs = new Runs({ store: new MemoryStore(), runtime: loop.runtime(), agents: [BudgetDesk] });
    const run = await runs.start(BudgetDesk, "triage", ["Where are A-1 and A-2?"], { budget: { maxModelCalls: 2 } });
    expect(run.status).toBe("budget");
    expect(run.overrun).toEqual({ limit: "maxModelCalls", max: 2, scope: "run", spent: { tokens: 200, modelCalls: 2 } });
    expect(run.budget).toEqual({ maxModelCalls: 2 });
    expect(loop.server.requests).toHaveLength(2);
    expect(run.error).toBeUndefined();

    // A budget no higher than what was spent: the replay spends it again and the run stops there, 0 requests.
    const again = await runs.resume(run.id, { budget: { maxModelCalls: 2 } });
    expect(again.status).toBe("budget");
    expect(loop.server.requests).toHaveLength(2);

    const done = await runs.resume(run.id, { budget: { maxModelCalls: 3 } });
    expect(done).toMatchObject({ status: "completed", result: "Both were delivered.", budget: { maxModelCalls: 3 }, executions: 3 });
    expect(done.overrun).toBeUndefined();
    // Exactly the remaining request reached the server: the two before were answered from the journal.
    expect(loop.server.requests).toHaveLength(3);
    expect(loop.server.requests[2].body?.messages.at(-1)).toMatchObject({ role: "tool" });
  });

  it("counts tokens over the run's executions, from the journal's recorded usage", async () => {
    threeCalls();
    const runs = new Runs({ store: new MemoryStore(), runtime: loop.runtime(), agents: [BudgetDesk] });
    const run = await runs.start(BudgetDesk, "triage", ["Where are A-1 and A-2?"], { budget: { maxTokens: 150 } });
    expect(run).toMatchObject({ status: "budget", overrun: { limit: "maxTokens", spent: { tokens: 200, modelCalls: 2 } } });
    expect(loop.server.requests).toHaveLength(2);
    const done = await runs.resume(run.id, { budget: { maxTokens: 1000 } });
    expect(done.status).toBe("completed");
    expect(loop.server.requests).toHaveLength(3);
  });

  it("resumes with a budget only a run stopped by its budget", async () => {
    loop.server.script({ reply: { text: "Nothing to look up.", usage } });
    const runs = new Runs({ store: new MemoryStore(), runtime: loop.runtime(), agents: [BudgetDesk] });
    const run = await runs.start(BudgetDesk, "triage", ["Hello"], { budget: { maxModelCalls: 5 } });
    expect(run.status).toBe("completed");
    await expect(runs.resume(run.id, { budget: { maxModelCalls: 9 } })).rejects.toBeInstanceOf(RunConflictError);
  });
});
