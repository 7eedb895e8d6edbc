import { makeRefund, specced } from "../options/__fixtures__/specced";
import { Int } from "../options/int";
import { jsonSchema } from "../options/json-schema-field";
import { normalizeOptions } from "../options/normalize-options";
import { option } from "../options/option-helper";
import * as detailLinesModule from "./detail-lines";
import { renderOption } from "./render-option";
import * as renderOptionModule from "./render-option";
import { renderOptions } from "./render-options";

describe("renderOptions: exact text", () => {
  it("renders a function option: llm parameters only, optional marked, descriptions and allowed values", () => {
    const menu = renderOptions({ refund: makeRefund() });
    expect(menu).toBe(
      [
        "Options:",
        "",
        'refund(orderId: string, amountCents: integer, reason?: "damaged" | "late")',
        "  Refund an order.",
        "  - orderId (string): The order to refund.",
        "  - amountCents (integer): Amount in cents.",
        '  - reason (string, optional): Why the refund is issued. Allowed values: "damaged", "late".',
        '  Call: {"call": "refund", "args": {"orderId": "<str>", "amountCents": 0, "reason": "<str>"}}',
      ].join("\n"),
    );
    expect(menu).not.toContain("user");
  });

  it("renders value and name options as name()", () => {
    expect(renderOptions({ skip: "SKIPPED", abort: [{}, "Pick when it can't continue."] })).toBe(
      [
        "Options:",
        "",
        "skip()",
        '  Call: {"call": "skip", "args": {}}',
        "",
        "abort()",
        "  Pick when it can't continue.",
        '  Call: {"call": "abort", "args": {}}',
      ].join("\n"),
    );
    expect(renderOptions(["done", ["escalate", "Hand over\n   to a human."]])).toBe(
      [
        "Options:",
        "",
        "done()",
        '  Call: {"call": "done", "args": {}}',
        "",
        "escalate()",
        "  Hand over to a human.",
        '  Call: {"call": "escalate", "args": {}}',
      ].join("\n"),
    );
  });

  it("renders the spec's emit_plan schema option", () => {
    expect(renderOptions({ emit_plan: ["Produce a plan.", { steps: [{ action: String, target: String }], rationale: String }] })).toBe(
      [
        "Options:",
        "",
        "emit_plan(steps: { action: string; target: string }[], rationale: string)",
        "  Produce a plan.",
        "  - steps ({ action: string; target: string }[])",
        "  - rationale (string)",
        '  Call: {"call": "emit_plan", "args": {"steps": [{"action": "<str>", "target": "<str>"}], "rationale": "<str>"}}',
      ].join("\n"),
    );
  });

  it("adds indented lines for nested fields with a description or allowed values", () => {
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
        'emit_plan(steps: { action: "move" | "wait"; target: string; count: integer }[], rationale: string, urgent: boolean)',
        "  Produce a plan.",
        '  - steps ({ action: "move" | "wait"; target: string; count: integer }[]): The steps, in order.',
        '    - steps[].action (string): What to do. Allowed values: "move", "wait".',
        "    - steps[].target (string): Where to do it.",
        "  - rationale (string): Why this plan.",
        "  - urgent (boolean)",
        '  Call: {"call": "emit_plan", "args": {"steps": [{"action": "<str>", "target": "<str>", "count": 0}], "rationale": "<str>", "urgent": false}}',
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
        "land(at: { coords: number[]; level?: integer | null }, tags: unknown[], extra: Record<string, unknown>)",
        "  Land somewhere.",
        "  - at ({ coords: number[]; level?: integer | null }): Where it lands.",
        "    - at.coords (number[]): Constraints: ≥ 2 items.",
        "    - at.level (integer | null, optional): Floor, if any.",
        "  - tags (unknown[])",
        "  - extra (Record<string, unknown>)",
        '  Call: {"call": "land", "args": {"at": {"coords": [], "level": 0}, "tags": [], "extra": {}}}',
      ].join("\n"),
    );
  });

  it("shows a free-form Standard Schema payload whole", () => {
    const standard = { "~standard": { version: 1 as const, vendor: "t", validate: (value: unknown) => ({ value }) } };
    expect(renderOptions({ any: ["Anything.", standard] })).toBe(
      ["Options:", "", "any(args: Record<string, unknown>)", "  Anything.", '  Call: {"call": "any", "args": {}}'].join("\n"),
    );
  });

  it("renders a mixed menu in order, blocks separated by a blank line", () => {
    const retry = specced(() => 0, { name: "retry", description: "Try again." });
    expect(renderOptions([retry, "done"])).toBe(
      [
        "Options:",
        "",
        "retry()",
        "  Try again.",
        '  Call: {"call": "retry", "args": {}}',
        "",
        "done()",
        '  Call: {"call": "done", "args": {}}',
      ].join("\n"),
    );
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
    const spy = jest.spyOn(detailLinesModule, "detailLines");
    const blockA = renderOption(a.options[0]);
    expect(renderOption(b.options[0])).toBe(blockA);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    // A different name or description is a different block.
    const renamed = renderOption(normalizeOptions({ give_back: refund }).options[0]);
    expect(renamed).toMatch(/^give_back\(/);
    expect(renderOption(normalizeOptions({ refund: [refund, "Other."] }).options[0])).toContain("\n  Other.\n");
    expect(renderOption(a.options[0])).toBe(blockA);
  });
});
