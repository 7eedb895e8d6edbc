import "reflect-metadata";
import { AuthenticationError, decision, DecisionError, RateLimitError, TimeoutError } from "@agentic-ts/core";
import { DeskAgent } from "../../../openai/src/__fixtures__/desk-agent";
import { calls, reply, type SuiteBackend, type SuiteSession, type SuiteStep } from "./suite-script";

const PROMPT = "Handle the ticket.";
const CONTEXT = { customerId: "C-1" };

/**
 * One decision suite for every runtime: each case is one script (replies, faults, a hang) that the
 * backend translates to its own model (the loopback server's wire, an AI SDK model's shapes), and the
 * same expectations on what the runtime returns and what the model received.
 */
export function decisionSuite(backend: SuiteBackend): void {
  describe(`the decision suite: ${backend.name}`, () => {
    if (backend.setup) beforeAll(() => backend.setup!());
    if (backend.teardown) afterAll(() => backend.teardown!());
    if (backend.endSession) afterEach(() => backend.endSession!());

    function desk(script: readonly SuiteStep[]): SuiteSession & { agent: DeskAgent; options: DeskOptions } {
      const session = backend.session(script);
      const agent = new DeskAgent(session.runtime);
      const options = { refund: agent.issueRefund, close: "CLOSED", escalate: ["Hand it to a person.", { summary: String }] } as const;
      return { ...session, requests: session.requests, arrived: session.arrived, agent, options };
    }

    it("a value option (text mode): the menu in the prompt, no tools, no format", async () => {
      const s = desk([reply('{"call": "close"}')]);
      expect(await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT })).toBe("CLOSED");
      const [request] = s.requests();
      expect(request).toMatchObject({ tools: [], forcedTool: false, jsonFormat: false });
      expect(request.texts.join("\n")).toContain("refund");
    });

    it("a function option: validated arguments, the hidden context parameter injected", async () => {
      const s = desk([reply('{"call": "refund", "args": {"orderId": "A-1", "amountCents": 500}}')]);
      const result = await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT });
      expect(result).toEqual({ refunded: "A-1", amountCents: 500, customerId: "C-1" });
      expect(s.agent.calls).toEqual([{ method: "issueRefund", args: ["A-1", 500, "C-1"] }]);
    });

    it("a schema option resolves to its payload with the decision's name", async () => {
      const s = desk([reply('{"call": "escalate", "args": {"summary": "Angry customer"}}')]);
      expect(await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT })).toEqual({ decision: "escalate", summary: "Angry customer" });
    });

    it("a bad pick is re-picked, and usage and attempts cover both calls", async () => {
      const s = desk([
        reply('{"call": "refund", "args": {"orderId": "A-1", "amountCents": "five"}}', { inputTokens: 7, outputTokens: 3 }),
        reply('{"call": "refund", "args": {"orderId": "A-1", "amountCents": 5}}', { inputTokens: 11, outputTokens: 2 }),
      ]);
      const detailed = await decision.makeDetailed(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT });
      expect(detailed.result).toEqual({ refunded: "A-1", amountCents: 5, customerId: "C-1" });
      expect(detailed.usage).toMatchObject({ inputTokens: 18, outputTokens: 5 });
      expect(detailed.attempts.map((a) => a.ok)).toEqual([false, true]);
      expect(s.requests()).toHaveLength(2);
      expect(s.requests()[1].texts.join("\n")).toContain("amountCents");
    });

    it("re-picks exhausted: DecisionError with every attempt, nothing dispatched", async () => {
      const s = desk([reply('{"call": "reopen"}'), reply("I would rather not pick.")]);
      const failure = await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT, maxRetries: 1 }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DecisionError);
      expect((failure as DecisionError).attempts.map((a) => a.kind)).toEqual(["unknown_call", "no_action"]);
      expect(s.agent.calls).toEqual([]);
    });

    it("exec: the model calls a work tool, reads its result, then makes the choice", async () => {
      const s = desk([calls([{ id: "call_1", name: "lookupOrder", args: { orderId: "A-1" } }]), reply('{"call": "close"}')]);
      const result = await s.runtime.exec(PROMPT, { tools: [s.agent.lookupOrder], choices: s.options, context: CONTEXT });
      expect(result).toBe("CLOSED");
      expect(s.agent.calls).toEqual([{ method: "lookupOrder", args: ["A-1", "C-1"] }]);
      const [first, second] = s.requests();
      expect(first.tools).toContain("lookupOrder");
      expect(second.toolResults.join("\n")).toContain("delivered");
    });

    it("pick mode tools: the options as tools, a call required; the pick is the tool call", async () => {
      const s = desk([calls([{ id: "call_1", name: "refund", args: { orderId: "A-2", amountCents: 100 } }])]);
      const result = await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT, pickMode: "tools" });
      expect(result).toEqual({ refunded: "A-2", amountCents: 100, customerId: "C-1" });
      expect(s.requests()[0]).toMatchObject({ tools: ["refund", "close", "escalate"], forcedTool: true, jsonFormat: false });
    });

    it("pick mode tools: a malformed tool call is answered with an error result and re-picked", async () => {
      const s = desk([calls([{ id: "call_1", name: "refund", args: '{"orderId": "A-1", ' }]), calls([{ id: "call_2", name: "close", args: {} }])]);
      expect(await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT, pickMode: "tools" })).toBe("CLOSED");
      expect(s.requests()[1].toolResults.join("\n")).toContain("not valid JSON");
    });

    it("pick mode tools with a single option forces that tool", async () => {
      const s = desk([calls([{ id: "call_1", name: "close", args: {} }])]);
      expect(await decision.make(PROMPT, { close: "CLOSED" }, { runtime: s.runtime, pickMode: "tools" })).toBe("CLOSED");
      expect(s.requests()[0]).toMatchObject({ tools: ["close"], forcedTool: true });
    });

    it("pick mode json: a JSON response format with the options' schema", async () => {
      const s = desk([reply('{"pick": {"call": "escalate", "args": {"summary": "Needs a human"}}}')]);
      const result = await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT, pickMode: "json" });
      expect(result).toEqual({ decision: "escalate", summary: "Needs a human" });
      expect(s.requests()[0]).toMatchObject({ tools: [], forcedTool: false, jsonFormat: true });
    });

    it("streaming: the reply reaches onText piece by piece, and the pick is read from it", async () => {
      const text = 'Closing it. {"call": "close"}';
      const s = desk([reply(text)]);
      const pieces: string[] = [];
      const result = await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT, onText: (d) => pieces.push(d) });
      expect(result).toBe("CLOSED");
      expect(pieces.join("")).toBe(text);
    });

    it("abort: the caller's signal ends a call in flight with its reason", async () => {
      const s = desk([{ kind: "hang" }]);
      const controller = new AbortController();
      const made = decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT, signal: controller.signal });
      const settled = made.catch((e: unknown) => e);
      await s.arrived(1);
      const reason = new Error("the caller gave up");
      controller.abort(reason);
      expect(await settled).toBe(reason);
    });

    it("a deadline ends a hanging call with TimeoutError", async () => {
      const s = desk([{ kind: "hang" }]);
      const failure = await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT, timeoutMs: 50 }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(TimeoutError);
    });

    it("a 429 is retried (honouring Retry-After) and the retry is counted on the model call", async () => {
      const s = desk([{ kind: "status", status: 429, message: "slow down", retryAfter: "0" }, reply('{"call": "close"}')]);
      const retries: unknown[] = [];
      const detailed = await decision.makeDetailed(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT, onRetry: (info) => retries.push(info.error) });
      expect(detailed.result).toBe("CLOSED");
      expect(retries).toHaveLength(1);
      expect(retries[0]).toBeInstanceOf(RateLimitError);
      expect((retries[0] as RateLimitError).retryAfterMs).toBe(0);
      const [call] = s.runtime.trace.children(detailed.node.id);
      expect(call.data.retries).toBe(1);
    });

    it("a 401 is an AuthenticationError, not retried", async () => {
      const s = desk([{ kind: "status", status: 401, message: "bad key" }]);
      const failure = await decision.make(PROMPT, s.options, { runtime: s.runtime, context: CONTEXT }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AuthenticationError);
      expect((failure as AuthenticationError).status).toBe(401);
      expect(s.requests()).toHaveLength(1);
    });
  });
}

type DeskOptions = {
  readonly refund: DeskAgent["issueRefund"];
  readonly close: "CLOSED";
  readonly escalate: readonly ["Hand it to a person.", { readonly summary: StringConstructor }];
};
