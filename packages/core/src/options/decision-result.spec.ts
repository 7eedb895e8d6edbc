import { specced } from "./__fixtures__/specced";
import type { DecisionResult } from "./decision-result";
import { Int } from "../schema/int";
import { jsonSchema } from "../schema/json-schema-field";
import { option } from "./option-helper";
import type { Options } from "./options-types";
import type { Payload } from "../schema/payload";

// Exact type equality: two types are equal when no generic can tell them apart.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Type-level assertion: `expectType<Actual>().toBe<Expected>(true)` compiles only when the two are equal. */
function expectType<Actual>() {
  return { toBe: <Expected>(proof: Equal<Actual, Expected>): boolean => proof };
}

/** Stands in for `decision.make`: it infers the container with a `const` type parameter. */
function resultOf<const O extends Options>(options: O): DecisionResult<O> {
  return options as never;
}

const retry = specced(async (): Promise<number> => 1, { name: "retry" });
const summarize = specced((): { summary: string } => ({ summary: "" }), { name: "summarize" });

describe("DecisionResult", () => {
  it("types the spec's dict example", () => {
    const result = resultOf({
      retry,
      skip: "SKIPPED",
      abort: [new AbortController().signal, "pick when it can't continue"],
      emit_plan: ["Produce a plan.", { steps: [{ action: String, target: String }], rationale: String }],
    });
    expect(
      expectType<typeof result>().toBe<
        | number
        | "SKIPPED"
        | AbortSignal
        | ({ decision: "emit_plan" } & { steps: { action: string; target: string }[]; rationale: string })
      >(true),
    ).toBe(true);
  });

  it("types [fn, desc], value lists and objects", () => {
    const result = resultOf({ again: [summarize, "Describe."], close: { status: "closed" }, list: [1, 2, 3], none: null });
    expectType<typeof result>().toBe<
      { summary: string } | { readonly status: "closed" } | readonly [1, 2, 3] | null
    >(true);
  });

  it("types the list form", () => {
    const result = resultOf([retry, [summarize, "Describe."], "done", ["escalate", "Hand over."], ["plan", "Plan.", { n: Int }]]);
    expectType<typeof result>().toBe<
      number | { summary: string } | "done" | "escalate" | ({ decision: "plan" } & { n: number })
    >(true);
  });

  it("types the helpers", () => {
    const result = resultOf({
      pair: option.value(["a", "b"]),
      again: option.fn(retry),
      plan: option.schema("Plan.", { ok: Boolean }),
    });
    expectType<typeof result>().toBe<readonly ["a", "b"] | number | ({ decision: "plan" } & { ok: boolean })>(true);
  });

  it("rejects wrong uses at compile time", () => {
    const skip = resultOf({ skip: "SKIPPED" });
    // @ts-expect-error the result is "SKIPPED", not a number
    const wrong: number = skip;
    // @ts-expect-error undefined is no handler
    const missing = () => resultOf({ nothing: undefined });
    // @ts-expect-error a list item must be a function, a name or a tuple form
    const badItem = () => resultOf(["done", 42]);
    const plan = resultOf({ plan: ["Plan.", { n: Number }] });
    // @ts-expect-error the payload has no field "m"
    const noField = () => plan.m;
    expect([wrong, missing, badItem, noField]).toHaveLength(4);
  });
});

describe("Payload", () => {
  it("maps the field syntax", () => {
    const shape = {
      text: String,
      described: "A description",
      count: Number,
      whole: Int,
      flag: Boolean,
      anything: Array,
      bag: Object,
      tags: [String],
      reason: { options: ["damaged", "late"], description: "Why" },
      level: { type: Int, options: [1, 2] },
      when: { type: Number },
      nested: { a: { b: [Boolean] } },
      fielded: { fields: { x: Int } },
      listed: { items: [String] },
      raw: jsonSchema({ type: "string" }),
    } as const;
    expectType<Payload<typeof shape>>().toBe<{
      text: string;
      described: string;
      count: number;
      whole: number;
      flag: boolean;
      anything: unknown[];
      bag: Record<string, unknown>;
      tags: string[];
      reason: "damaged" | "late";
      level: 1 | 2;
      when: number;
      nested: { a: { b: boolean[] } };
      fielded: { x: number };
      listed: string[][];
      raw: unknown;
    }>(true);
  });

  it("maps a raw payload to a record and a Standard Schema to its output type", () => {
    expectType<Payload<ReturnType<typeof jsonSchema>>>().toBe<Record<string, unknown>>(true);
    type Zodish = { "~standard": { version: 1; vendor: "z"; validate: () => never; types?: { input: unknown; output: { id: string } } } };
    expectType<Payload<Zodish>>().toBe<{ id: string }>(true);
    type Untyped = { "~standard": { version: 1; vendor: "v"; validate: () => never } };
    expectType<Payload<Untyped>>().toBe<Record<string, unknown>>(true);
  });
});
