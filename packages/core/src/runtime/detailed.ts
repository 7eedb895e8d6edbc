import type { ProblemKind } from "../errors/problem";
import type { TraceNode } from "../trace/trace-node";
import type { Usage } from "../contracts/model-request";

/**
 * One reply a result was read from: a rejected one with its problem (it was re-picked or re-asked), or
 * the accepted one, which comes last. `reply` is the reply's head, bounded as in `DecisionError`.
 */
export type ReplyAttempt =
  | { readonly ok: true; readonly reply: string }
  | { readonly ok: false; readonly reply: string; readonly kind: ProblemKind; readonly message: string; readonly path?: string };

/**
 * A result together with how it was reached: what `decision.makeDetailed` and `runtime.execDetailed`
 * resolve to. `result` has the same type `decision.make` / `exec` would resolve to.
 */
export interface Detailed<T> {
  readonly result: T;
  /**
   * Tokens spent on every model call behind the result (first call, tool loop, re-picks, re-asks);
   * undefined when the provider reported none.
   */
  readonly usage?: Usage;
  /** Each reply the result was read from, in order; the accepted one last. */
  readonly attempts: readonly ReplyAttempt[];
  /** The finished trace node of the decision (`decision`) or of the turn (`exec`); its children are its model calls. */
  readonly node: TraceNode;
}
