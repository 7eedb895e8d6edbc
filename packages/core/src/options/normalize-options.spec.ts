import { AgenticTypeError } from "../errors/agentic-type-error";
import { ConfigurationError } from "../errors/configuration-error";
import { makeRefund, specced } from "./__fixtures__/specced";
import { Int } from "../schema/int";
import { jsonSchema } from "../schema/json-schema-field";
import { normalizeOptions } from "./normalize-options";
import { option } from "./option-helper";
import type { Options } from "./options-types";

const EMPTY = { type: "object", properties: {}, required: [], additionalProperties: false };
const retry = specced(() => "RETRIED", { name: "retry", description: "Try again." });

describe("normalizeOptions: the spec's dict example", () => {
  const signal = new AbortController().signal;
  const options = {
    retry,
    skip: "SKIPPED",
    abort: [signal, "pick when it can't continue"],
    emit_plan: ["Produce a plan.", { steps: [{ action: String, target: String }], rationale: String }],
  } as const;
  const set = normalizeOptions(options);

  it("keeps menu order and indexes by name in a Map", () => {
    expect(set.options.map((o) => [o.name, o.kind])).toEqual([
      ["retry", "function"],
      ["skip", "value"],
      ["abort", "value"],
      ["emit_plan", "schema"],
    ]);
    expect(set.byName).toBeInstanceOf(Map);
    expect(set.byName.get("emit_plan")).toBe(set.options[3]);
  });

  it("makes a function option from a bare agentic function", () => {
    expect(set.options[0]).toMatchObject({ kind: "function", fn: retry, description: "Try again.", argsSchema: EMPTY });
  });

  it("makes value options that keep the same reference, with the description of [value, desc]", () => {
    expect(set.options[1]).toMatchObject({ kind: "value", value: "SKIPPED", description: undefined, argsSchema: EMPTY });
    expect(set.byName.get("abort")).toMatchObject({ kind: "value", description: "pick when it can't continue" });
    expect((set.byName.get("abort") as { value: unknown }).value).toBe(signal);
  });

  it("compiles the emit_plan schema option: every field required, closed at every level", () => {
    expect(set.options[3]).toEqual({
      kind: "schema",
      name: "emit_plan",
      description: "Produce a plan.",
      argsSchema: {
        type: "object",
        properties: {
          steps: {
            type: "array",
            items: {
              type: "object",
              properties: { action: { type: "string" }, target: { type: "string" } },
              required: ["action", "target"],
              additionalProperties: false,
            },
          },
          rationale: { type: "string" },
        },
        required: ["steps", "rationale"],
        additionalProperties: false,
      },
    });
  });

  it("returns the same frozen OptionSet for the same container", () => {
    expect(normalizeOptions(options)).toBe(set);
    expect(Object.isFrozen(set)).toBe(true);
    expect(Object.isFrozen(set.options)).toBe(true);
    // A copy holding the same handlers has the container's shape: the same set, not normalized again.
    expect(normalizeOptions({ ...options })).toBe(set);
    expect(normalizeOptions({ ...options, retry: () => "other" })).not.toBe(set);
  });
});

describe("normalizeOptions: other dict handlers", () => {
  it("reads [fn, desc] as a function option with the description overridden", () => {
    const set = normalizeOptions({ again: [retry, "Once more."] });
    expect(set.options[0]).toMatchObject({ kind: "function", name: "again", fn: retry, description: "Once more." });
  });

  it("reads other arrays, objects and null as value options, same reference", () => {
    const list = [1, 2, 3];
    const close = { status: "closed" };
    const set = normalizeOptions({ list, close, none: null, one: ["x"] });
    expect(set.options.map((o) => (o.kind === "value" ? o.value : "?"))).toEqual([list, close, null, ["x"]]);
    expect((set.options[0] as { value: unknown }).value).toBe(list);
    expect((set.options[1] as { value: unknown }).value).toBe(close);
  });

  it("accepts a Standard Schema or jsonSchema(...) payload", () => {
    const standard = {
      "~standard": {
        version: 1 as const,
        vendor: "test",
        validate: (value: unknown) => ({ value }),
        jsonSchema: { input: () => ({ $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { type: "number" } }, required: ["n"] }) },
      },
    };
    const set = normalizeOptions({
      std: ["Standard.", standard],
      raw: ["Raw.", jsonSchema({ properties: { a: { type: "string" } } })],
    });
    expect(set.options[0]).toEqual({
      kind: "schema",
      name: "std",
      description: "Standard.",
      standard,
      argsSchema: { type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false },
    });
    expect(set.options[1].argsSchema).toEqual({ type: "object", properties: { a: { type: "string" } }, additionalProperties: false });
  });

  it("falls back to a free-form object when a Standard Schema has no working JSON Schema export", () => {
    const plain = { "~standard": { version: 1 as const, vendor: "t", validate: (value: unknown) => ({ value }) } };
    const broken = {
      "~standard": { ...plain["~standard"], jsonSchema: { input: (): Record<string, unknown> => { throw new Error("unsupported"); } } },
    };
    const set = normalizeOptions({ a: ["A.", plain], b: ["B.", broken] });
    expect(set.options.map((o) => o.argsSchema)).toEqual([{ type: "object" }, { type: "object" }]);
  });

  it("accepts the option helpers", () => {
    const pair = ["a", "b"] as const;
    const set = normalizeOptions({
      pair: option.value(pair, "The pair."),
      again: option.fn(retry, "Again."),
      plan: option.schema("Plan.", { n: Int }),
    });
    expect(set.options[0]).toMatchObject({ kind: "value", value: pair, description: "The pair." });
    expect((set.options[0] as { value: unknown }).value).toBe(pair);
    expect(set.options[1]).toMatchObject({ kind: "function", fn: retry, description: "Again." });
    expect(set.options[2]).toMatchObject({ kind: "schema", description: "Plan.", argsSchema: { properties: { n: { type: "integer" } } } });
  });
});

