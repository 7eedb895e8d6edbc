import "reflect-metadata";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { decision, normalizeOptions, type Options, type Runtime, type TraceNode } from "@agentic-ts/core";
import { AnthropicRuntime } from "@agentic-ts/anthropic";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { LoopbackProviderServer, type RecordedRequest } from "@agentic-ts/testing";
import { DeskAgent } from "../../openai/src/__fixtures__/desk-agent";
import { fromAiSdk } from "./index";
import { RECORDED_DECISIONS, type RecordedDecision } from "./__fixtures__/recorded-decisions";

// The AI SDK's own provider packages over the real wire (the loopback server), against our native runtimes
// on the same scripts: the same picks, our generated schemas in the bodies byte for byte, the required
// tool choice, and the server's usage on the trace.
let server: LoopbackProviderServer;
beforeAll(async () => {
  server = await LoopbackProviderServer.start();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const RETRY = { baseDelayMs: 1, maxDelayMs: 20 };

interface Wire {
  readonly name: string;
  native(): Runtime;
  adapted(): Runtime;
  /** The tools of a body: name and the JSON text of its schema, as sent. */
  tools(body: Record<string, any>): Array<{ name: string; schema: string }>;
  /** Whether the body requires a tool call (any tool, or the single one). */
  requiresTool(body: Record<string, any>): boolean;
}

const WIRES: readonly Wire[] = [
  {
    name: "@ai-sdk/openai-compatible vs OpenAIRuntime",
    native: () => new OpenAIRuntime({ apiKey: "sk-loopback", baseURL: server.openaiBaseURL, model: "gpt-loopback", retry: RETRY }),
    adapted: () => {
      const provider = createOpenAICompatible({ name: "loopback", baseURL: server.openaiBaseURL, apiKey: "sk-loopback", supportsStructuredOutputs: true });
      return fromAiSdk(provider.chatModel("gpt-loopback"), { retry: RETRY });
    },
    tools: (body) => ((body.tools ?? []) as Array<{ function: { name: string; parameters: unknown } }>).map((t) => ({ name: t.function.name, schema: JSON.stringify(t.function.parameters) })),
    requiresTool: (body) => body.tool_choice === "required" || body.tool_choice?.type === "function",
  },
  {
    name: "@ai-sdk/anthropic vs AnthropicRuntime",
    native: () => new AnthropicRuntime({ apiKey: "test-key", baseURL: server.anthropicBaseURL, model: "claude-loopback", retry: RETRY }),
    adapted: () => fromAiSdk(createAnthropic({ baseURL: `${server.anthropicBaseURL}/v1`, apiKey: "test-key" })("claude-loopback"), { retry: RETRY }),
    tools: (body) => ((body.tools ?? []) as Array<{ name: string; input_schema: unknown }>).map((t) => ({ name: t.name, schema: JSON.stringify(t.input_schema) })),
    requiresTool: (body) => body.tool_choice?.type === "any" || body.tool_choice?.type === "tool",
  },
];

async function replay(runtime: Runtime, recorded: RecordedDecision): Promise<{ result: unknown; requests: RecordedRequest[]; calls: TraceNode[] }> {
  server.reset();
  server.script(...recorded.replies.map((reply) => ({ reply })));
  const agent = new DeskAgent(runtime);
  const options: Options = recorded.closeOnly
    ? { close: "CLOSED" }
    : { refund: agent.issueRefund, close: "CLOSED", escalate: ["Hand it to a person.", { summary: String }] };
  const { result, node } = await decision.makeDetailed("Handle the ticket.", options, { runtime, pickMode: recorded.mode, context: { customerId: "C-1" } });
  await runtime.close();
  return { result, requests: [...server.requests], calls: modelCalls(runtime, node.id) };
}

/** The model_call nodes under a node, at any depth (a re-pick's call hangs under its own node). */
function modelCalls(runtime: Runtime, id: number): TraceNode[] {
  return runtime.trace.children(id).flatMap((child) => (child.kind === "model_call" ? [child] : modelCalls(runtime, child.id)));
}

describe.each(WIRES)("$name: 20 recorded decisions", (wire) => {
  it.each(RECORDED_DECISIONS.map((d) => [d.name, d] as const))("%s", async (_name, recorded) => {
    const native = await replay(wire.native(), recorded);
    const adapted = await replay(wire.adapted(), recorded);
    expect(native.result).toEqual(recorded.expected);
    expect(adapted.result).toEqual(native.result);
    expect(adapted.requests).toHaveLength(recorded.replies.length);

    // Usage on each model_call node is what the server was scripted to report.
    expect(adapted.calls.map((n) => n.data.usage)).toEqual(recorded.replies.map((r) => expect.objectContaining({ ...r.usage })));

    const agent = new DeskAgent(wire.native());
    const generated = normalizeOptions(recorded.closeOnly ? { close: "CLOSED" } : { refund: agent.issueRefund, close: "CLOSED", escalate: ["Hand it to a person.", { summary: String }] });
    for (const request of adapted.requests) {
      const body = request.body!;
      if (recorded.mode !== "tools") {
        expect(wire.tools(body)).toEqual([]);
        continue;
      }
      // Our build-time schemas, byte for byte, and a tool call required.
      expect(wire.tools(body)).toEqual(generated.options.map((o) => ({ name: o.name, schema: JSON.stringify(o.argsSchema) })));
      for (const o of generated.options) expect(request.rawBody).toContain(JSON.stringify(o.argsSchema));
      expect(wire.requiresTool(body)).toBe(true);
    }
  });
});
