// The README's "Model settings, history and images", "Getting usage and attempts" and "Zod payloads and
// @RuntimeParam" examples, type-checked and run against a ScriptedRuntime (zod is not a dependency of the
// repo: a zod-shaped Standard Schema object stands in for `z.object(...)`).
import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Agent } from "../agent/agent";
import { decision } from "../decision/decision";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { LlmParam } from "../decorators/llm-param.decorator";
import { RuntimeParam } from "../decorators/runtime-param.decorator";
import { option } from "../options/option-helper";
import type { Runtime } from "./runtime";

const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

class Desk extends Agent {
  @AgenticFunction({ settings: { temperature: 0 } })
  route(@LlmParam({ name: "ticket" }) ticket: string) {
    return this.decide(`Route: ${ticket}`, { refund: "REFUND", close: "CLOSE" }, { settings: { maxTokens: 200 } });
  }
}

class Reporter {
  @AgenticFunction()
  summarise(@LlmParam({ name: "ticket" }) ticket: string, @RuntimeParam() runtime?: Runtime) {
    return runtime!.exec(`Summarise in one line: ${ticket}`, { settings: { maxTokens: 60 } });
  }
}

/** What `z.object({ team: z.enum([...]), summary: z.string() })` looks like to agentic-ts: a Standard Schema. */
const escalation = {
  "~standard": {
    version: 1 as const,
    vendor: "zod",
    validate: (value: unknown) => {
      const v = value as { team?: unknown; summary?: unknown };
      const ok = (v.team === "billing" || v.team === "shipping") && typeof v.summary === "string";
      return ok ? { value: { team: v.team, summary: v.summary } } : { issues: [{ message: "team must be billing or shipping", path: ["team"] }] };
    },
    types: undefined as unknown as { input: unknown; output: { team: "billing" | "shipping"; summary: string } },
  },
};

describe("the README's model settings examples", () => {
  it("layers runtime, function and call settings", async () => {
    const runtime = new ScriptedRuntime([pick("close"), "Refunds drift / like autumn leaves"], { settings: { temperature: 0.7 } });
    const desk = new Desk(runtime);
    await expect(desk.route("Where is my parcel?")).resolves.toBe("CLOSE");
    await runtime.exec("Write a haiku about refunds.", {
      settings: { topP: 0.9, stopSequences: ["\n\n\n"], seed: 7, providerOptions: { openai: { service_tier: "flex" } } },
    });
    expect(runtime.requests.map((r) => r.settings)).toEqual([
      { temperature: 0, maxTokens: 200 },
      { temperature: 0.7, topP: 0.9, stopSequences: ["\n\n\n"], seed: 7, providerOptions: { openai: { service_tier: "flex" } } },
    ]);
  });

  it("sends a conversation with an image and decides among choices", async () => {
    const runtime = new ScriptedRuntime([pick("askForMore")]);
    const answer = await runtime.exec(
      [
        { role: "system", content: "Answer in one sentence." },
        { role: "user", content: "My parcel arrived damaged." },
        { role: "assistant", content: "Sorry to hear that! Could you send a photo?" },
        { role: "user", content: [{ type: "text", text: "Here it is." }, { type: "image", image: JPEG }] },
      ],
      { choices: { close: "CLOSED", askForMore: "ASK_FOR_MORE" } },
    );
    expect(answer).toBe("ASK_FOR_MORE");
    expect(runtime.requests[0].text).toContain("Here it is.\n[image image/jpeg]");
  });

  it("gets a decision's usage, attempts and trace node with its result", async () => {
    const runtime = new ScriptedRuntime([
      { text: "Let me think.", usage: { inputTokens: 50, outputTokens: 4 } },
      { text: pick("close"), usage: { inputTokens: 70, outputTokens: 3 } },
    ]);
    const { result, usage, attempts, node } = await decision.makeDetailed("Route this ticket.", { refund: "REFUND", close: "CLOSED" }, { runtime });
    const closed: "REFUND" | "CLOSED" = result;
    expect(closed).toBe("CLOSED");
    expect([usage?.inputTokens, attempts.length - 1, runtime.trace.children(node.id).length]).toEqual([120, 1, 2]);
  });

  it("takes a Standard Schema payload, re-picking when it refuses one, typed from its output", async () => {
    const runtime = new ScriptedRuntime([pick("escalate", { team: "legal", summary: "x" }), pick("escalate", { team: "billing", summary: "Charged twice." })]);
    const next = await decision.make("Triage this ticket.", { close: "CLOSED", escalate: option.schema("Hand it to a person.", escalation) }, { runtime });
    if (next === "CLOSED") throw new Error("expected an escalation");
    const team: "billing" | "shipping" = next.team;
    expect([next.decision, team, next.summary]).toEqual(["escalate", "billing", "Charged twice."]);
    expect(runtime.requests).toHaveLength(2);
  });

  it("runs a @RuntimeParam function with the runtime a caller passes, hidden from the model", async () => {
    const runtime = new ScriptedRuntime(["A-1 arrived broken."]);
    await expect(new Reporter().summarise("Order A-1 arrived broken.", runtime)).resolves.toBe("A-1 arrived broken.");
    expect(runtime.requests[0].settings).toEqual({ maxTokens: 60 });
    expect(runtime.trace.roots()[0]).toMatchObject({ kind: "function", name: "summarise", data: { args: { ticket: "Order A-1 arrived broken." } } });
  });
});
