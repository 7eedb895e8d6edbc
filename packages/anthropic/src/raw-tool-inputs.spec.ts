import { rawToolInputs } from "./raw-tool-inputs";

describe("rawToolInputs", () => {
  it("returns each tool_use input's raw text in block order, skipping other blocks", () => {
    const body =
      '{"content": [{"type": "text", "text": "a \\"}]{ \\\\"}, {"type": "tool_use", "input": {"a": 1, "a": 2}},' +
      ' {"type": "thinking", "input": "no"}, { "input" : [1, {"s": "]}\\""}] , "type" : "tool_use" }], "id": "m"}';
    expect(rawToolInputs(body)).toEqual(['{"a": 1, "a": 2}', '[1, {"s": "]}\\""}]']);
  });

  it("lets the last of two equal keys win, after unescaping, as JSON.parse does", () => {
    const body = '{"content": [{"type": "tool_use", "input": {}}], "\\u0063ontent": [{"type": "text", "type": "tool_use", "input": 7, "input": {"x": 1}}]}';
    expect(rawToolInputs(body)).toEqual(['{"x": 1}']);
    expect(JSON.parse(body).content[0].input).toEqual({ x: 1 });
  });

  it("reports a tool_use block without an input as undefined, and no content as none", () => {
    expect(rawToolInputs('{"content": [{"type": "tool_use", "id": "t"}, {"type": "tool_use", "input": true}]}')).toEqual([undefined, "true"]);
    expect(rawToolInputs('{"content": "x"}')).toEqual([]);
    expect(rawToolInputs("[1]")).toEqual([]);
    expect(rawToolInputs("{}")).toEqual([]);
  });
});
