import { INVALID_LABEL, type EvalAttemptOutcome, type EvalCaseResult, type EvalPick, type EvalReport, type EvalSide } from "../../src/eval/eval-report";

/**
 * Markup that must never act on a report page: a script (and a stray end tag), an image whose error handler
 * sets `window.__pwned`, both quotes, an ampersand and U+2028. Every text of {@link evalReportFixture} holds it.
 */
export const HOSTILE = `<script>window.__pwned=1</script></script><img src=x onerror="window.__pwned=1">"'&\u2028`;

/** A text of the fixture: a readable label, then {@link HOSTILE}. */
export function hostile(label: string): string {
  return `${label} ${HOSTILE}`;
}

/** The fixture's third option, whose name is hostile too (names come from users' code and models' replies). */
export const HOSTILE_OPTION = hostile("escalate");

const SYSTEM = hostile("You route support tickets.");
const BASELINE_MENU = `Options:\n- refund(orderId: string) ${hostile("Refund the order.")}\n- close() Close the ticket.\n- ${HOSTILE_OPTION}(summary: string)`;
const CANDIDATE_MENU = `Options:\n- refund(orderId: string) ${hostile("Refund.")}\n- close()\n- ${HOSTILE_OPTION}(summary: string)`;

/** A reply that picks `pick` (or says nothing usable for `null`). */
const replyFor = (pick: EvalPick): string => (pick === null ? hostile("I cannot decide.") : hostile(`{"call": ${JSON.stringify(pick)}}`));

/** One replay: the replies read, the last one making the pick (all of them rejected for a `null` pick). */
function run(pick: EvalPick, correct: boolean, rejected = 0): EvalAttemptOutcome {
  const replies = [
    ...Array.from({ length: rejected }, (_, i) => ({ reply: hostile(`not json ${i + 1}`), problem: hostile(`parse_error: reply ${i + 1} is not JSON`) })),
    ...(pick === null ? [] : [{ reply: replyFor(pick) }]),
  ];
  return { pick, correct, repicks: pick === null ? replies.length : rejected, replies, usage: { inputTokens: 100 * replies.length, outputTokens: 10 * replies.length } };
}

interface CaseSpec {
  readonly id: string;
  readonly expected: string;
  readonly acceptable?: readonly string[];
  readonly tag: string;
  readonly runs: readonly EvalAttemptOutcome[];
  readonly pick: EvalPick;
  readonly correct: boolean;
  readonly flaky?: boolean;
  readonly baseline: { readonly pick: EvalPick; readonly correct: boolean };
  /** The case was a conversation, not a prompt. */
  readonly conversation?: boolean;
}

function caseResult(spec: CaseSpec): EvalCaseResult {
  const asked = spec.conversation
    ? { messages: [{ role: "user" as const, content: hostile("My parcel never came.") }, { role: "assistant" as const, content: hostile("Which order?") }, { role: "user" as const, content: hostile("A-1") }] }
    : { prompt: hostile(`Pick the next step for ticket ${spec.id}`) };
  const chosen = spec.runs.find((outcome) => outcome.pick === spec.pick) ?? spec.runs[0];
  const baseline: EvalSide = { label: hostile("openai:gpt-4o"), ...spec.baseline, system: SYSTEM, ...asked, menu: BASELINE_MENU, reply: replyFor(spec.baseline.pick) };
  const candidate: EvalSide = { label: hostile("candidate"), pick: spec.pick, correct: spec.correct, system: hostile("Route tickets."), ...asked, menu: CANDIDATE_MENU, reply: chosen.replies.at(-1)?.reply };
  const { id, expected, runs, pick, correct } = spec;
  return { id, expected, acceptable: spec.acceptable ?? [], tags: [spec.tag], runs, pick, correct, flaky: spec.flaky ?? false, baseline, candidate };
}

const BILLING = hostile("billing");
const SUPPORT = hostile("support");

