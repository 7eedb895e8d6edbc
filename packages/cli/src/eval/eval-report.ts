import type { EvalCaseMessage } from "./eval-case";

/** The pick of one replay: an option name, or `null` when no valid pick came (the decision failed). */
export type EvalPick = string | null;

/** How one replay of a case went. */
export interface EvalAttemptOutcome {
  /** The option picked, `null` when the replies ran out without a valid pick. */
  readonly pick: EvalPick;
  /** The validated arguments of the pick. */
  readonly args?: unknown;
  /** Whether the pick is the expected option or an acceptable one. */
  readonly correct: boolean;
  /** Re-picks it took (replies rejected before the pick, or all of them when none was valid). */
  readonly repicks: number;
  /** Each reply read, in order, with the problem of each rejected one. */
  readonly replies: ReadonlyArray<{ readonly reply: string; readonly problem?: string }>;
  readonly usage?: { readonly inputTokens: number; readonly outputTokens: number; readonly cachedInputTokens?: number; readonly reasoningTokens?: number };
  /** A failure that is not a bad pick (provider error, budget, configuration): the case could not be run. */
  readonly error?: string;
}

/** The side of a comparison a case is shown with: what was asked and answered. */
export interface EvalSide {
  readonly label: string;
  readonly pick: EvalPick;
  readonly correct: boolean;
  /** The system text sent, if any. */
  readonly system?: string;
  /** The prompt (or the conversation, as messages) sent. */
  readonly prompt?: string;
  readonly messages?: readonly EvalCaseMessage[];
  /** The menu text the model was shown. */
  readonly menu: string;
  /** The reply the pick was read from (the last one when none was valid). */
  readonly reply?: string;
}

/** One case's results. */
export interface EvalCaseResult {
  readonly id: string;
  readonly expected: string;
  readonly acceptable: readonly string[];
  readonly tags: readonly string[];
  /** One outcome per repeat, in order. */
  readonly runs: readonly EvalAttemptOutcome[];
  /** The most frequent pick over the repeats (ties: the first of them to appear). */
  readonly pick: EvalPick;
  readonly correct: boolean;
  /** The picks differ between repeats. */
  readonly flaky: boolean;
  /** How this case did in the baseline (a blessed report, else the recorded decision). */
  readonly baseline: EvalSide;
  /** How it did in this run. */
  readonly candidate: EvalSide;
}

/** A case whose rightness changed against the baseline. */
export interface EvalFlip {
  readonly id: string;
  readonly direction: "right-to-wrong" | "wrong-to-right";
  readonly expected: string;
  readonly baselinePick: EvalPick;
  readonly candidatePick: EvalPick;
}

/** Agreement with its 95% Wilson score interval. */
export interface EvalAgreement {
  readonly right: number;
  readonly total: number;
  /** right / total (0 when total is 0). */
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** The gate of `eval run`: the thresholds given and what they found. */
export interface EvalGate {
  readonly minAgreement?: number;
  readonly maxFlips?: number;
  readonly passed: boolean;
  /** One line per failed threshold, as printed (empty when it passed). */
  readonly failures: readonly string[];
}

/**
 * The report of `agentic eval run` (`--json`): the numbers, the gate and every case. Two runs of the same
 * cases with the same answers give the same report apart from `startedAt` and `finishedAt`.
 */
export interface EvalReport {
  readonly format: "agentic-eval-report";
  readonly version: 1;
  /** Agreement rate over every replay (0–1): the same number as `summary.agreement.rate`. */
  readonly agreement: number;
  readonly startedAt: string;
  readonly finishedAt: string;
  /** The candidate: the `--runtime` spec, its model, the prompt variant's name. */
  readonly candidate: { readonly runtime: string; readonly model?: string; readonly promptVariant?: string };
  /** What the flips were counted against: `recorded` (the recorded decisions) or a blessed report. */
  readonly baseline: { readonly kind: "recorded" } | { readonly kind: "report"; readonly runtime: string; readonly model?: string; readonly blessedAt?: string };
  readonly settings: { readonly repeat: number; readonly cases: number };
  readonly summary: {
    readonly agreement: EvalAgreement;
    /** Replays that ended without a valid pick. */
    readonly invalid: number;
    /** Re-picks over every replay. */
    readonly repicks: number;
    /** Replays that needed at least one re-pick and then picked validly. */
    readonly recovered: number;
    /** Replays that could not be run (provider errors and the like). */
    readonly errors: number;
    readonly flips: { readonly rightToWrong: number; readonly wrongToRight: number };
    /** Cases whose picks differ between repeats (always 0 with one repeat). */
    readonly flaky: number;
    readonly usage: { readonly inputTokens: number; readonly outputTokens: number; readonly cachedInputTokens: number; readonly reasoningTokens: number };
    /** US dollars, when the candidate's model has a price. */
    readonly costUsd?: number;
  };
  /**
   * Counts of (expected option → picked option) over every replay. `labels` lists every option name seen,
   * in first-seen order, then `(invalid)` when a replay picked nothing; `counts[i][j]` is how many replays
   * expected `labels[i]` and picked `labels[j]`.
   */
  readonly matrix: { readonly labels: readonly string[]; readonly counts: readonly (readonly number[])[] };
  /** Agreement per tag, tags in name order. */
  readonly tags: Readonly<Record<string, EvalAgreement>>;
  readonly flips: readonly EvalFlip[];
  readonly gate: EvalGate;
  readonly cases: readonly EvalCaseResult[];
}

/** The label of a replay that picked nothing in the confusion matrix. */
export const INVALID_LABEL = "(invalid)";