describe("normalizeOptions: function options", () => {
  it("builds argsSchema from the llm parameters only, required as declared", () => {
    const refund = makeRefund();
    const [opt] = normalizeOptions({ refund }).options;
    expect(opt.argsSchema).toEqual({
      type: "object",
      properties: {
        orderId: { type: "string", description: "The order to refund." },
        amountCents: { type: "integer", description: "Amount in cents." },
        reason: { type: "string", description: "Why the refund is issued.", enum: ["damaged", "late"] },
      },
      required: ["orderId", "amountCents"],
      additionalProperties: false,
    });
    expect(normalizeOptions({ other: refund }).options[0].argsSchema).toBe(opt.argsSchema);
  });

  it("accepts a bare function only when it declares no parameters", () => {
    function done() {
      return "DONE";
    }
    expect(normalizeOptions({ finish: done }).options[0]).toMatchObject({ kind: "function", spec: { name: "done", params: [] } });
    function issueRefund(_order: string, _amount: number) {
      return "x";
    }
    expect(() => normalizeOptions({ refund: issueRefund })).toThrow(
      new ConfigurationError(
        'Option "refund": function "issueRefund" declares 2 parameters but has no agentic spec. ' +
          "Decorate it with @AgenticFunction() or wrap it with agenticFunction(fn, { params }).",
      ),
    );
    expect(() => normalizeOptions([issueRefund.bind(null, "a")])).toThrow(
      'Option at index 0: function "issueRefund" declares 1 parameter but has no agentic spec.',
    );
  });

  it("rejects duplicate or reserved parameter names, naming the option", () => {
    const twice = specced((_a: string, _b: string) => 0, {
      name: "twice",
      params: [
        { index: 0, source: "llm", name: "a", required: true, schema: { type: "string" } },
        { index: 1, source: "llm", name: "a", required: true, schema: { type: "string" } },
      ],
    });
    expect(() => normalizeOptions({ twice })).toThrow(/^Option "twice": function "twice" has two parameters the model sees as "a"/);
    const proto = specced((_a: string) => 0, {
      name: "proto",
      params: [{ index: 0, source: "llm", name: "toString", required: true, schema: { type: "string" } }],
    });
    expect(() => normalizeOptions({ proto })).toThrow(/^Option "proto": invalid parameter name in function "proto": "toString" is a member of Object.prototype/);
  });
});

describe("normalizeOptions: the list form", () => {
  it("reads functions by their spec name, strings and [name, desc] as name options, [name, desc, schema] as a schema option", () => {
    const bound = specced(function bound_() {}.bind(null), { name: "cleanup" });
    const set = normalizeOptions([retry, [bound, "Clean up."], "done", ["escalate", "Hand over."], ["plan", "Plan it.", { steps: [String] }]]);
    expect(bound.name).toBe("bound bound_");
    expect(set.options.map((o) => [o.kind, o.name, o.description])).toEqual([
      ["function", "retry", "Try again."],
      ["function", "cleanup", "Clean up."],
      ["name", "done", undefined],
      ["name", "escalate", "Hand over."],
      ["schema", "plan", "Plan it."],
    ]);
    expect(set.options[2].argsSchema).toEqual(EMPTY);
    expect(set.options[4].argsSchema.properties).toEqual({ steps: { type: "array", items: { type: "string" } } });
  });

  it("accepts option.fn in the list form", () => {
    expect(normalizeOptions([option.fn(retry, "R.")]).options[0]).toMatchObject({ name: "retry", description: "R." });
  });

  it("rejects two functions of the same name", () => {
    const a = specced(() => 1, { name: "go" });
    const b = specced(() => 2, { name: "go" });
    expect(() => normalizeOptions([a, b])).toThrow(
      'Option name "go" is used twice (at index 0 and 1); names must be unique. Give one of them another name with the dict form { name: handler }.',
    );
    expect(() => normalizeOptions(["done", "x", "done"])).toThrow(/"done" is used twice \(at index 0 and 2\)/);
  });

  it.each([
    [42, "the number 42"],
    [["a"], "an array of 1 item"],
    [["a", "b", "c", "d"], "an array of 4 items"],
    [{ a: 1 }, "a dict"],
    [option.value(1), "a dict"],
    [["a", "b", "not a schema"], "an array of 3 items"],
  ])("rejects the item %j, naming the index", (item, description) => {
    expect(() => normalizeOptions(["ok", item] as unknown as Options)).toThrow(
      `Option at index 1 is ${description}, which is not a list-form option. Accepted: a function`,
    );
  });

  it("checks list-form names", () => {
    expect(() => normalizeOptions(["constructor"])).toThrow(/^Invalid option name at index 0: "constructor" is a member of Object.prototype/);
    expect(() => normalizeOptions([specced(() => 0, { name: "bad name" })])).toThrow(/^Invalid option name at index 0: "bad name" is not an identifier/);
  });
});

