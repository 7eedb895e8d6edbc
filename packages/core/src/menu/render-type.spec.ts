import type { JsonSchema } from "../contracts/json-schema";
import { renderType } from "./render-type";

describe("renderType", () => {
  it.each<[JsonSchema, string]>([
    [{ type: "string" }, "string"],
    [{ type: "number" }, "number"],
    [{ type: "integer" }, "integer"],
    [{ type: "boolean" }, "boolean"],
    [{ type: "null" }, "null"],
    [{ type: "array" }, "unknown[]"],
    [{ type: "array", items: { type: "string" } }, "string[]"],
    [{ type: "object" }, "Record<string, unknown>"],
    [{ type: "object", additionalProperties: { type: "number" } }, "Record<string, number>"],
    [{ type: "object", properties: {}, additionalProperties: false }, "{}"],
    [{ type: "string", enum: ["damaged", "late"] }, '"damaged" | "late"'],
    [{ enum: [1, true, null] }, "1 | true | null"],
    [{ const: "fixed" }, '"fixed"'],
    [{ anyOf: [{ type: "integer" }, { type: "null" }] }, "integer | null"],
    [{ oneOf: [{ type: "string" }, { type: "string" }] }, "string"],
    [{ type: ["string", "null"] } as unknown as JsonSchema, "string | null"],
    [{ type: "array", items: { enum: ["a", "b"] } }, '("a" | "b")[]'],
    [{ allOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { anyOf: [{ type: "string" }, { type: "number" }] }] }, "{ a: string } & (string | number)"],
    [{}, "unknown"],
    [{ $ref: "#/definitions/x" }, "unknown"],
  ])("renders %j as %s", (schema, expected) => {
    expect(renderType(schema)).toBe(expected);
  });

  it("renders objects with optional properties marked and odd keys quoted", () => {
    expect(
      renderType({
        type: "array",
        items: {
          type: "object",
          properties: { action: { type: "string" }, target: { type: "string" }, "odd key": { type: "string", enum: ["a|b"] } },
          required: ["action", "target"],
        },
      }),
    ).toBe('{ action: string; target: string; "odd key"?: "a|b" }[]');
  });

  it("does not parenthesize a union nested inside braces", () => {
    expect(renderType({ type: "array", items: { type: "object", properties: { r: { enum: ["x", "y"] } }, required: ["r"] } })).toBe(
      '{ r: "x" | "y" }[]',
    );
  });

  it("stops at a depth limit on deep or recursive schemas", () => {
    const recursive: Record<string, unknown> = { type: "object", required: ["next"] };
    recursive.properties = { next: recursive };
    const text = renderType(recursive as JsonSchema);
    expect(text).toBe(`${"{ next: ".repeat(9)}unknown${" }".repeat(9)}`);
    let deep: JsonSchema = { type: "string" };
    for (let i = 0; i < 50; i++) deep = { type: "array", items: deep };
    expect(renderType(deep)).toBe(`unknown${"[]".repeat(9)}`);
  });
});
