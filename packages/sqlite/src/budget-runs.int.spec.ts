import "reflect-metadata";
import { Agent, agenticFunction, Runs } from "@agentic-ts/core";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { useLoopbackRuntimes } from "../../transport/src/__fixtures__/use-loopback-runtimes";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";

const loop = useLoopbackRuntimes((server) => new OpenAIRuntime({ apiKey: "sk-loopback", baseURL: server.openaiBaseURL, model: "gpt-loopback" }));

let looked: string[] = [];
const lookupOrder = agenticFunction((orderId: string) => (looked.push(orderId), { orderId, status: "delivered" }), { name: "lookupOrder", params: { orderId: String } });

class Desk extends Agent {
  async triage(question: string): Promise<string> {
    // Awaited first: a return type would otherwise steer exec's inferred type parameters.
    const reply = await this.exec(question, { tools: [lookupOrder] });
    return reply;
  }
}

describe("a run stopped by its budget, over SqliteStore", () => {
  it("is stored with status budget and its overrun, and resumes in a new Runs with a raised budget: only the remaining request is sent", async () => {
    looked = [];
    const usage = { inputTokens: 60, outputTokens: 40 };
    loop.server.script(
      { reply: { toolCalls: [{ name: "lookupOrder", args: { orderId: "A-1" } }], usage } },
      { reply: { toolCalls: [{ name: "lookupOrder", args: { orderId: "A-2" } }], usage } },
      { reply: { text: "Both were delivered.", usage } },
    );
    const db = tempDbPath();
    const first = new SqliteStore(db);
    let id: string;
    try {
      const runs = new Runs({ store: first, runtime: loop.runtime(), agents: [Desk] });
      const run = await runs.start(Desk, "triage", ["Where are A-1 and A-2?"], { budget: { maxModelCalls: 2 } });
      id = run.id;
      expect(run.status).toBe("budget");
      runs.close();
    } finally {
      await first.close();
    }
    expect(loop.server.requests).toHaveLength(2);
    expect(looked).toEqual(["A-1", "A-2"]);

    const second = new SqliteStore(db);
    try {
      expect(await second.getRunRecord(id)).toMatchObject({
        status: "budget",
        budget: { maxModelCalls: 2 },
        overrun: { limit: "maxModelCalls", max: 2, scope: "run", spent: { modelCalls: 2, tokens: 200 } },
      });
      expect((await second.listRunRecords({ status: "budget" })).map((r) => r.id)).toEqual([id]);
      const runs = new Runs({ store: second, runtime: loop.runtime(), agents: [Desk] });
      const done = await runs.resume(id, { budget: { maxModelCalls: 5 } });
      runs.close();
      expect(done).toMatchObject({ status: "completed", result: "Both were delivered.", budget: { maxModelCalls: 5 } });
      expect(await second.getRunRecord(id)).not.toHaveProperty("overrun");
    } finally {
      await second.close();
    }
    expect(loop.server.requests).toHaveLength(3);
    expect(looked).toEqual(["A-1", "A-2"]); // the journaled lookups did not run again
  });
});
