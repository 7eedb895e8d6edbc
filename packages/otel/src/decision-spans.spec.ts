import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { AuthenticationError, decision, DecisionError } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { everythingRecorded, idOf, parentOf, useSpanRecorder } from "./__fixtures__/use-span-recorder";

const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });
const PROMPT = "Pick the next step for ticket T-9 from alice@example.com.";
const MUSING = "Hmm, alice@example.com wants it closed, I think.";

describe("instrumentAgentic: decision spans", () => {
  const rec = useSpanRecorder();

  it("gives a chat span the call's model settings as gen_ai.request.* attributes, and none that were not set", async () => {
    const runtime = new ScriptedRuntime([pick("close"), pick("wait")], { model: "scripted-1", settings: { temperature: 0.2 } });
    const settings = { maxTokens: 300, topP: 0.9, stopSequences: ["END"], seed: 7 };
    await decision.make(PROMPT, { close: "CLOSED", wait: "WAIT" }, { runtime, settings });
    await decision.make(PROMPT, { close: "CLOSED", wait: "WAIT" }, { runtime });
    const [first, second] = rec.spans().filter((s) => s.name === "chat scripted-1");
    expect(first.attributes).toMatchObject({
      "gen_ai.request.temperature": 0.2,
      "gen_ai.request.max_tokens": 300,
      "gen_ai.request.top_p": 0.9,
      "gen_ai.request.stop_sequences": ["END"],
      "gen_ai.request.seed": 7,
    });
    expect(Object.keys(second.attributes).filter((k) => k.startsWith("gen_ai.request."))).toEqual(["gen_ai.request.model", "gen_ai.request.temperature"]);
  });

  it("nests a decision with a re-pick under the application's active span", async () => {
    const runtime = new ScriptedRuntime(
      [
        { text: MUSING, usage: { inputTokens: 40, outputTokens: 9 } },
        { text: pick("close"), usage: { inputTokens: 60, outputTokens: 5 } },
      ],
      { model: "scripted-1" },
    );
    const result = await rec.within("POST /tickets", () => decision.make(PROMPT, { close: "CLOSED", wait: "WAIT" }, { runtime }));
    expect(result).toBe("CLOSED");

    const request = rec.one("POST /tickets");
    const made = rec.one("decision close");
    const repick = rec.one("repick 1");
    const chats = rec.spans().filter((s) => s.name === "chat scripted-1");
    expect(chats).toHaveLength(2);

    expect(parentOf(made)).toBe(idOf(request));
    expect(made.spanContext().traceId).toBe(request.spanContext().traceId);
    expect(made.kind).toBe(SpanKind.INTERNAL);
    expect(made.attributes).toMatchObject({
      "agentic.decision.source": "decision.make",
      "agentic.decision.options": ["close", "wait"],
      "agentic.decision.chosen": "close",
      "agentic.decision.chosen.kind": "value",
      "agentic.decision.attempts": 2,
    });
    expect(made.status.code).toBe(SpanStatusCode.UNSET);
    expect(made.events.map((e) => [e.name, e.attributes?.["agentic.repick.problem.kind"]])).toEqual([["agentic.repick", "no_action"]]);

    // The first call hangs under the decision, the re-asking one under its re-pick.
    expect(parentOf(chats[0])).toBe(idOf(made));
    expect(parentOf(repick)).toBe(idOf(made));
    expect(parentOf(chats[1])).toBe(idOf(repick));
    expect(repick.attributes).toMatchObject({ "agentic.repick.attempt": 1, "agentic.repick.problem.kind": "no_action" });
    for (const chat of chats) {
      expect(chat.kind).toBe(SpanKind.CLIENT);
      expect(chat.attributes["gen_ai.operation.name"]).toBe("chat");
      expect(chat.attributes["gen_ai.request.model"]).toBe("scripted-1");
      // A scripted runtime is no provider: the attribute is left out rather than invented.
      expect(chat.attributes).not.toHaveProperty("gen_ai.provider.name");
    }
    expect(chats.map((c) => [c.attributes["gen_ai.usage.input_tokens"], c.attributes["gen_ai.usage.output_tokens"]])).toEqual([
      [40, 9],
      [60, 5],
    ]);
    expect(chats.map((c) => c.attributes["agentic.model_call.purpose"])).toEqual(["decision", "repick"]);

    // Without captureContent, neither the prompt nor the reply reaches a span.
    const recorded = everythingRecorded(rec.spans());
    expect(recorded).not.toContain("alice@example.com");
    expect(recorded).not.toContain("gen_ai.input.messages");
    expect(recorded).not.toContain("gen_ai.output.messages");
    expect(rec.otel.openSpans).toBe(0);
  });

  it("marks a decision that runs out of re-picks as an error, without quoting the reply", async () => {
    const runtime = new ScriptedRuntime([MUSING, MUSING], { model: "scripted-1" });
    const error = await decision.make(PROMPT, { close: "CLOSED" }, { runtime }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecisionError);
    expect((error as Error).message).toContain("alice@example.com");

    const made = rec.one("decision");
    expect(made.status.code).toBe(SpanStatusCode.ERROR);
    expect(made.attributes).toMatchObject({ "error.type": "DecisionError", "agentic.decision.attempts": 2 });
    expect(made.attributes).not.toHaveProperty("agentic.decision.chosen");
    // The chat spans themselves succeeded: only the decision failed.
    expect(rec.spans().filter((s) => s.name === "chat scripted-1").map((s) => s.status.code)).toEqual([SpanStatusCode.UNSET, SpanStatusCode.UNSET]);
    expect(everythingRecorded(rec.spans())).not.toContain("alice@example.com");
  });

  it("marks a failed model call as an error with the provider error's class as error.type", async () => {
    const runtime = new ScriptedRuntime(() => {
      throw new AuthenticationError("bad key", { provider: "scripted", status: 401 });
    });
    await expect(decision.make(PROMPT, { close: "CLOSED" }, { runtime })).rejects.toBeInstanceOf(AuthenticationError);
    const chat = rec.one("chat");
    expect(chat.status.code).toBe(SpanStatusCode.ERROR);
    expect(chat.attributes["error.type"]).toBe("AuthenticationError");
    expect(rec.one("decision").attributes).toMatchObject({ "error.type": "AuthenticationError", "agentic.decision.attempts": 1 });
  });

  it("keeps spans of runtimes with separate traces apart, though their node ids are the same", async () => {
    // Each runtime's trace numbers its nodes from 1: both decisions are node 1, both model calls node 2.
    let releaseA!: () => void;
    const heldA = new Promise<void>((resolve) => (releaseA = resolve));
    let askedA!: () => void;
    const aAsked = new Promise<void>((resolve) => (askedA = resolve));
    const a = new ScriptedRuntime(async () => {
      askedA();
      await heldA;
      return pick("left");
    }, { model: "model-a" });
    const b = new ScriptedRuntime([pick("right")], { model: "model-b" });

    const first = rec.within("request A", () => decision.make("A?", { left: 1, right: 2 }, { runtime: a }));
    await aAsked;
    await rec.within("request B", () => decision.make("B?", { left: 1, right: 2 }, { runtime: b }));
    releaseA();
    await first;

    for (const [request, made, chat] of [
      ["request A", "decision left", "chat model-a"],
      ["request B", "decision right", "chat model-b"],
    ]) {
      expect(parentOf(rec.one(made))).toBe(idOf(rec.one(request)));
      expect(parentOf(rec.one(chat))).toBe(idOf(rec.one(made)));
      expect(rec.one(chat).spanContext().traceId).toBe(rec.one(request).spanContext().traceId);
    }
    expect(rec.one("request A").spanContext().traceId).not.toBe(rec.one("request B").spanContext().traceId);
  });

  it("holds no span after many decisions, including failed ones", async () => {
    const runtimes = [0, 1, 2].map((i) => new ScriptedRuntime((_req, n) => (n % 5 === 4 ? "no pick" : pick("go")), { model: `m${i}` }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) => decision.make("Go?", { go: "GO", stop: "STOP" }, { runtime: runtimes[i % 3], maxRetries: 0 })),
    );
    const failed = outcomes.filter((o) => o.status === "rejected").length;
    expect(failed).toBeGreaterThan(0);
    expect(rec.otel.openSpans).toBe(0);
    // One decision span and one chat span per decision, all ended.
    expect(rec.spans()).toHaveLength(600);
    expect(rec.spans().filter((s) => s.status.code === SpanStatusCode.ERROR)).toHaveLength(failed);
  });

  it("makes no spans once disabled", async () => {
    rec.otel.disable();
    rec.otel.disable();
    await decision.make("Go?", { go: "GO" }, { runtime: new ScriptedRuntime(pick("go")) });
    expect(rec.spans()).toHaveLength(0);
    expect(rec.otel.openSpans).toBe(0);
  });
});
