import type { EvalReport } from "./eval-report";
import { rateText } from "./agreement";

// XML 1.0 allows no control characters but tab, newline and carriage return, even escaped.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function xml(text: string): string {
  return text.replace(NOT_XML, "\ufffd").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/**
 * The report as JUnit XML, for CI test tabs: one test case per eval case (a wrong pick is a failure, a
 * case that could not run an error), and a `gate` test case that fails with the gate's own lines.
 */
export function junitXml(report: EvalReport): string {
  const { summary } = report;
  const lines: string[] = [];
  let failures = 0;
  let errors = 0;
  for (const c of report.cases) {
    const ran = c.runs.filter((r) => r.error === undefined);
    const open = `    <testcase classname="agentic.eval.${xml(c.tags[0] ?? "decision")}" name="${xml(c.id)}">`;
    if (ran.length === 0) {
      errors++;
      lines.push(open, `      <error message="${xml(c.runs[0]?.error ?? "not run")}"/>`, "    </testcase>");
    } else if (!c.correct) {
      failures++;
      const msg = `expected ${c.expected}${c.acceptable.length > 0 ? ` (or ${c.acceptable.join(", ")})` : ""}, picked ${c.pick ?? "nothing valid"}`;
      lines.push(open, `      <failure message="${xml(msg)}"/>`, "    </testcase>");
    } else {
      lines.push(open.replace(/>$/, "/>"));
    }
  }
  const gate = report.gate;
  if (gate.passed) lines.push('    <testcase classname="agentic.eval" name="gate"/>');
  else {
    failures++;
    lines.push('    <testcase classname="agentic.eval" name="gate">', `      <failure message="${xml(gate.failures.join("; "))}"/>`, "    </testcase>");
  }
  const name = `agentic eval: ${report.candidate.runtime} agreement ${rateText(summary.agreement.rate)}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="agentic eval" tests="${report.cases.length + 1}" failures="${failures}" errors="${errors}">`,
    `  <testsuite name="${xml(name)}" tests="${report.cases.length + 1}" failures="${failures}" errors="${errors}" timestamp="${xml(report.startedAt)}">`,
    ...lines,
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}
