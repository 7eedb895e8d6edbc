import { makeRefund, specced } from "../options/__fixtures__/specced";
import { Int } from "../schema/int";
import type { JsonSchema } from "../contracts/json-schema";
import { jsonSchema } from "../schema/json-schema-field";
import { normalizeOptions } from "../options/normalize-options";
import { option } from "../options/option-helper";
import * as renderTypeModule from "./render-type";
import { renderOption } from "./render-option";
import * as renderOptionModule from "./render-option";
import { renderOptions } from "./render-options";

const CALL = 'Call: {"call":"name","args":{...}}';

describe("renderOptions: exact text", () => {
  it("renders a function option: llm parameters only, optional marked, enums in the type, descriptions", () => {
    const menu = renderOptions({ refund: makeRefund() });
    expect(menu).toBe(
      [
        "Options:",
        "",
        'refund(orderId: string /* The order to refund. */, amountCents: integer /* Amount in cents. */, reason?: "damaged" | "late" /* Why the refund is issued. */)',
        "Refund an order.",
        "",
        CALL,
      ].join("\n"),
    );
    expect(menu).not.toContain("user");
  });

  it("renders value and name options as name()", () => {
    expect(renderOptions({ skip: "SKIPPED", abort: [{}, "Pick when it can't continue."] })).toBe(
      ["Options:", "", "skip()", "", "abort()", "Pick when it can't continue.", "", CALL].join("\n"),
    );
    expect(renderOptions(["done", ["escalate", "Hand over\n   to a human."]])).toBe(
      ["Options:", "", "done()", "", "escalate()", "Hand over to a human.", "", CALL].join("\n"),
    );
  });

  it("renders the spec's emit_plan schema option", () => {
    expect(renderOptions({ emit_plan: ["Produce a plan.", { steps: [{ action: String, target: String }], rationale: String }] })).toBe(
      [
        "Options:",
        "",
        "emit_plan(steps: { action: string; target: string }[], rationale: string)",
        "Produce a plan.",
        "",
        CALL,
      ].join("\n"),
    );
  });

  it("writes the notes of parameters and nested fields as a comment after their type", () => {
    const plan = option.schema("Produce a plan.", {
      steps: {
        type: Array,
        description: "The steps, in order",
        items: { action: { options: ["move", "wait"], description: "What to do" }, target: "Where to do it", count: Int },
      },
      rationale: "Why this plan",
      urgent: Boolean,
    });
    expect(renderOptions({ emit_plan: plan })).toBe(
      [
        "Options:",
        "",
        'emit_plan(steps: { action: "move" | "wait" /* What to do. */; target: string /* Where to do it. */; count: integer }[] /* The steps, in order. */, rationale: string /* Why this plan. */, urgent: boolean)',
        "Produce a plan.",
        "",
        CALL,
      ].join("\n"),
    );
  });

  it("renders a jsonSchema field, optional nested properties and a constrained nested field included", () => {
    const at = jsonSchema({
      type: "object",
      description: "Where it lands",
      properties: {
        coords: { type: "array", items: { type: "number" }, minItems: 2 },
        level: { anyOf: [{ type: "integer" }, { type: "null" }], description: "Floor, if any" },
      },
      required: ["coords"],
    });
    expect(renderOptions({ land: ["Land somewhere.", { at, tags: Array, extra: Object }] })).toBe(
      [
        "Options:",
        "",
        "land(at: { coords: number[] /* ≥ 2 items. */; level?: integer | null /* Floor, if any. */ } /* Where it lands. */, tags: unknown[], extra: Record<string, unknown>)",
        "Land somewhere.",
        "",
        CALL,
      ].join("\n"),
    );
  });

  it("shows a free-form Standard Schema payload whole", () => {
    const standard = { "~standard": { version: 1 as const, vendor: "t", validate: (value: unknown) => ({ value }) } };
    expect(renderOptions({ any: ["Anything.", standard] })).toBe(
      ["Options:", "", "any(args: Record<string, unknown>)", "Anything.", "", CALL].join("\n"),
    );
  });

  it("renders a mixed menu in order, blocks separated by a blank line", () => {
    const retry = specced(() => 0, { name: "retry", description: "Try again." });
    expect(renderOptions([retry, "done"])).toBe(
      ["Options:", "", "retry()", "Try again.", "", "done()", "", CALL].join("\n"),
    );
  });

  it("declares a repeated shape once, by the name of the property it is most often found under", () => {
    const address: JsonSchema = { type: "object", properties: { street: { type: "string" }, zip: { type: "string", description: "Postal code" } }, required: ["street"] };
    const status: JsonSchema = { type: "string", enum: ["open", "closed"] };
    const menu = renderOptions({
      ship: ["Ship it.", { to: jsonSchema(address), status: jsonSchema(status) }],
      bill: ["Bill it.", { address: jsonSchema(address), copies: jsonSchema({ type: "array", items: address }) }],
      move: ["Move it.", { from: jsonSchema(address), address: jsonSchema(address), status: jsonSchema(status) }],
    });
    expect(menu).toBe(
      [
        "Options:",
        "",
        "type Address = { street: string; zip?: string /* Postal code. */ }",
        "",
        'type Status = "open" | "closed"',
        "",
        "ship(to: Address, status: Status)",
        "Ship it.",
        "",
        "bill(address: Address, copies: Address[])",
        "Bill it.",
        "",
        "move(from: Address, address: Address, status: Status)",
        "Move it.",
        "",
        CALL,
      ].join("\n"),
    );
  });

  it("names a titled shape even when used once, and numbers two shapes that would share a name", () => {
    const menu = renderOptions({
      a: ["A.", { item: jsonSchema({ title: "line item", type: "object", properties: { sku: { type: "string" } } }) }],
      b: ["B.", { item: jsonSchema({ type: "object", properties: { n: { type: "integer" } } }), other: jsonSchema({ type: "object", properties: { n: { type: "integer" } } }) }],
      c: ["C.", { item: jsonSchema({ type: "object", properties: { m: { type: "integer" } } }), also: jsonSchema({ type: "object", properties: { m: { type: "integer" } } }) }],
    });
    expect(menu).toContain("type LineItem = { sku?: string }\n");
    expect(menu).toContain("type Item = { n?: integer }\n");
    expect(menu).toContain("a(item: LineItem)\n");
    expect(menu).toContain("b(item: Item, other: Item)\n");
    expect(menu).toContain("type Item2 = { m?: integer }\n");
    expect(menu).toContain("c(item: Item2, also: Item2)\n");
  });
});

