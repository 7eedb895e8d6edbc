import { AsyncLocalStorage } from "node:async_hooks";
import type { StepJournal } from "./step-journal";

interface JournalScope {
  readonly journal: StepJournal;
  /** The step whose `run` is executing (innermost), if any. */
  readonly stepId?: string;
}

// Its own storage rather than a field of the runtime's ambient scope: the engine replaces that scope at
// every function, decision and tool call, and the journal must survive all of them.
const storage = new AsyncLocalStorage<JournalScope>();

/**
 * Runs `fn` with `journal` ambient: every model call and model-chosen dispatch inside it (across
 * `await`s) becomes a step of the journal, and approvals ask the journal.
 */
export function runWithJournal<T>(journal: StepJournal, fn: () => T): T {
  return storage.run({ journal }, fn);
}

/** Returns the ambient step journal, or `undefined` outside a durable run. */
export function currentJournal(): StepJournal | undefined {
  return storage.getStore()?.journal;
}

/**
 * Returns the id of the journaled step running now — inside a dispatched function, the id of its own
 * dispatch step. It is the same on every replay and on every retry after a crash, so a function with
 * side effects can pass it on as an idempotency key. `undefined` outside a durable run.
 */
export function currentStepId(): string | undefined {
  return storage.getStore()?.stepId;
}

/** Runs `fn` as the body of step `stepId` of the ambient journal (so {@link currentStepId} names it). */
export function runInStep<T>(stepId: string, fn: () => T): T {
  const scope = storage.getStore();
  if (!scope) return fn();
  return storage.run({ journal: scope.journal, stepId }, fn);
}
