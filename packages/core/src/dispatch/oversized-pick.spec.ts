import { normalizeOptions } from "../options/normalize-options";
import { jsonSchema } from "../schema/json-schema-field";
import { setValidationLimits, validationLimits } from "../validation/validation-limits";
import { readJsonPick } from "../decision/json-pick";
import { readToolPick } from "../decision/tool-pick";
import { checkPick } from "./check-pick";
import { oversizedPick } from "./oversized-pick";

describe("oversizedPick", () => {
  const { maxArgsSize } = validationLimits();

  it("lets a pick up to twice maxArgsSize (plus slack) through to the validation walk", () => {
    expect(oversizedPick(10)).toBeUndefined();
    expect(oversizedPick(2 * maxArgsSize + 4096)).toBeUndefined();
  });

  it("refuses a larger pick as bad_args, naming its size and the limit", () => {
    const problem = oversizedPick(2 * maxArgsSize + 4097);
    expect(problem?.kind).toBe("bad_args");
    expect(problem?.message).toContain(`the pick is ${2 * maxArgsSize + 4097} characters of JSON`);
    expect(problem?.message).toContain(`at most ${maxArgsSize} characters of JSON (the validation limit maxArgsSize)`);
  });

  it("follows setValidationLimits", () => {
    const previous = setValidationLimits({ maxArgsSize: 1000 });
    try {
      expect(oversizedPick(2 * 1000 + 4097)?.kind).toBe("bad_args");
      expect(oversizedPick(2 * 1000 + 4096)).toBeUndefined();
    } finally {
      setValidationLimits(previous);
    }
  });
});

describe("checkPick with a wide object for arguments", () => {
  const set = normalizeOptions({ x: ["The payload.", jsonSchema({ type: "object", additionalProperties: { type: "integer" } })] });
  const wide = (keys: number): string =>
    `{"call": "x", "args": {${Array.from({ length: keys }, (_, i) => `"k${i}": ${i}`).join(", ")}}}`;

  it("refuses arguments whose text is far past maxArgsSize before they are walked", async () => {
    const reply = wide(80_000); // ~1 MB of text
    const result = await checkPick(reply, set);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toContain("the validation limit maxArgsSize");
    if (!result.ok) expect(result.problem.message).toContain(`the pick is ${reply.length} characters`);
  });

  it("validates arguments that fit to the end", async () => {
    const result = await checkPick(wide(1000), set);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.value.args)).toHaveLength(1000);
  });
});

describe("picks from native tool calls and structured output", () => {
  const set = normalizeOptions({ x: ["The payload.", jsonSchema({ type: "object", additionalProperties: { type: "integer" } })] });
  const wideArgs = (keys: number): string => `{${Array.from({ length: keys }, (_, i) => `"k${i}": ${i}`).join(", ")}}`;

  it("refuses a tool call whose argument text is far past maxArgsSize, before parsing it", async () => {
    const args = wideArgs(80_000);
    const result = await readToolPick({ text: "", toolCalls: [{ id: "c1", name: "x", args }] }, set);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toContain(`the pick is ${args.length} characters`);
  });

  it("refuses a json-mode reply far past maxArgsSize", async () => {
    const reply = `{"pick": {"call": "x", "args": ${wideArgs(80_000)}}}`;
    const result = await readJsonPick(reply, set);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toContain("the validation limit maxArgsSize");
  });

  it("validates tool-call and json-mode arguments that fit to the end", async () => {
    const tool = await readToolPick({ text: "", toolCalls: [{ id: "c1", name: "x", args: wideArgs(500) }] }, set);
    const json = await readJsonPick(`{"pick": {"call": "x", "args": ${wideArgs(500)}}}`, set);
    expect(tool.ok && Object.keys(tool.value.args)).toHaveLength(500);
    expect(json.ok && Object.keys(json.value.args)).toHaveLength(500);
  });
});