describe("normalizeOptions: definition-time checks", () => {
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])("rejects the option name %s", (name) => {
    const options = JSON.parse(`{"${name}": "x"}`) as Options;
    expect(() => normalizeOptions(options)).toThrow(new RegExp(`^Invalid option name: "${name}" is a member of Object.prototype`));
  });

  it("rejects names that are not identifiers", () => {
    expect(() => normalizeOptions({ "": "x" })).toThrow("Invalid option name: it must be a non-empty string.");
    expect(() => normalizeOptions({ "emit plan": "x" })).toThrow(/^Invalid option name: "emit plan" is not an identifier/);
  });

  it("rejects a schema field named decision, at the top level only", () => {
    expect(() => normalizeOptions({ plan: ["Plan.", { decision: String }] })).toThrow(
      'Option "plan": the payload has a field named "decision", which is reserved because the result is { decision, ...fields }; rename the field.',
    );
    expect(() => normalizeOptions([["plan", "Plan.", jsonSchema({ type: "object", properties: { decision: { type: "string" } } })]])).toThrow(
      /^Option "plan": the payload has a field named "decision"/,
    );
    expect(normalizeOptions({ plan: ["Plan.", { inner: { decision: String } }] }).options[0].kind).toBe("schema");
  });

  it("rejects Object.prototype members as field names, naming the option", () => {
    const payload = JSON.parse('{"steps": [{"__proto__": "x"}]}') as Record<string, unknown>;
    expect(() => normalizeOptions({ emit_plan: ["Plan.", payload] })).toThrow(
      /^Option "emit_plan": invalid field name at "steps\[\]": "__proto__" is a member of Object.prototype/,
    );
    expect(() => normalizeOptions({ emit_plan: ["Plan.", { toString: String }] })).toThrow(/^Option "emit_plan": invalid field name: "toString"/);
  });

  it("keeps the TypeError of a malformed schema list, naming the option", () => {
    const attempt = () => normalizeOptions({ plan: ["Plan.", { pair: [String, Number] }] } as unknown as Options);
    expect(attempt).toThrow(AgenticTypeError);
    expect(attempt).toThrow(/^Option "plan": schema field "pair" is a list with 2 items/);
  });

  it("rejects an undefined handler", () => {
    expect(() => normalizeOptions({ nothing: undefined } as unknown as Options)).toThrow(
      'Option "nothing" has no handler (it is undefined). Give a function, a value, ["description", schema], or option.value(undefined) if undefined really is the result.',
    );
    expect(normalizeOptions({ nothing: option.value(undefined) }).options[0]).toMatchObject({ kind: "value", value: undefined });
  });

  it("caveat 3: a literal two-item array needs option.value", () => {
    expect(() => normalizeOptions({ pair: [1, 2] })).toThrow(
      'Option "pair": a two-item array is read as [value, "description"], [fn, "description"] or ["description", schema], ' +
        "and [the number 1, the number 2] is none of these. For a literal two-item array value write option.value([...]).",
    );
    expect(() => normalizeOptions({ pair: ["desc", [String]] })).toThrow(/option\.value\(\[\.\.\.\]\)/);
    // A second item that is a string always means a description.
    expect(normalizeOptions({ pair: ["a", "b"] }).options[0]).toMatchObject({ kind: "value", value: "a", description: "b" });
  });

  it("rejects empty options and non-containers", () => {
    expect(() => normalizeOptions({})).toThrow('Options are empty: give at least one option, e.g. { done: "DONE" } or ["done"].');
    expect(() => normalizeOptions([])).toThrow(ConfigurationError);
    expect(() => normalizeOptions("done" as unknown as Options)).toThrow("Options must be a dict { name: handler } or a list [...], not the string \"done\".");
  });

  it("rejects a schema payload that is not an object schema", () => {
    expect(() => normalizeOptions({ s: ["S.", jsonSchema({ type: "string" })] })).toThrow(
      /^Option "s": the payload schema has type "string", but a schema option's payload must be an object/,
    );
  });

  it("checks helper arguments at once", () => {
    expect(() => option.fn("nope" as never)).toThrow(/option\.fn\(\) takes a function/);
    expect(() => option.schema({ a: String } as never, {})).toThrow(/takes the description first/);
    expect(() => option.value(1, 2 as never)).toThrow(/description must be a string/);
  });

  it("does not cache failures", () => {
    const options = { "bad name": "x" };
    expect(() => normalizeOptions(options)).toThrow(ConfigurationError);
    expect(() => normalizeOptions(options)).toThrow(ConfigurationError);
  });
});
