import type { ApprovalRequest, ApprovalVerdict } from "../contracts/approval-request";

/** What a journaled step is: a model call, the approval policy's answer on a model-chosen call (`gate`), or a function the model chose being dispatched. */
export type StepKind = "model_call" | "gate" | "dispatch";

/** The description of one journaled step, compared against the journal when a run replays. */
export interface StepRequest {
  readonly kind: StepKind;
  /** The model name for a model call, the option (tool) name for a gate or a dispatch. */
  readonly name: string;
  /**
   * What the step asks for, as plain JSON data: for a model call the model, system prompt, messages,
   * tools and response format; for a gate `{ option, function, args, via }`, for a dispatch
   * `{ option, function, args }`, with the validated arguments.
   * A replay whose request differs from the recorded one at the same step is a `NonDeterminismError`.
   */
  readonly request: unknown;
}

/**
 * The seam between the engine and a durable back-end: a journal of a run's steps. When a journal is
 * ambient ({@link runWithJournal}), every model call and every model-chosen dispatch (a decision's pick of
 * a function, a tool call) goes through {@link StepJournal.step}. A dispatch whose function has an approval
 * policy is preceded by a `gate` step (the policy's answer, journaled, so a replay never asks the policy
 * again) and, when that answer asks for a person, by {@link StepJournal.approve}.
 *
 * Two back-ends implement it: `Runs` over a store (core) and Restate's `ctx.run` + awakeables
 * (`@agentic-ts/restate`).
 *
 * Steps nest: a dispatched function may itself make decisions, so `run` may cause further steps while it
 * runs ({@link currentStepId} tells a journal the enclosing step). Steps of one parent are made one after
 * another, in an order fixed by the code and the journaled results, never concurrently.
 */
export interface StepJournal {
  /**
   * The durable run this journal is the journal of, when it has an id (`Runs`' run id). Every trace run a
   * runtime records while the journal is ambient carries it (`TraceNode.durableRunId`), so a durable run's
   * traces can be found by its id.
   */
  readonly runId?: string;
  /**
   * Runs one step. A journal that holds a completed record for this step (same position) returns its
   * recorded result without calling `run`, and throws `NonDeterminismError` naming the step when `step`
   * differs from the record; otherwise it calls `run(stepId)`, records the result (plain JSON data) and
   * returns it. `stepId` is stable across replays: the dispatched function sees it as
   * {@link currentStepId} and may use it as an idempotency key. A step whose `run` throws is not recorded
   * (it runs again on the next replay: steps are at-least-once).
   */
  step<T>(step: StepRequest, run: (stepId: string) => Promise<T>): Promise<T>;
  /**
   * Asks for a person's verdict on a dispatch that needs approval. Resolves with the verdict when it is
   * known (recorded, or given while waiting); otherwise suspends the run — `Runs` throws its suspension
   * signal (see {@link isSuspension}), Restate awaits an awakeable.
   */
  approve(request: ApprovalRequest): Promise<ApprovalVerdict>;
}
