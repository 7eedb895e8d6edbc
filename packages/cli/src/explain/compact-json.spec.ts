import { compactJson } from "./compact-json";

describe("compactJson", () => {
  it("keeps what fits on one line and spreads the rest, indenting nested members", () => {
    expect(compactJson({ a: 1, b: ["x"], c: {} })).toBe('{"a": 1, "b": ["x"], "c": {}}');
    const value = { type: "object", properties: { long: { type: "string", description: "d".repeat(30) } }, required: ["long"] };
    expect(compactJson(value, 40)).toBe(`{
  "type": "object",
  "properties": {
    "long": {
      "type": "string",
      "description": "dddddddddddddddddddddddddddddd"
    }
  },
  "required": ["long"]
}`);
    expect(JSON.parse(compactJson(value, 10))).toEqual(value);
  });
});
