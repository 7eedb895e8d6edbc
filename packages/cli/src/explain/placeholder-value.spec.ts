import { placeholderValue } from "./placeholder-value";

describe("placeholderValue", () => {
  it.each([
    [{ type: "string" }, "<msg>"],
    [undefined, "<msg>"],
    [{ type: "integer", minimum: 1 }, 1],
    [{ type: "number" }, 0],
    [{ type: "boolean" }, false],
    [{ type: "array", items: { type: "string" } }, []],
    [{ type: ["null", "string"] }, "<msg>"],
    [{ enum: ["low", "high"] }, "low"],
    [{ const: 3 }, 3],
    [{ type: "string", default: "hi" }, "hi"],
    [{ anyOf: [{ type: "number" }, { type: "string" }] }, 0],
    [{ type: "object", properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a"] }, { a: "<a>" }],
  ])("%j → %j", (schema, expected) => {
    expect(placeholderValue(schema as never, "msg")).toEqual(expected);
  });

  it("keeps a property named __proto__ a plain key", () => {
    const value = placeholderValue({ type: "object", properties: { __proto__: { type: "string" } }, required: ["__proto__"] }, "x") as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__"]);
  });
});
