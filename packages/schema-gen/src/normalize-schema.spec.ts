import { normalizeSchema } from "./normalize-schema";

it("orders keywords, keeps property order, drops $schema and closes every object", () => {
  const schema = normalizeSchema({
    $schema: "http://json-schema.org/draft-07/schema#",
    required: ["b"],
    properties: { b: { maxLength: 3, type: "string" }, a: { type: "object", properties: {} } },
    description: "D",
    type: "object",
  });
  expect(JSON.stringify(schema)).toBe(
    '{"type":"object","description":"D","properties":{"b":{"type":"string","maxLength":3},' +
      '"a":{"type":"object","properties":{},"additionalProperties":false}},"required":["b"],"additionalProperties":false}',
  );
});

it("leaves maps (patternProperties, explicit additionalProperties) open and walks anyOf and items", () => {
  const schema = normalizeSchema({
    anyOf: [{ type: "object", additionalProperties: { type: "number" } }, { type: "array", items: { type: "object" } }],
  });
  expect(schema).toEqual({
    anyOf: [
      { type: "object", additionalProperties: { type: "number" } },
      { type: "array", items: { type: "object", additionalProperties: false } },
    ],
  });
});

it("keeps a property named __proto__ as an own key", () => {
  const schema = normalizeSchema(JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'));
  expect(Object.keys(schema.properties ?? {})).toEqual(["__proto__"]);
  expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype);
});
