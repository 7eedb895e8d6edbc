import { rateText } from "./agreement";
import type { EvalReport } from "./eval-report";

/** What `agentic eval run` prints: the numbers, the flips by id, and the gate's verdict last. */
export function summaryLines(report: EvalReport): string[] {
  const s = report.summary;
  const a = s.agreement;
  const against = report.baseline.kind === "recorded" ? "the recorded decisions" : `the baseline (${report.baseline.runtime})`;
  const lines = [
    `agentic eval: ${report.settings.cases} case${report.settings.cases === 1 ? "" : "s"}${report.settings.repeat > 1 ? ` × ${report.settings.repeat}` : ""} against ${report.candidate.runtime}${report.candidate.promptVariant ? ` (variant ${report.candidate.promptVariant})` : ""}; flips against ${against}`,
    `agreement ${rateText(a.rate)} (${a.right}/${a.total}; 95% interval ${rateText(a.low)}–${rateText(a.high)})`,
    `invalid picks ${s.invalid}, re-picks ${s.repicks} (${s.recovered} replay${s.recovered === 1 ? "" : "s"} recovered by a re-pick)${s.errors > 0 ? `, errors ${s.errors}` : ""}${report.settings.repeat > 1 ? `, flaky cases ${s.flaky}` : ""}`,
    `tokens ${s.usage.inputTokens} in, ${s.usage.outputTokens} out${s.costUsd !== undefined ? `; cost $${s.costUsd.toFixed(4)}` : ""}`,
    `flips: ${s.flips.rightToWrong} right → wrong, ${s.flips.wrongToRight} wrong → right`,
  ];
  for (const f of report.flips) lines.push(`  ${f.direction === "right-to-wrong" ? "✗" : "✓"} ${f.id}: expected ${f.expected}, ${f.baselinePick ?? "(invalid)"} → ${f.candidatePick ?? "(invalid)"}`);
  for (const [tag, t] of Object.entries(report.tags)) lines.push(`tag ${tag}: agreement ${rateText(t.rate)} (${t.right}/${t.total})`);
  lines.push(report.gate.passed ? `gate: PASS${gateTerms(report)}` : `gate: FAIL — ${report.gate.failures.join("; ")}`);
  return lines;
}

function gateTerms(report: EvalReport): string {
  const terms = [report.gate.minAgreement !== undefined ? `--min-agreement ${report.gate.minAgreement}` : "", report.gate.maxFlips !== undefined ? `--max-flips ${report.gate.maxFlips}` : ""].filter(Boolean);
  return terms.length > 0 ? ` (${terms.join(", ")})` : " (no thresholds given)";
}
