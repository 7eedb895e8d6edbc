// Which broken JSON may void a pick (issue 9, points 1 and 2): only a broken top-level object that is
// itself a pick (its call key was read) after the last good candidate turns the reply into a parse error;
// any other text that fails to parse is prose, and a call key nested in broken JSON is never a pick.
import { pick, problem } from "./__fixtures__/extract-helpers";

describe("extractAction: prose after a good pick that merely looks like JSON", () => {
  it.each([
    '{"call": "done"}\nFor reference the config was {"retries": 3,}.',
    '{"call": "done"} I can also send {"details": ...}.',
    '{"call": "done"}\nTip: a JSON object starts with {"key": and ends with }.',
    '{"call": "done"} (the old settings were {"a": 1 "b": 2})',
    '{"call": "done"} The schema looks like {"type": "object", "properties": {"x": {"type": int}}}.',
    '```json\n{"call": "done"}\n```\nAn unfinished sketch: {"draft": [1, 2',
    '{"call": "done"} {"a": 1, "a": 2}',
    '{"call": "done"} {"args": {"x": 1,}, "call": "b"}',
  ])("keeps the pick in %j", (reply) => {
    expect(pick(reply)).toEqual({ call: "done", args: {} });
  });

  it("still reports a broken pick after a good one, whatever broke it", () => {
    for (const broken of ['{"call": "b", "x": 1,}', '{"call": "b" "args": {}}', '{"call": "b", "call": "c"}', '{"tool": "b", "args": {"n": 1e999}}', '{"\\u0063all": "b",}']) {
      const found = problem(`{"call": "a"} no wait: ${broken} thanks`);
      expect(found.kind).toBe("parse_error");
      expect(found.message).toContain("at character 23");
    }
  });

  it("lets a later good pick win over broken prose between two picks", () => {
    expect(pick('{"call": "a"} like {"x": 1,} or {"call": "b"}').call).toBe("b");
  });
});

describe("extractAction: a call key nested inside broken JSON is never a pick", () => {
  it.each([
    '{"call": "done"} {"x": {"call": "fallback"},}',
    '{"call": "done"} [{"call": "fallback"},]',
    '{"call": "done"} {"steps": [{"a": {"call": "fallback"}}], oops}',
    '{"call": "done"} [1, {"call": "fallback"}',
    '{"call": "done"} {"plan": [{"call": "fallback"}, {"call": "other"}] "more": 1}',
    '{"call": "done"} [[{"call": "fallback"}], nope]',
  ])("keeps the good pick in %j", (reply) => {
    expect(pick(reply)).toEqual({ call: "done", args: {} });
  });

  it("reports the broken JSON, not the object nested in it, when there is no other pick", () => {
    const found = problem('{"note": {"call":"x"}, oops}');
    expect(found.kind).toBe("parse_error");
    expect(found.message).toContain("The JSON object at character 0");
    expect(found.message).toContain("expected a key in double quotes, found 'o'");
    expect(problem('{"note": {"call":"x"}').message).toContain("unterminated object");
    expect(problem('[{"call": "x"},]').kind).toBe("no_action");
  });

  it("still finds a pick whose brace a broken attempt had read inside a string", () => {
    // The first attempt reads `"abc} and then {"` as a string and fails at `call`; the pick's brace
    // was never a container of that attempt, so it is a top-level object of the prose.
    expect(pick('{"s": "abc} and then {"call": "x"}').call).toBe("x");
  });
});
