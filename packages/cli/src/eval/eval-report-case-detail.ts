import type { EvalAttemptOutcome, EvalCaseResult, EvalSide } from "./eval-report";
import { formatCount, formatNumber, formatPick, formatRight } from "./eval-report-format";
import { html, type Html, type HtmlValue } from "./safe-html";

/** A row of the side-by-side table: a field of both sides, and how a side's value is shown. */
interface SideRow {
  readonly field: string;
  readonly title: string;
  /** The value compared between the sides (`undefined`: the side has none). */
  readonly value: (side: EvalSide) => string | undefined;
  readonly show?: (side: EvalSide) => HtmlValue;
}

const ROWS: readonly SideRow[] = [
  { field: "system", title: "System", value: (side) => side.system },
  { field: "prompt", title: "Prompt", value: (side) => side.prompt },
  { field: "messages", title: "Messages", value: (side) => side.messages && JSON.stringify(side.messages), show: (side) => messages(side) },
  { field: "menu", title: "Menu", value: (side) => side.menu },
  { field: "reply", title: "Reply", value: (side) => side.reply },
];

/**
 * The detail of one case in the HTML report: what was expected, the baseline and the candidate side by side
 * (pick, system, prompt or messages, menu, reply; rows that differ marked ≠), and each of the candidate's
 * runs with its replies and their problems when there was more than one run or a reply was rejected.
 */
export function caseDetail(result: EvalCaseResult): Html {
  const showRuns = result.runs.length > 1 || result.runs.some((run) => run.replies.length > 1 || run.error !== undefined);
  return html`<div class="case-detail">
${caseFacts(result)}
${sidesTable(result.baseline, result.candidate)}
${showRuns && runList(result.runs)}
</div>`;
}

/** Whether a pick was right, as a mark and a word in the colour of the answer. */
export function rightMark(correct: boolean): Html {
  return html`<span class="${correct ? "right" : "wrong"}">${formatRight(correct)}</span>`;
}

/** Names (options, tags) as a list of code spans, so a comma inside a name cannot blur two of them. */
export function nameList(names: readonly string[]): Html {
  return html`${names.map((name, i) => html`${i > 0 && ", "}<code>${name}</code>`)}`;
}

function caseFacts(result: EvalCaseResult): Html {
  const over = result.runs.length > 1 ? ` (the most frequent over ${result.runs.length} runs)` : "";
  return html`<dl class="facts">
<dt>Expected</dt><dd data-field="expected"><code>${result.expected}</code></dd>
${result.acceptable.length > 0 && html`<dt>Also right</dt><dd data-field="acceptable">${nameList(result.acceptable)}</dd>`}
${result.tags.length > 0 && html`<dt>Tags</dt><dd data-field="tags">${nameList(result.tags)}</dd>`}
<dt>Candidate pick</dt><dd data-field="pick"><code>${formatPick(result.pick)}</code> ${rightMark(result.correct)}${over}${result.flaky && html` <span class="badge flaky">flaky</span>`}</dd>
</dl>`;
}

function sidesTable(baseline: EvalSide, candidate: EvalSide): Html {
  const rows = ROWS.filter((row) => row.value(baseline) !== undefined || row.value(candidate) !== undefined);
  return html`<table class="sides">
<thead><tr><th></th><th scope="col" data-side="baseline">Baseline: ${baseline.label}</th><th scope="col" data-side="candidate">Candidate: ${candidate.label}</th></tr></thead>
<tbody>
<tr><th scope="row">Pick</th>${[baseline, candidate].map((side, i) => html`<td data-side="${SIDES[i]}" data-field="pick"><code>${formatPick(side.pick)}</code> ${rightMark(side.correct)}</td>`)}</tr>
${rows.map((row) => sideRow(row, baseline, candidate))}
</tbody>
</table>`;
}

const SIDES = ["baseline", "candidate"] as const;

function sideRow(row: SideRow, baseline: EvalSide, candidate: EvalSide): Html {
  const differs = row.value(baseline) !== row.value(candidate);
  const cell = (side: EvalSide): HtmlValue =>
    row.value(side) === undefined ? html`<span class="none">none</span>` : (row.show?.(side) ?? html`<pre>${row.value(side)}</pre>`);
  return html`<tr class="${differs ? "differs" : "same"}"><th scope="row">${row.title}${differs && html` <span class="differs-mark" title="The sides differ">≠</span>`}</th>${[baseline, candidate].map(
    (side, i) => html`<td data-side="${SIDES[i]}" data-field="${row.field}">${cell(side)}</td>`,
  )}</tr>`;
}

function messages(side: EvalSide): HtmlValue {
  return side.messages?.map((message) => html`<div class="message"><span class="role">${message.role}</span><pre>${message.content}</pre></div>`);
}

function runList(runs: readonly EvalAttemptOutcome[]): Html {
  return html`<h4>Candidate runs</h4>
<ol class="runs">${runs.map((run, i) => html`<li data-run="${i + 1}">
<p class="run-head">Run ${i + 1}: <code>${formatPick(run.pick)}</code> ${rightMark(run.correct)} · ${formatCount(run.repicks, "re-pick")}${run.usage && ` · ${formatNumber(run.usage.inputTokens)} in / ${formatNumber(run.usage.outputTokens)} out tokens`}</p>
${run.error !== undefined && html`<p class="error" data-field="error">Error: ${run.error}</p>`}
<ol class="replies">${run.replies.map((reply) => html`<li><pre data-field="run-reply">${reply.reply}</pre>${reply.problem !== undefined && html`<p class="problem" data-field="problem">Rejected: ${reply.problem}</p>`}</li>`)}</ol>
</li>`)}</ol>`;
}
