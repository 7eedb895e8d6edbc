// Realistic canned model replies (in __fixtures__/) run through extractAction.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pick, problem } from "./__fixtures__/extract-helpers";

/** Reads a canned model reply from __fixtures__. */
function fixture(name: string): string {
  return readFileSync(join(__dirname, "__fixtures__", name), "utf8");
}

describe("extractAction: canned replies", () => {
  it("reads a fenced pick after reasoning", () => {
    expect(pick(fixture("fenced-pick.txt"))).toEqual({
      call: "refund",
      args: { orderId: "A1", amount: 42, reason: "duplicate charge" },
    });
  });

  it("reads a bare pick after prose that contains braces", () => {
    expect(pick(fixture("reasoning-then-bare-pick.txt"))).toEqual({
      call: "lookup",
      args: { trackingId: "1Z999AA10123456784", carrier: "UPS" },
    });
  });

  it("takes the last pick when the model changes its mind", () => {
    expect(pick(fixture("changed-mind-last-wins.txt"))).toEqual({ call: "refund", args: { orderId: "B7" } });
  });

  it("ignores calls nested inside other JSON", () => {
    expect(problem(fixture("plan-with-nested-calls.txt")).kind).toBe("no_action");
  });

  it("reports a truncated pick as a parse error with its reason", () => {
    const found = problem(fixture("truncated-pick.txt"));
    expect(found.kind).toBe("parse_error");
    expect(found.message).toContain("control character U+000A");
  });

  it("explains the expected form when the reply has no pick", () => {
    const found = problem(fixture("prose-only.txt"));
    expect(found).toEqual({
      kind: "no_action",
      message: 'No JSON object with a "call" key was found. Reply with {"call": "<option name>", "args": {...}}.',
    });
    expect(problem(fixture("json-without-call.txt")).kind).toBe("no_action");
  });

  it("accepts the action alias and an arguments object in a bare fence", () => {
    expect(pick(fixture("action-alias-with-arguments.txt"))).toEqual({
      call: "escalate",
      args: { team: "shipping", priority: 2 },
    });
  });

  it("rejects args that are not an object", () => {
    expect(problem(fixture("args-not-object.txt"))).toEqual({
      kind: "bad_args",
      message: '"args" must be a JSON object, but it is an array.',
      path: "args",
    });
  });

  it("is not fooled by braces and quotes inside strings", () => {
    expect(pick(fixture("braces-in-strings.txt"))).toEqual({
      call: "write_file",
      args: { path: "tpl/{name}.txt", content: 'Hello {user}!\n{"not": "a pick"}\n} { stray', mode: "0644" },
    });
  });
});
