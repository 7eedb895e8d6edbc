import { fitsOpenAIStrict } from "./openai-strict-schema";

describe("fitsOpenAIStrict", () => {
  const closed = (properties: Record<string, object>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });

  it("accepts closed objects whose properties are all required, through anyOf, items and $defs", () => {
    expect(fitsOpenAIStrict(closed({ a: { type: "string", pattern: "^x" }, b: { type: "array", items: closed({ c: { type: ["integer", "null"], minimum: 0 } }) } }))).toBe(true);
    expect(fitsOpenAIStrict({ anyOf: [closed({}), closed({ d: { enum: ["y"] } })] })).toBe(true);
  });

  it("refuses an optional property, an open object and an unsupported keyword, however deep", () => {
    expect(fitsOpenAIStrict({ ...closed({ a: { type: "string" } }), required: [] })).toBe(false);
    expect(fitsOpenAIStrict({ type: "object", properties: { a: { type: "string" } }, required: ["a"] })).toBe(false);
    expect(fitsOpenAIStrict(closed({ a: { type: "array", items: { type: "string" }, uniqueItems: true } }))).toBe(false);
    expect(fitsOpenAIStrict({ anyOf: [closed({}), { $defs: { x: closed({ s: { type: "string", minLength: 1 } }) } }] })).toBe(false);
  });
});
