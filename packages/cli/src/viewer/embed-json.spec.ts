import { embedJson } from "./embed-json";

describe("embedJson", () => {
  const hostile = { reply: '</script><script>alert(1)</script><!-- & \u2028 \u2029 >' };

  it("leaves no character that could end a script element or open a comment", () => {
    const text = embedJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("parses back to the same value", () => {
    expect(JSON.parse(embedJson(hostile))).toEqual(hostile);
    expect(JSON.parse(embedJson([1, "a<b", null]))).toEqual([1, "a<b", null]);
    expect(embedJson(undefined)).toBe("null");
  });
});
