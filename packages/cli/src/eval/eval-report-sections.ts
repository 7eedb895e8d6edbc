import { INVALID_LABEL, type EvalCaseResult, type EvalFlip, type EvalGate, type EvalReport } from "./eval-report";
import { caseDetail, nameList, rightMark } from "./eval-report-case-detail";
import { rateText } from "./agreement";
import { formatAgreement, formatCount, formatInterval, formatNumber, formatPick } from "./eval-report-format";
import { html, type Html } from "./safe-html";

/** The report's head: what ran against what, how many cases and repeats, and when. */
export function headerSection(report: EvalReport): Html {
  const { candidate, baseline, settings } = report;
  return html`<header>
<h1>Decision eval</h1>
<dl class="facts">
<dt>Candidate</dt><dd data-field="candidate"><code>${candidate.runtime}</code>${candidate.model !== undefined && html`, model <code>${candidate.model}</code>`}${candidate.promptVariant !== undefined && html`, prompt variant <code>${candidate.promptVariant}</code>`}</dd>
<dt>Baseline</dt><dd data-field="baseline">${
    baseline.kind === "recorded"
      ? "the recorded decisions"
      : html`blessed report of <code>${baseline.runtime}</code>${baseline.model !== undefined && html`, model <code>${baseline.model}</code>`}${baseline.blessedAt !== undefined && `, blessed ${baseline.blessedAt}`}`
  }</dd>
<dt>Cases</dt><dd data-field="cases">${formatCount(settings.cases, "case")} × ${formatCount(settings.repeat, "repeat")}</dd>
<dt>Started</dt><dd data-field="started-at">${report.startedAt}</dd>
<dt>Finished</dt><dd data-field="finished-at">${report.finishedAt}</dd>
</dl>
</header>`;
}

/** The gate in words: PASS or FAIL, the thresholds given, and each failure exactly as `eval run` printed it. */
export function gateSection(gate: EvalGate): Html {
  const thresholds = [gate.minAgreement !== undefined && `--min-agreement ${gate.minAgreement}`, gate.maxFlips !== undefined && `--max-flips ${gate.maxFlips}`].filter(
    (threshold): threshold is string => typeof threshold === "string",
  );
  return html`<section id="gate" class="gate ${gate.passed ? "pass" : "fail"}">
<h2>Gate: <span data-field="gate">${gate.passed ? "PASS" : "FAIL"}</span></h2>
<p data-field="thresholds">${thresholds.length > 0 ? `Thresholds: ${thresholds.join(", ")}.` : "No threshold was given (--min-agreement, --max-flips)."}</p>
${gate.failures.length > 0 && html`<ul class="failures">${gate.failures.map((failure) => html`<li data-field="failure">${failure}</li>`)}</ul>`}
</section>`;
}

/** The numbers of the run: agreement with its interval, invalid picks, re-picks, errors, flips, flakiness, tokens, cost. */
export function summarySection(report: EvalReport): Html {
  const { summary } = report;
  const { usage } = summary;
  const rows: ReadonlyArray<readonly [field: string, title: string, value: string]> = [
    ["agreement", "Agreement", formatAgreement(summary.agreement)],
    ["invalid", "Invalid picks", `${formatNumber(summary.invalid)} (replays that ended without a valid pick)`],
    ["repicks", "Re-picks", formatNumber(summary.repicks)],
    ["recovered", "Recovered", `${formatNumber(summary.recovered)} (replays that picked validly after a re-pick)`],
    ["errors", "Errors", `${formatNumber(summary.errors)} (replays that could not be run)`],
    ["flips", "Flips", `${formatNumber(summary.flips.rightToWrong)} right → wrong, ${formatNumber(summary.flips.wrongToRight)} wrong → right`],
    ["flaky", "Flaky cases", `${formatNumber(summary.flaky)} (picks differ between repeats)`],
    ["tokens", "Tokens", `${formatNumber(usage.inputTokens)} in (${formatNumber(usage.cachedInputTokens)} cached), ${formatNumber(usage.outputTokens)} out (${formatNumber(usage.reasoningTokens)} reasoning)`],
  ];
  const cost = summary.costUsd === undefined ? [] : [["cost", "Cost", `$${summary.costUsd.toFixed(4)}`] as const];
  return html`<section id="summary">
<h2>Summary</h2>
<table class="summary"><tbody>${[...rows, ...cost].map(([field, title, value]) => html`<tr><th scope="row">${title}</th><td data-field="${field}">${value}</td></tr>`)}</tbody></table>
</section>`;
}

