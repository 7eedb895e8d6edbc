import { jsonTypeOf } from "./json-type-of";
import { boundText } from "./message-bounds";
import { excerptValue } from "./value-excerpt";

describe("excerptValue", () => {
  it("renders small values as JSON", () => {
    expect(excerptValue("x")).toBe('"x"');
    expect(excerptValue(1.5)).toBe("1.5");
    expect(excerptValue(null)).toBe("null");
    expect(excerptValue({ a: [1, true] })).toBe('{"a":[1,true]}');
  });

  it("cuts long strings and large containers to the limit", () => {
    expect(excerptValue("y".repeat(100_000))).toHaveLength(60);
    expect(excerptValue(Array.from({ length: 100_000 }, (_, index) => index)).length).toBeLessThanOrEqual(60);
    expect(excerptValue({ a: { b: { c: { d: 1 } } } })).toBe('{"a":{"b":{"c":{…}}}}');
  });
});

describe("jsonTypeOf", () => {
  it("names JSON types, telling integers from other numbers", () => {
    expect([null, true, 2, 2.5, "s", [], {}].map(jsonTypeOf)).toEqual(["null", "boolean", "integer", "number", "string", "array", "object"]);
  });
});

describe("boundText", () => {
  it("never leaves half a surrogate pair at the cut", () => {
    const cut = boundText("ab\u{1F600}cdef", 4);
    expect(cut).toBe("ab…");
    expect(cut.charCodeAt(cut.length - 2)).not.toBe(0xd83d);
  });
});
