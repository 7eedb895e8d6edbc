import { specced } from "../options/__fixtures__/specced";
import { jsonSchema } from "../schema/json-schema-field";
import { option } from "../options/option-helper";
import { constraintNotes } from "./constraint-notes";
import { renderOptions } from "./render-options";

const CALL = 'Call: {"call":"name","args":{...}}';

describe("constraintNotes", () => {
  it.each([
    [{ type: "integer", minimum: 1, maximum: 100 }, ["≥ 1", "≤ 100"]],
    [{ type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 }, ["> 0", "< 1"]],
    [{ type: "number", minimum: -5, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: true }, ["> -5", "< 5"]],
    [{ type: "number", multipleOf: 5 }, ["multiple of 5"]],
    [{ type: "number", multipleOf: 0.5, minimum: 0 }, ["≥ 0", "multiple of 0.5"]],
    [{ type: "string", minLength: 3, maxLength: 64 }, ["length 3–64"]],
    [{ type: "string", minLength: 3 }, ["length ≥ 3"]],
    [{ type: "string", maxLength: 80 }, ["length ≤ 80"]],
    [{ type: "string", minLength: 5, maxLength: 5 }, ["length 5"]],
    [{ type: "string", pattern: "^[A-Z]{3}-[0-9]+$" }, ["pattern ^[A-Z]{3}-[0-9]+$"]],
    [{ type: "string", pattern: "^[a-z]{1,3} x$" }, ['pattern "^[a-z]{1,3} x$"']],
    [{ type: "string", format: "email" }, ["format email"]],
    [{ type: "array", minItems: 1, maxItems: 10 }, ["1–10 items"]],
    [{ type: "array", minItems: 1 }, ["≥ 1 item"]],
    [{ type: "array", maxItems: 3, uniqueItems: true }, ["≤ 3 items", "unique items"]],
    [{ type: "array", minItems: 1, maxItems: 1 }, ["1 item"]],
    [{ type: "object", minProperties: 1, maxProperties: 5 }, ["1–5 properties"]],
    [{ type: "string", default: "asc", description: "Order." }, []],
    [{ type: "number", minimum: "1", minLength: -1, uniqueItems: false }, []],
  ])("%j → %j", (schema, expected) => {
    expect(constraintNotes(schema as never)).toEqual(expected);
  });
});

describe("renderOptions: constraints, exact text", () => {
  it("shows a parameter's constraints after its description, then its default", () => {
    const order = specced((quantity: number, code: string, sort?: string) => [quantity, code, sort], {
      name: "order",
      description: "Order something.",
      params: [
        { index: 0, source: "llm", name: "quantity", required: true, schema: { type: "integer", description: "How many", minimum: 1, maximum: 100 } },
        { index: 1, source: "llm", name: "code", required: true, schema: { type: "string", minLength: 3, maxLength: 64, pattern: "^[A-Z]{3}-[0-9]+$" } },
        { index: 2, source: "llm", name: "sort", required: false, schema: { type: "string", description: "Sort order.", enum: ["asc", "desc"], default: "asc" } },
      ],
    });
    expect(renderOptions({ order })).toBe(
      [
        "Options:",
        "",
        'order(quantity: integer /* How many. ≥ 1, ≤ 100. */, code: string /* length 3–64, pattern ^[A-Z]{3}-[0-9]+$. */, sort?: "asc" | "desc" /* Sort order. Default: "asc". */)',
        "Order something.",
        "",
        CALL,
      ].join("\n"),
    );
  });

  it("shows number, string-format and array constraints on schema fields", () => {
    const invite = option.schema("Invite people.", {
      emails: jsonSchema({ type: "array", items: { type: "string", format: "email" }, minItems: 1, maxItems: 10, uniqueItems: true }),
      price: jsonSchema({ type: "number", exclusiveMinimum: 0, multipleOf: 5 }),
      ratio: jsonSchema({ type: "number", exclusiveMaximum: 1, description: "Share" }),
    });
    expect(renderOptions({ invite })).toBe(
      [
        "Options:",
        "",
        "invite(emails: (string /* format email. */)[] /* 1–10 items, unique items. */, price: number /* > 0, multiple of 5. */, ratio: number /* Share. < 1. */)",
        "Invite people.",
        "",
        CALL,
      ].join("\n"),
    );
  });

  it("gives nested fields that carry only constraints or a default their own comment", () => {
    const ship = option.schema("Ship a parcel.", {
      parcel: jsonSchema({
        type: "object",
        properties: {
          zip: { type: "string", pattern: "^[0-9]{5}$" },
          weight: { type: "integer" },
          lines: {
            type: "array",
            items: { type: "object", properties: { sku: { type: "string" }, qty: { type: "integer", minimum: 1, default: 1 } }, required: ["sku"] },
          },
          tags: { type: "object", minProperties: 1, additionalProperties: { type: "string", maxLength: 8 } },
        },
        required: ["zip", "weight", "lines"],
        additionalProperties: false,
      }),
    });
    expect(renderOptions({ ship })).toBe(
      [
        "Options:",
        "",
        "ship(parcel: { zip: string /* pattern ^[0-9]{5}$. */; weight: integer; lines: { sku: string; qty?: integer /* ≥ 1. Default: 1. */ }[]; tags?: Record<string, string /* length ≤ 8. */> /* ≥ 1 property. */ })",
        "Ship a parcel.",
        "",
        CALL,
      ].join("\n"),
    );
  });
});

describe("renderOptions: comments stay comments", () => {
  it("writes a `*/` inside a description or pattern as `*\\/`, so the comment ends where the notes do", () => {
    const menu = renderOptions({
      grep: option.schema("Search.", {
        glob: jsonSchema({ type: "string", description: "Like src/**/*.ts or a*/b", pattern: "^[^*]*/?$" }),
      }),
    });
    expect(menu.split("\n")[2]).toBe("grep(glob: string /* Like src/**\\/*.ts or a*\\/b. pattern ^[^*]*\\/?$. */)");
  });
});
