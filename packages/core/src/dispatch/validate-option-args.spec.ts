import { ScriptedRuntime } from "@agentic-ts/testing";
import { decision } from "../decision/decision";
import { resolveDecision } from "./resolve-decision";
import { jsonSchema } from "../schema/json-schema-field";
import type { StandardSchemaLike } from "../contracts/standard-schema-like";
import { schemaOption } from "../options/schema-option";
import { validateOptionArgs } from "./validate-option-args";

// A Standard Schema that accepts any object and passes every key through, as a loose zod object would.
const passThrough: StandardSchemaLike = {
  "~standard": { version: 1, vendor: "test", validate: (value: unknown) => ({ value }) },
};

const payloads: ReadonlyArray<[string, unknown]> = [
  ["an open jsonSchema({ type: 'object' })", jsonSchema({ type: "object" })],
  ["additionalProperties given as a schema", jsonSchema({ type: "object", additionalProperties: { type: "string" } })],
  ["patternProperties that match every key", jsonSchema({ type: "object", patternProperties: { ".*": { type: "string" } } })],
  ["a Standard Schema that passes keys through", passThrough],
];

async function decide(payload: unknown, reply: string): Promise<unknown> {
  const runtime = new ScriptedRuntime([reply]);
  return decision.make("Pick.", { escalate: ["Hand over.", payload] } as never, { runtime, maxRetries: 0 });
}

describe("a model-supplied decision key in a schema option's payload", () => {
  it.each(payloads)("is dropped, so the result's decision is the option's name, with %s", async (_label, payload) => {
    const reply = '{"call": "escalate", "args": {"decision": "refund", "note": "x"}}';
    await expect(decide(payload, reply)).resolves.toEqual({ decision: "escalate", note: "x" });
  });

  it.each(payloads)("never reaches the validated arguments, with %s", async (_label, payload) => {
    const option = schemaOption("escalate", "Hand over.", payload);
    const validated = await validateOptionArgs(option, { decision: "refund", note: "x" });
    expect(validated).toEqual({ ok: true, value: { note: "x" } });
  });

  it("is dropped before the payload schema sees it, so an additionalProperties schema cannot turn it into a re-pick", async () => {
    const option = schemaOption("escalate", "Hand over.", jsonSchema({ type: "object", additionalProperties: { type: "string" } }));
    await expect(validateOptionArgs(option, { decision: 7, note: "x" })).resolves.toEqual({ ok: true, value: { note: "x" } });
  });

  it("cannot come back from a Standard Schema that adds it to its output", async () => {
    const adds: StandardSchemaLike = {
      "~standard": { version: 1, vendor: "test", validate: (value: unknown) => ({ value: { ...(value as object), decision: "refund" } }) },
    };
    await expect(decide(adds, '{"call": "escalate", "args": {"note": "x"}}')).resolves.toEqual({ decision: "escalate", note: "x" });
  });

  it("loses to the option's name even when a pick is resolved without validation", async () => {
    const option = schemaOption("escalate", "Hand over.", jsonSchema({ type: "object" }));
    await expect(resolveDecision({ option, args: { decision: "refund", note: "x" } })).resolves.toEqual({ decision: "escalate", note: "x" });
  });
});

describe("a schema option whose payload schema requires a decision field", () => {
  it("is refused when it is defined, since the model's value for it is always dropped", () => {
    const payload = jsonSchema({ type: "object", required: ["decision"] });
    expect(() => schemaOption("escalate", "Hand over.", payload)).toThrow(/"decision".*reserved/);
  });
});
