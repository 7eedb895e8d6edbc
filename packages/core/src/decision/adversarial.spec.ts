import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { SupportAgent } from "../__fixtures__/support-agent";
import { agenticFunction } from "../decorators/agentic-function";
import { DecisionError } from "../errors/decision-error";
import { decision } from "./decision";

const MiB = 1024 * 1024;
const fill = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

function prototypeSnapshot(): string[] {
  return [Object, Array, Function].flatMap((C) => Object.getOwnPropertyNames(C.prototype).map((k) => `${C.name}.${k}`)).sort();
}

async function decide(replies: string[], options: Record<string, unknown>, context?: Record<string, unknown>): Promise<unknown> {
  const runtime = new ScriptedRuntime(replies);
  return decision.make("Pick.", options as never, { runtime, context }).catch((e: unknown) => e);
}

describe("adversarial replies end in a dispatch with validated arguments, a re-pick or a DecisionError", () => {
  const before = prototypeSnapshot();
  afterEach(() => {
    expect(prototypeSnapshot()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "treats a call to the Object.prototype member %s as an unknown option",
    async (name) => {
      const error = (await decide([`{"call": "${name}"}`, `{"call": "${name}"}`], { done: 1 })) as DecisionError;
      expect(error).toBeInstanceOf(DecisionError);
      expect(error.kind).toBe("unknown_call");
    },
  );

  it("drops __proto__ / constructor / prototype keys from function arguments without touching any prototype", async () => {
    const seen: unknown[] = [];
    const fn = agenticFunction((meta: Record<string, unknown>) => { seen.push(meta); return "ok"; }, { name: "save", params: { meta: Object } });
    const reply = '{"call": "save", "args": {"meta": {"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "ok": 1}, "__proto__": {"polluted": true}}}';
    await expect(decide([reply], { save: fn })).resolves.toBe("ok");
    const meta = seen[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(meta)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(meta, "__proto__")).toBe(false);
    expect(meta.ok).toBe(1);
    expect(Object.assign({}, meta)).not.toHaveProperty("polluted");
  });

  it("drops __proto__ from schema payloads and their nested objects", async () => {
    const reply = '{"call": "plan", "args": {"__proto__": {"polluted": 1}, "steps": [{"action": "a", "__proto__": {"polluted": 1}}]}}';
    const result = (await decide([reply], { plan: ["A plan.", { steps: [{ action: String }] }] })) as Record<string, unknown>;
    expect(result).toEqual({ decision: "plan", steps: [{ action: "a" }] });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getPrototypeOf((result.steps as object[])[0])).toBe(Object.prototype);
  });

  it("never takes a pick from an object nested inside other JSON", async () => {
    const error = (await decide(['{"plan": {"call": "done"}}', '[{"call": "done"}]'], { done: 1 })) as DecisionError;
    expect(error).toBeInstanceOf(DecisionError);
    expect(error.attempts.map((a) => a.kind)).toEqual(["no_action", "no_action"]);
  });

  it("takes the last top-level candidate when there are several", async () => {
    await expect(decide(['{"call": "a"} then I changed my mind {"call": "b"}'], { a: "A", b: "B" })).resolves.toBe("B");
  });

  it("rejects duplicate keys, so a model cannot smuggle a second value past a reviewer", async () => {
    const error = (await decide(['{"call": "a", "call": "b"}', '{"call": "a", "args": {"x": 1, "x": 2}}'], { a: ["A", { x: Number }], b: "B" })) as DecisionError;
    expect(error.attempts.map((a) => a.kind)).toEqual(["parse_error", "parse_error"]);
  });

  it("cannot set a hidden context parameter even with a matching field name", async () => {
    const runtime = new ScriptedRuntime(['{"call": "refund", "args": {"orderId": "1", "amountCents": 1, "customerId": "evil", "__proto__": {"customerId": "evil"}}}']);
    const agent = new SupportAgent(runtime);
    await expect(decision.make("Pick.", { refund: agent.issueRefund }, { runtime, context: { customerId: "good" } })).resolves.toMatchObject({ customerId: "good" });
  });

  const hostile: Array<[string, string]> = [
    ["1 MiB of unclosed braces", fill("{", MiB)],
    ["1 MiB of unclosed nested objects", fill('{"a":', MiB)],
    ["1 MiB of stray braces in prose", fill("} { } {x ", MiB)],
    ["1 MiB of fence spam", fill("```json\n{\n", MiB)],
    ["100 000-deep nesting", `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`],
    ["100 000-deep arrays inside an object", `{"call": "done", "args": {"x": ${"[".repeat(100_000)}${"]".repeat(100_000)}}}`],
    ["a 4 MiB+ reply", fill("x", 4 * MiB + 1)],
  ];

  it.each(hostile)("ends %s in a DecisionError after one re-pick, never a crash or hang", async (_name, reply) => {
    const error = (await decide([reply, reply], { done: 1 })) as DecisionError;
    expect(error).toBeInstanceOf(DecisionError);
    expect(error.attempts).toHaveLength(2);
    expect(error.attempts[0].reply.length).toBeLessThanOrEqual(301);
  });

  it("recovers from a hostile reply when the re-pick is good", async () => {
    await expect(decide([fill("{", MiB), '{"call": "done"}'], { done: "D" })).resolves.toBe("D");
  });
});
