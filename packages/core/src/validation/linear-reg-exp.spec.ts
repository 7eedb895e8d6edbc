import { agenticFunction } from "../decorators/agentic-function";
import { ConfigurationError } from "../errors/configuration-error";
import { jsonSchema } from "../schema/json-schema-field";
import type { JsonSchema } from "../contracts/json-schema";
import { normalizeOptions } from "../options/normalize-options";
import { ajvRuntime } from "./ajv-runtime";
import { standaloneValidatorCode } from "./standalone-validator-code";
import { validateArgs } from "./validate-args";

// `^(a+)+$` against "aaa…ab" takes 2^n steps on a backtracking engine; n = 50 would never finish there.
const EXPONENTIAL = "^(a+)+$";
const hostile = "a".repeat(50) + "b";

const withPattern = (pattern: string): JsonSchema => ({
  type: "object",
  properties: { code: { type: "string", pattern } },
  required: ["code"],
  additionalProperties: false,
});

type Factory = (resolve: typeof ajvRuntime) => (data: unknown) => boolean;
const load = (code: string): Factory => new Function(`return ${code};`)() as Factory;

describe("schema patterns run on a linear-time engine (RE2 semantics)", () => {
  it("answers a catastrophic-backtracking reply at once, as a pattern problem", () => {
    const result = validateArgs(withPattern(EXPONENTIAL), { code: hostile });
    expect(result).toEqual({ ok: false, problem: expect.objectContaining({ kind: "bad_args", path: "code" }) });
    expect(validateArgs(withPattern(EXPONENTIAL), { code: "aaaa" }).ok).toBe(true);
  });

  it("routes patternProperties through the same engine, when validating and when dropping unknown keys", () => {
    const schema: JsonSchema = { type: "object", patternProperties: { [EXPONENTIAL]: { type: "string" } }, additionalProperties: false };
    const args: Record<string, unknown> = { [hostile]: "x", aaa: "y" };
    expect(validateArgs(schema, args)).toEqual({ ok: true, value: { aaa: "y" } });
  });

  it("keeps the ECMAScript \\u escapes JSON Schema patterns are written with", () => {
    const schema = withPattern("^[\\u0041-\\u005A]+\\u{1F600}?$");
    expect(validateArgs(schema, { code: "ABC" }).ok).toBe(true);
    expect(validateArgs(schema, { code: "ABC\u{1F600}" }).ok).toBe(true);
    expect(validateArgs(schema, { code: "abc" }).ok).toBe(false);
    // An escaped backslash followed by "u0041" is a literal backslash, not an escape.
    expect(validateArgs(withPattern("^\\\\u0041$"), { code: "\\u0041" }).ok).toBe(true);
  });

  it.each([
    ["a backreference", "^(a)\\1$", /backreference|\\1/],
    ["a lookahead", "^(?=a)a$", /lookaround|\(\?=/],
    ["a negative lookbehind", "(?<!x)a", /lookaround|\(\?<!/],
  ])("refuses %s with a message naming the pattern and the reason", (_label, pattern, reason) => {
    let error: unknown;
    try {
      validateArgs(withPattern(pattern), { code: "a" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain(JSON.stringify(pattern));
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).toMatch(/RE2/);
  });

  it("refuses such a pattern when the option is defined, before any model call", () => {
    const payload = jsonSchema({ type: "object", properties: { code: { type: "string", pattern: "^(a)\\1$" } } });
    expect(() => normalizeOptions({ tag: ["Tag it.", payload] })).toThrow(/Option "tag".*\^\(a\)\\\\1\$/);
    const fn = agenticFunction((code: string) => code, { name: "lookup", params: { code: jsonSchema({ type: "string", pattern: "(?=x)" }) } });
    expect(() => normalizeOptions({ lookup: fn })).toThrow(/Option "lookup".*\(\?=x\)/);
  });
});

describe("precompiled validators with patterns", () => {
  it("load the linear engine from core through ajvRuntime, and answer the hostile reply at once", () => {
    const code = standaloneValidatorCode(withPattern(EXPONENTIAL))!;
    expect(code).toContain('ajvRuntime("linearRegExp")');
    expect(code).not.toMatch(/new RegExp|\brequire\(/);
    const validate = load(code)(ajvRuntime);
    expect(validate({ code: hostile })).toBe(false);
    expect(validate({ code: "aaa" })).toBe(true);
  });

  it("are not built for a pattern RE2 refuses, so the runtime reports it", () => {
    expect(standaloneValidatorCode(withPattern("^(a)\\1$"))).toBeUndefined();
  });
});
