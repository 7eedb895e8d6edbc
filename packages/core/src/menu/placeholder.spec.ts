import type { JsonSchema } from "../options/json-schema";
import { inlineJson } from "./inline-json";
import { placeholderFor } from "./placeholder";

describe("placeholderFor", () => {
  it.each<[JsonSchema, unknown]>([
    [{ type: "string" }, "<str>"],
    [{ type: "number" }, 0],
    [{ type: "integer" }, 0],
    [{ type: "boolean" }, false],
    [{ type: "null" }, null],
    // An enum shows its type's placeholder, never one of its values: the example must not steer the pick.
    [{ type: "string", enum: ["damaged", "late"] }, "<str>"],
    [{ type: "integer", enum: [3, 1, 2] }, 0],
    [{ type: "boolean", enum: [true, false] }, false],
    [{ enum: ["low", "high"] }, "<str>"],
    [{ enum: [2, "two"] }, 0],
    [{ type: ["null", "string"], enum: [null, "a", "b"] }, "<str>"],
    [{ enum: [null, 1, 2] }, 0],
    [{ enum: [[1], [2]] }, []],
    [{ enum: [{ a: 1 }, { b: 2 }] }, {}],
    [{ anyOf: [{ const: "low" }, { const: "high" }] }, "<str>"],
    [{ oneOf: [{ const: 1 }, { enum: [2, 3] }] }, 0],
    // A single allowed value is the only valid example, and steers nowhere: it is shown as is.
    [{ const: 7 }, 7],
    [{ const: "card" }, "card"],
    [{ type: "boolean", enum: [true] }, true],
    [{ anyOf: [{ type: "integer" }, { type: "null" }] }, 0],
    [{ type: "array" }, []],
    [{ type: "array", items: { type: "string" } }, []],
    [{ type: "array", items: { type: "object" } }, []],
    [{ type: "object" }, {}],
    [{}, null],
  ])("gives %j the placeholder %j", (schema, expected) => {
    expect(placeholderFor(schema)).toEqual(expected);
  });

  it("nests objects and arrays of objects, with their required keys only", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        steps: {
          type: "array",
          items: { type: "object", properties: { action: { type: "string" }, n: { type: "integer" }, note: { type: "string" } }, required: ["action", "n"] },
        },
        meta: { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] },
        extra: { type: "object", properties: { ok: { type: "boolean" } } },
      },
      required: ["steps", "meta"],
    };
    expect(inlineJson(placeholderFor(schema))).toBe('{"steps":[{"action":"<str>","n":0}],"meta":{"ok":false}}');
  });

  it("keeps a property named __proto__ as a plain key", () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}') as JsonSchema;
    expect(inlineJson(placeholderFor(schema))).toBe('{"__proto__":"<str>"}');
  });

  it("gives up with null past the depth limit", () => {
    const recursive: Record<string, unknown> = { type: "object", required: ["next"] };
    recursive.properties = { next: recursive };
    expect(inlineJson(placeholderFor(recursive as JsonSchema))).toBe(`${'{"next":'.repeat(9)}null${"}".repeat(9)}`);
  });
});

describe("inlineJson", () => {
  it("writes compact JSON, escapes strings, and never returns undefined", () => {
    expect(inlineJson({ a: [1, "x\"y"], b: {}, c: [] })).toBe('{"a":[1,"x\\"y"],"b":{},"c":[]}');
    expect(inlineJson(undefined)).toBe("null");
  });
});
