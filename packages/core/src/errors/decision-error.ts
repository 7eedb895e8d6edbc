import { AgenticError } from "./agentic-error";
import type { ProblemKind } from "./problem";
import { withoutFullStop } from "./sentence";

/** One failed attempt at a decision: what the model said and what was wrong with it. */
export interface DecisionAttempt {
  /** The head of the reply, bounded. */
  readonly reply: string;
  readonly kind: ProblemKind;
  readonly message: string;
  /** The field path the problem is about, when there is one. */
  readonly path?: string;
}

/** How much of a reply a {@link DecisionError} keeps per attempt. */
export const DECISION_ERROR_REPLY_HEAD = 300;

/**
 * Thrown when the model never produced a valid pick: the first reply and every re-pick failed. Catch it
 * to handle exactly "the model did not pick" without catching unrelated errors; the framework builds in
 * no fallback.
 */
export class DecisionError extends AgenticError {
  /** The kind of the last problem. */
  readonly kind: ProblemKind;
  /** Every attempt in order (first reply, then each re-pick). */
  readonly attempts: readonly DecisionAttempt[];
  /** The names of the options that were on the menu. */
  readonly options: readonly string[];

  constructor(attempts: readonly DecisionAttempt[], options: readonly string[]) {
    const last = attempts[attempts.length - 1];
    super(
      `The model did not make a valid decision after ${attempts.length} attempt${attempts.length === 1 ? "" : "s"}. ` +
        `Last problem (${last.kind}): ${withoutFullStop(last.message)}. Reply began: ${JSON.stringify(last.reply.slice(0, 120))}`,
    );
    this.kind = last.kind;
    this.attempts = attempts;
    this.options = options;
  }
}

/** Returns the bounded head of a reply, as kept in {@link DecisionAttempt.reply}. */
export function replyHead(reply: string): string {
  return reply.length <= DECISION_ERROR_REPLY_HEAD ? reply : `${reply.slice(0, DECISION_ERROR_REPLY_HEAD)}…`;
}