describe("renderOptions: caching", () => {
  it("computes the menu once per OptionSet, from a container or the set", () => {
    const options = { skip: "SKIPPED", refund: makeRefund() };
    const set = normalizeOptions(options);
    const first = renderOptions(options);
    const spy = jest.spyOn(renderOptionModule, "renderOption");
    try {
      expect(renderOptions(set)).toBe(first);
      expect(renderOptions(options)).toBe(first);
      expect(spy).not.toHaveBeenCalled();
      // A copy has the same shape, so the same menu; a container of another shape is rendered.
      expect(renderOptions({ ...options })).toBe(first);
      expect(spy).not.toHaveBeenCalled();
      renderOptions({ ...options, later: "LATER" });
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      spy.mockRestore();
    }
  });

  it("reuses a function option's block across re-normalized inline containers", () => {
    const refund = makeRefund();
    // Two shapes (an inline container of one shape is not normalized again at all).
    const a = normalizeOptions({ refund, skip: "S" });
    const b = normalizeOptions({ refund, skip: "S", later: "L" });
    expect(a).not.toBe(b);
    expect(a.options[0]).not.toBe(b.options[0]);
    const spy = jest.spyOn(renderTypeModule, "renderAnnotatedType");
    const blockA = renderOption(a.options[0]);
    expect(renderOption(b.options[0])).toBe(blockA);
    // Once per parameter of the first render; none for the second.
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
    // A different name or description is a different block.
    const renamed = renderOption(normalizeOptions({ give_back: refund }).options[0]);
    expect(renamed).toMatch(/^give_back\(/);
    expect(renderOption(normalizeOptions({ refund: [refund, "Other."] }).options[0])).toMatch(/\nOther\.$/);
    expect(renderOption(a.options[0])).toBe(blockA);
  });
});