/**
 * A hand-made `agentic eval run` report, consistent in every number: 6 cases × 3 repeats against a blessed
 * baseline; case 2 flips right → wrong (refund → close), case 3 wrong → right; case 4's replays are all
 * invalid (two rejected replies each); case 5 is flaky (refund, close, refund) and recovers from one re-pick;
 * case 6 is a conversation right by an acceptable alternative. Every text a person or a model wrote holds
 * {@link HOSTILE}. The gate failed both thresholds (`--min-agreement 0.95`, `--max-flips 0`).
 */
export function evalReportFixture(): EvalReport {
  const cases = [
    caseResult({ id: hostile("run-a:1"), expected: "refund", tag: BILLING, runs: [run("refund", true), run("refund", true), run("refund", true)], pick: "refund", correct: true, baseline: { pick: "refund", correct: true } }),
    caseResult({ id: hostile("run-a:2"), expected: "refund", tag: BILLING, runs: [run("close", false), run("close", false), run("close", false)], pick: "close", correct: false, baseline: { pick: "refund", correct: true } }),
    caseResult({ id: hostile("run-b:1"), expected: "close", tag: SUPPORT, runs: [run("close", true), run("close", true), run("close", true)], pick: "close", correct: true, baseline: { pick: HOSTILE_OPTION, correct: false } }),
    caseResult({ id: hostile("run-b:2"), expected: "close", tag: SUPPORT, runs: [run(null, false, 2), run(null, false, 2), run(null, false, 2)], pick: null, correct: false, baseline: { pick: null, correct: false } }),
    caseResult({ id: hostile("run-c:1"), expected: "refund", tag: BILLING, runs: [run("refund", true, 1), run("close", false), run("refund", true)], pick: "refund", correct: true, flaky: true, baseline: { pick: "refund", correct: true } }),
    caseResult({ id: hostile("run-c:2"), expected: HOSTILE_OPTION, acceptable: ["close"], tag: SUPPORT, runs: [run("close", true), run("close", true), run("close", true)], pick: "close", correct: true, baseline: { pick: "close", correct: true }, conversation: true }),
  ];
  // Rates as `eval run` writes them: rounded to 4 decimals, the interval a 95% Wilson score interval.
  const agreement = { right: 11, total: 18, rate: 0.6111, low: 0.3862, high: 0.7969 };
  return {
    format: "agentic-eval-report",
    version: 1,
    agreement: agreement.rate,
    startedAt: "2025-01-02T03:04:05.000Z",
    finishedAt: "2025-01-02T03:04:09.500Z",
    candidate: { runtime: hostile("./candidate.js"), model: hostile("scripted-1"), promptVariant: hostile("short") },
    baseline: { kind: "report", runtime: hostile("openai:gpt-4o"), model: hostile("gpt-4o-2024-08-06"), blessedAt: "2024-12-24T10:00:00.000Z" },
    settings: { repeat: 3, cases: 6 },
    summary: {
      agreement,
      invalid: 3,
      repicks: 7,
      recovered: 1,
      errors: 0,
      flips: { rightToWrong: 1, wrongToRight: 1 },
      flaky: 1,
      usage: { inputTokens: 2200, outputTokens: 220, cachedInputTokens: 0, reasoningTokens: 0 },
      costUsd: 0.0033,
    },
    matrix: {
      labels: ["refund", "close", HOSTILE_OPTION, INVALID_LABEL],
      counts: [
        [5, 4, 0, 0],
        [0, 3, 0, 3],
        [0, 3, 0, 0],
        [0, 0, 0, 0],
      ],
    },
    tags: {
      [BILLING]: { right: 5, total: 9, rate: 0.5556, low: 0.2667, high: 0.8112 },
      [SUPPORT]: { right: 6, total: 9, rate: 0.6667, low: 0.3542, high: 0.8794 },
    },
    flips: [
      { id: cases[1].id, direction: "right-to-wrong", expected: "refund", baselinePick: "refund", candidatePick: "close" },
      { id: cases[2].id, direction: "wrong-to-right", expected: "close", baselinePick: HOSTILE_OPTION, candidatePick: "close" },
    ],
    gate: { minAgreement: 0.95, maxFlips: 0, passed: false, failures: ["agreement 0.6111 (11/18) is below --min-agreement 0.95", "1 right-to-wrong flip exceeds --max-flips 0"] },
    cases,
  };
}
