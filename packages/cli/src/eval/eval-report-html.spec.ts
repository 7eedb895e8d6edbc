import { createHash } from "node:crypto";
import { evalReportFixture, hostile, HOSTILE, HOSTILE_OPTION } from "../../__fixtures__/eval/eval-report-fixture";
import { escapeHtml } from "../viewer/escape-html";
import type { EvalReport } from "./eval-report";
import { evalReportHtml } from "./eval-report-html";

/** Every text of a report that a person or a model wrote, and that the page shows. */
function textsOf(report: EvalReport): string[] {
  const candidate = [report.candidate.runtime, report.candidate.model, report.candidate.promptVariant];
  const baseline = report.baseline.kind === "report" ? [report.baseline.runtime, report.baseline.model] : [];
  const cases = report.cases.flatMap((result) => [
    result.id,
    result.expected,
    ...result.acceptable,
    ...result.tags,
    ...[result.baseline, result.candidate].flatMap((side) => [side.label, side.system, side.prompt, side.menu, side.reply, ...(side.messages ?? []).map((message) => message.content)]),
    ...result.runs.flatMap((run) => run.replies.flatMap((reply) => [reply.reply, reply.problem])),
  ]);
  return [...candidate, ...baseline, ...cases, ...report.matrix.labels, ...Object.keys(report.tags), ...report.gate.failures].filter((text): text is string => text !== undefined);
}

describe("evalReportHtml", () => {
  const fixture = evalReportFixture();
  // The gate's lines are the tool's own words, but they go through the same escaping.
  const report: EvalReport = { ...fixture, gate: { ...fixture.gate, failures: [...fixture.gate.failures, hostile("a failure")] } };
  const page = evalReportHtml(report);

  it("shows every text of the report escaped, and none of its markup", () => {
    const texts = textsOf(report);
    expect(texts.filter((text) => text.includes(HOSTILE)).length).toBeGreaterThan(60);
    for (const text of texts) expect(page).toContain(escapeHtml(text));
    expect(page).not.toContain(HOSTILE);
    expect(page).not.toContain(HOSTILE_OPTION);
    // The page has no script of its own and no image, so any of these would have come from the data.
    expect(page).not.toMatch(/<script|<\/script|<img|onerror="/i);
  });

  it("refers to no resource: no URL, no src or href, no CSS import or url()", () => {
    expect(page).not.toMatch(/https?:|\/\/[a-z]/i);
    // Every tag on the page is the page's own (text from the data has no raw "<"): none loads anything.
    const tags = page.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.length).toBeGreaterThan(100);
    // (Attribute values are quoted and hold no raw quote: what stays outside quotes is attribute names.)
    const names = tags.map((tag) => tag.replace(/"[^"]*"/g, '""'));
    expect(names.filter((tag) => /\s(src|href|srcset|action|poster|style|on\w+)\s*=/i.test(tag))).toEqual([]);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1];
    expect(style).not.toMatch(/url\(|@import|@font-face/i);
  });

  it("forbids everything but its own stylesheet in its Content-Security-Policy", () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page)?.[1];
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(csp).toBe(escapeHtml(`default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`));
    expect(page.match(/<style>/g)).toHaveLength(1);
  });

  it("gives the same page for the same report", () => {
    expect(evalReportHtml(evalReportFixture())).toBe(evalReportHtml(fixture));
  });

  it("says PASS, the recorded baseline and that nothing flipped for a clean run", () => {
    const clean: EvalReport = {
      ...report,
      baseline: { kind: "recorded" },
      flips: [],
      tags: {},
      gate: { passed: true, failures: [] },
      summary: { ...report.summary, costUsd: undefined },
    };
    const text = evalReportHtml(clean);
    expect(text).toContain('<span data-field="gate">PASS</span>');
    expect(text).toContain("No threshold was given");
    expect(text).toContain('<dd data-field="baseline">the recorded decisions</dd>');
    expect(text).toContain("Flipped cases (0)");
    expect(text).toContain("No case has tags.");
    expect(text).not.toContain('data-field="cost"');
  });
});
