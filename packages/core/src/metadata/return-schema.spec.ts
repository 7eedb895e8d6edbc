import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import type { JsonSchema } from "../contracts/json-schema";
import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { agenticFunction } from "../decorators/agentic-function";
import { decision } from "../decision/decision";
import { renderOptions } from "../menu/render-options";
import { normalizeOptions } from "../options/normalize-options";
import type { FunctionOption } from "../options/option-spec";
import { getFunctionSpec } from "./function-spec-registry";
import type { GeneratedSpecs } from "./generated-spec";
import { clearGeneratedSpecs, registerGeneratedSpecs } from "./generated-spec-registry";

// A description no menu, tool definition or prompt may ever hold.
const MARK = "RETURN-SCHEMA-ONLY";
const TICKET: JsonSchema = {
  type: "object",
  description: MARK,
  properties: { id: { type: "string" }, open: { type: "boolean" } },
  required: ["id", "open"],
  additionalProperties: false,
};
const orderId = { name: "orderId", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string" } } as const;

const specs: GeneratedSpecs = {
  version: 1,
  methods: {
    "Desk.ticket": { file: "desk.ts", description: "Read a ticket.", params: [orderId], returns: TICKET },
    // A module written before `returns` existed: no field at all.
    "Desk.older": { file: "desk.ts", description: "Read it the old way.", params: [orderId] },
  },
  functions: { lookup: { file: "lookup.ts", params: [orderId], returns: { type: "string" } } },
};

/** A scripted runtime that keeps every model request whole (tool definitions included). */
class RecordingRuntime extends ScriptedRuntime {
  readonly sent: string[] = [];
  protected override complete(request: ModelRequest): Promise<ModelResponse> {
    this.sent.push(JSON.stringify(request));
    return super.complete(request);
  }
}

function desk() {
  registerGeneratedSpecs(specs);
  class Desk {
    @AgenticFunction()
    ticket(orderId: string) {
      return { id: orderId, open: true };
    }

    @AgenticFunction()
    older(orderId: string) {
      return { id: orderId, open: false };
    }
  }
  return new Desk();
}

afterEach(() => clearGeneratedSpecs());

it("carries a method's generated return schema to its spec and its option, unchanged", () => {
  const agent = desk();
  expect(getFunctionSpec(agent.ticket)?.returnSchema).toEqual(TICKET);
  const option = normalizeOptions({ ticket: agent.ticket }).options[0] as FunctionOption;
  expect(option.spec.returnSchema).toEqual(TICKET);
});

it("carries a standalone function's generated return schema", () => {
  registerGeneratedSpecs(specs);
  const lookup = agenticFunction(function lookup(orderId: string) {
    return orderId;
  });
  expect(getFunctionSpec(lookup)?.returnSchema).toEqual({ type: "string" });
});

it("leaves it out for a spec without one (a module generated before it existed) and without a generated spec", () => {
  const agent = desk();
  expect(getFunctionSpec(agent.older)).not.toHaveProperty("returnSchema");
  const bare = agenticFunction((orderId: string) => orderId, { name: "bare", params: { orderId: "The order." } });
  expect(getFunctionSpec(bare)).not.toHaveProperty("returnSchema");
});

it("never shows it to the model: not in the menu, the prompt or the tool definitions", async () => {
  const agent = desk();
  expect(renderOptions({ ticket: agent.ticket })).not.toContain(MARK);
  const runtime = new RecordingRuntime([
    { toolCalls: [{ name: "ticket", args: { orderId: "T-1" } }] },
    'Done. {"call": "ticket", "args": {"orderId": "T-2"}}',
    '{"call": "ticket", "args": {"orderId": "T-3"}}',
  ]);
  await runtime.exec("Check T-1.", { tools: [agent.ticket], choices: { ticket: agent.ticket } });
  await decision.make("Which ticket?", { ticket: agent.ticket }, { runtime });
  expect(runtime.sent).toHaveLength(3);
  for (const sent of runtime.sent) expect(sent).not.toContain(MARK);
});