/** The confusion matrix: rows the expected option, columns the option picked (then `(invalid)`), over every replay. */
export function matrixSection(matrix: EvalReport["matrix"]): Html {
  const { labels, counts } = matrix;
  // Nothing is ever expected to be invalid: that row would only hold zeros.
  const rows = labels.map((label, i) => ({ label, counts: counts[i] ?? [] })).filter((row) => row.label !== INVALID_LABEL);
  const cell = (count: number, diagonal: boolean): Html =>
    html`<td class="${diagonal ? "diagonal" : count > 0 ? "miss" : "zero"}">${count}</td>`;
  return html`<section id="matrix">
<h2>Confusion matrix</h2>
<p class="note">Rows: the expected option. Columns: the option picked, over every replay. The diagonal is right; a pick of an acceptable alternative counts as right but stands off it.</p>
<table class="matrix">
<thead><tr><th scope="col">expected ↓ / picked →</th>${labels.map((label) => html`<th scope="col"${label === INVALID_LABEL && html` class="invalid"`}><code>${label}</code></th>`)}<th scope="col">total</th></tr></thead>
<tbody>${rows.map((row) => html`<tr><th scope="row"><code>${row.label}</code></th>${labels.map((_, j) => cell(row.counts[j] ?? 0, labels[j] === row.label))}<td class="total">${row.counts.reduce((sum, count) => sum + count, 0)}</td></tr>`)}</tbody>
</table>
</section>`;
}

/** Agreement per tag, tags in name order. */
export function tagsSection(tags: EvalReport["tags"]): Html {
  const entries = Object.entries(tags);
  return html`<section id="tags">
<h2>Agreement per tag</h2>
${
  entries.length === 0
    ? html`<p class="note">No case has tags.</p>`
    : html`<table class="tags"><thead><tr><th scope="col">Tag</th><th scope="col">Agreement</th><th scope="col">Right</th><th scope="col">95% interval</th></tr></thead>
<tbody>${entries.map(([tag, agreement]) => html`<tr><th scope="row"><code>${tag}</code></th><td>${rateText(agreement.rate)}</td><td>${agreement.right}/${agreement.total}</td><td>${formatInterval(agreement)}</td></tr>`)}</tbody></table>`
}
</section>`;
}

/** The flipped cases, each a `<details data-case-id>` whose summary opens the case's side-by-side detail. */
export function flipsSection(flips: readonly EvalFlip[], cases: readonly EvalCaseResult[]): Html {
  const byId = new Map(cases.map((result) => [result.id, result]));
  return html`<section id="flips">
<h2>Flipped cases (${flips.length})</h2>
${flips.length === 0 && html`<p class="note">No case changed from right to wrong or back against the baseline.</p>`}
${flips.map((flip) => {
  const result = byId.get(flip.id);
  return html`<details class="case flip" data-case-id="${flip.id}" data-direction="${flip.direction}">
<summary>${directionBadge(flip.direction)} <code class="case-id">${flip.id}</code> expected <code>${flip.expected}</code>: baseline <code>${formatPick(flip.baselinePick)}</code> → candidate <code>${formatPick(flip.candidatePick)}</code></summary>
${result ? caseDetail(result) : html`<p class="note">This case is not in the report.</p>`}
</details>`;
})}
</section>`;
}

/** Every case, collapsed, so a reviewer can open any of them. */
export function casesSection(cases: readonly EvalCaseResult[], flips: readonly EvalFlip[]): Html {
  const flipOf = new Map(flips.map((flip) => [flip.id, flip.direction]));
  return html`<section id="cases">
<h2>All cases (${cases.length})</h2>
${cases.map((result) => {
  const direction = flipOf.get(result.id);
  return html`<details class="case" data-case-id="${result.id}">
<summary>${rightMark(result.correct)} <code class="case-id">${result.id}</code> expected <code>${result.expected}</code>, picked <code>${formatPick(result.pick)}</code>${direction && html` ${directionBadge(direction)}`}${result.flaky && html` <span class="badge flaky">flaky</span>`}${result.tags.length > 0 && html` <span class="tags">${nameList(result.tags)}</span>`}</summary>
${caseDetail(result)}
</details>`;
})}
</section>`;
}

function directionBadge(direction: EvalFlip["direction"]): Html {
  return html`<span class="badge ${direction}">${direction === "right-to-wrong" ? "right → wrong" : "wrong → right"}</span>`;
}
