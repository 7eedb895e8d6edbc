import { createHash } from "node:crypto";
import type { EvalReport } from "./eval-report";
import { casesSection, flipsSection, gateSection, headerSection, matrixSection, summarySection, tagsSection } from "./eval-report-sections";
import { EVAL_REPORT_CSS } from "./eval-report-style";
import { Html, html } from "./safe-html";

/**
 * The HTML report of `agentic eval run` (`-o report.html`): one self-contained page with the run's head,
 * the gate in words, the summary, the flipped cases (each opens to the baseline and the candidate side by
 * side), the confusion matrix, agreement per tag and every case, collapsed. It needs no script: a case
 * opens as a `<details>` element. Its Content-Security-Policy allows nothing but its own stylesheet (by
 * hash), so no script runs and nothing is fetched, and every text from the report is escaped.
 */
export function evalReportHtml(report: EvalReport): string {
  const styleHash = createHash("sha256").update(EVAL_REPORT_CSS).digest("base64");
  const csp = `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'`;
  const title = `${report.gate.passed ? "PASS" : "FAIL"} ${report.candidate.runtime} — agentic eval`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>${title}</title>
<style>${new Html(EVAL_REPORT_CSS)}</style>
</head>
<body>
${headerSection(report)}
${gateSection(report.gate)}
${summarySection(report)}
${flipsSection(report.flips, report.cases)}
${matrixSection(report.matrix)}
${tagsSection(report.tags)}
${casesSection(report.cases, report.flips)}
</body>
</html>
`.markup;
}
