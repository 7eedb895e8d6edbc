import { costOf, modelPrice, type PriceTable } from "@agentic-ts/core";
import { agreementOf } from "./agreement";
import type { EvalCase } from "./eval-case";
import { checkGate, type GateThresholds } from "./eval-gate";
import { INVALID_LABEL, type EvalAttemptOutcome, type EvalCaseResult, type EvalFlip, type EvalPick, type EvalReport, type EvalSide } from "./eval-report";
import type { ReplayOutcome } from "./replay-case";
import type { ReplayRequest } from "./replay-request";

/** One case as it was run: the case, what was sent, and one outcome per repeat. */
export interface RunCase {
  readonly case: EvalCase;
  /** The request as sent (the prompt variant applied). */
  readonly request: ReplayRequest;
  /** The recorded menu's text (before any variant): the baseline side of the recorded decisions. */
  readonly recordedMenu: string;
  readonly outcomes: readonly ReplayOutcome[];
}

/** What a report says about the run besides its cases. */
export interface ReportContext {
  readonly candidate: EvalReport["candidate"];
  readonly candidateModel?: string;
  /** A blessed report to count flips against; else the recorded decisions. */
  readonly baseline?: EvalReport & { readonly blessedAt?: string };
  readonly repeat: number;
  readonly thresholds: GateThresholds;
  readonly prices?: PriceTable;
  readonly startedAt: string;
  readonly finishedAt: string;
}

/** Whether a pick is right for a case: its expected option or an acceptable one. */
export function isRight(c: EvalCase, pick: EvalPick): boolean {
  return pick !== null && (pick === c.expected || c.acceptable.includes(pick));
}

/**
 * Scores the run: agreement over every replay that ran (errors apart) with its interval, the confusion
 * matrix, flips against the baseline by each case's most frequent pick, invalid picks, re-picks, flaky
 * cases, tokens and cost, agreement per tag, and the gate. The cases keep their input order, so equal runs
 * give equal reports apart from `startedAt` and `finishedAt`.
 */
