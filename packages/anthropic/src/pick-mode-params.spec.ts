import type { ModelRequest, ToolDefinition } from "@agentic-ts/core";
import { acceptsForcedToolChoice, fitsAnthropicOutput, pickModeParams } from "./pick-mode-params";

const tool: ToolDefinition = { name: "close", parameters: { type: "object", properties: {}, required: [], additionalProperties: false } };
const request = (extra: Partial<ModelRequest>): ModelRequest => ({ messages: [], tools: [tool], signal: new AbortController().signal, pickMode: "tools", ...extra });

describe("pickModeParams", () => {
  it("maps required and named choices to any / tool, and auto stays auto", () => {
    expect(pickModeParams(request({ toolChoice: "required" }), "claude-test", undefined)).toEqual({ tool_choice: { type: "any" } });
    expect(pickModeParams(request({ toolChoice: { name: "close" } }), "claude-test", undefined)).toEqual({ tool_choice: { type: "tool", name: "close" } });
    expect(pickModeParams(request({ toolChoice: "auto" }), "claude-test", undefined)).toEqual({ tool_choice: { type: "auto" } });
  });

  it("sends auto to models that refuse forcing, unless the option says they accept it", () => {
    expect(acceptsForcedToolChoice("claude-sonnet-5-5", undefined)).toBe(false);
    expect(acceptsForcedToolChoice("claude-sonnet-5-5-20260928", undefined)).toBe(false);
    expect(acceptsForcedToolChoice("claude-sonnet-5", undefined)).toBe(true);
    expect(acceptsForcedToolChoice("claude-sonnet-5-5", true)).toBe(true);
    expect(pickModeParams(request({ toolChoice: { name: "close" } }), "claude-sonnet-5-5", undefined)).toEqual({ tool_choice: { type: "auto" } });
  });

  it("sends no tool_choice without tools", () => {
    expect(pickModeParams(request({ tools: [], toolChoice: "required" }), "claude-test", undefined)).toEqual({});
  });
});

describe("fitsAnthropicOutput", () => {
  it("accepts closed objects of supported keywords and refuses open objects or numeric constraints", () => {
    expect(fitsAnthropicOutput({ type: "object", properties: { a: { type: "string", enum: ["x"] } }, required: ["a"], additionalProperties: false })).toBe(true);
    expect(fitsAnthropicOutput({ type: "object", properties: { a: { type: "string" } } })).toBe(false);
    expect(fitsAnthropicOutput({ type: "object", properties: { n: { type: "integer", minimum: 1 } }, additionalProperties: false })).toBe(false);
    expect(fitsAnthropicOutput({ anyOf: [{ type: "array", items: { type: "string", maxLength: 3 } }] })).toBe(false);
  });
});