export function scoreReport(runs: readonly RunCase[], ctx: ReportContext): EvalReport {
  const baselineCases = new Map((ctx.baseline?.cases ?? []).map((r) => [r.id, r]));
  const labels: string[] = [];
  const index = new Map<string, number>();
  const label = (name: string): number => {
    if (!index.has(name)) index.set(name, labels.push(name) - 1);
    return index.get(name)!;
  };
  const cells = new Map<string, number>();
  const tagTally = new Map<string, { right: number; total: number }>();
  let right = 0, total = 0, invalid = 0, repicks = 0, recovered = 0, errors = 0, flaky = 0;
  const usage = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, reasoningTokens: 0 };
  let cost = 0;
  const price = modelPrice(ctx.prices, ctx.candidateModel);
  const flips: EvalFlip[] = [];
  const cases: EvalCaseResult[] = runs.map((run) => {
    const c = run.case;
    label(c.expected);
    const scored: EvalAttemptOutcome[] = run.outcomes.map((o) => ({ ...o, correct: o.error === undefined && isRight(c, o.pick) }));
    for (const o of scored) {
      if (o.usage) {
        usage.inputTokens += o.usage.inputTokens;
        usage.outputTokens += o.usage.outputTokens;
        usage.cachedInputTokens += o.usage.cachedInputTokens ?? 0;
        usage.reasoningTokens += o.usage.reasoningTokens ?? 0;
        if (price) cost += costOf(o.usage, price);
      }
      if (o.error !== undefined) {
        errors++;
        continue;
      }
      total++;
      if (o.correct) right++;
      repicks += o.repicks;
      if (o.pick === null) invalid++;
      else if (o.repicks > 0) recovered++;
      const picked = o.pick ?? INVALID_LABEL;
      if (o.pick !== null) label(picked);
      const key = `${c.expected}\u0000${picked}`;
      cells.set(key, (cells.get(key) ?? 0) + 1);
      for (const tag of c.tags) {
        const t = tagTally.get(tag) ?? { right: 0, total: 0 };
        t.total++;
        if (o.correct) t.right++;
        tagTally.set(tag, t);
      }
    }
    const ran = scored.filter((o) => o.error === undefined);
    const pick = mostFrequent(ran.map((o) => o.pick));
    const isFlaky = new Set(ran.map((o) => o.pick)).size > 1;
    if (isFlaky) flaky++;
    const shown = ran.find((o) => o.pick === pick) ?? scored[0];
    const candidate: EvalSide = {
      label: ctx.candidate.promptVariant !== undefined ? `${ctx.candidate.runtime} (${ctx.candidate.promptVariant})` : ctx.candidate.runtime,
      pick,
      correct: ran.length > 0 && isRight(c, pick),
      ...sentOf(run.request),
      menu: run.request.menu,
      ...(shown?.replies.length ? { reply: shown.replies[shown.replies.length - 1].reply } : {}),
    };
    const before = baselineCases.get(c.id);
    const baseline: EvalSide = before
      ? { ...before.candidate, label: ctx.baseline!.candidate.runtime, correct: isRight(c, before.candidate.pick) }
      : {
          label: "recorded",
          pick: c.recorded.pick,
          correct: isRight(c, c.recorded.pick),
          ...(c.system !== undefined ? { system: c.system } : {}),
          ...(c.prompt !== undefined ? { prompt: c.prompt } : { messages: c.messages }),
          menu: run.recordedMenu,
          ...(c.recorded.reply !== undefined ? { reply: c.recorded.reply } : {}),
        };
    const comparable = ran.length > 0 && (before !== undefined || ctx.baseline === undefined);
    if (comparable && baseline.correct !== candidate.correct) {
      flips.push({ id: c.id, direction: baseline.correct ? "right-to-wrong" : "wrong-to-right", expected: c.expected, baselinePick: baseline.pick, candidatePick: pick });
    }
    return { id: c.id, expected: c.expected, acceptable: c.acceptable, tags: c.tags, runs: scored, pick, correct: candidate.correct, flaky: isFlaky, baseline, candidate };
  });
  if ([...cells.keys()].some((k) => k.endsWith(`\u0000${INVALID_LABEL}`))) label(INVALID_LABEL);
  const counts = labels.map((row) => labels.map((col) => cells.get(`${row}\u0000${col}`) ?? 0));
  const agreement = agreementOf(right, total);
  const rightToWrong = flips.filter((f) => f.direction === "right-to-wrong").length;
  return {
    format: "agentic-eval-report",
    version: 1,
    agreement: agreement.rate,
    startedAt: ctx.startedAt,
    finishedAt: ctx.finishedAt,
    candidate: ctx.candidate,
    baseline: ctx.baseline
      ? { kind: "report", runtime: ctx.baseline.candidate.runtime, ...(ctx.baseline.candidate.model !== undefined ? { model: ctx.baseline.candidate.model } : {}), ...(ctx.baseline.blessedAt !== undefined ? { blessedAt: ctx.baseline.blessedAt } : {}) }
      : { kind: "recorded" },
    settings: { repeat: ctx.repeat, cases: runs.length },
    summary: {
      agreement,
      invalid,
      repicks,
      recovered,
      errors,
      flips: { rightToWrong, wrongToRight: flips.length - rightToWrong },
      flaky,
      usage,
      ...(price ? { costUsd: Math.round(cost * 1e6) / 1e6 } : {}),
    },
    matrix: { labels, counts },
    tags: Object.fromEntries([...tagTally.keys()].sort().map((tag) => [tag, agreementOf(tagTally.get(tag)!.right, tagTally.get(tag)!.total)])),
    flips,
    gate: checkGate(ctx.thresholds, agreement, rightToWrong),
    cases,
  };
}

// The most frequent pick; a tie goes to the one seen first. `null` (no valid pick) counts like a pick.
function mostFrequent(picks: readonly EvalPick[]): EvalPick {
  const counts = new Map<EvalPick, number>();
  for (const p of picks) counts.set(p, (counts.get(p) ?? 0) + 1);
  const top = Math.max(0, ...counts.values());
  return picks.find((p) => counts.get(p) === top) ?? null;
}

function sentOf(request: ReplayRequest): Pick<EvalSide, "system" | "prompt" | "messages"> {
  const input = request.input;
  return {
    ...(request.system !== undefined ? { system: request.system } : {}),
    ...(typeof input === "string" ? { prompt: input } : { messages: (input as ReadonlyArray<{ role: "user" | "assistant"; content: string }>).map((m) => ({ role: m.role, content: m.content })) }),
  };
}
