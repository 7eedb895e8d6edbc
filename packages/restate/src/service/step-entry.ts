import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { NonDeterminismError, type StepRequest } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";

/** What one journaled step holds in Restate's journal: which step it was, a digest of its request, its result. */
export interface StepEntry {
  readonly kind: string;
  readonly name: string;
  /** The request's fingerprint (`requestHash`): enough to tell a replay that asks for something else. */
  readonly digest: string;
  readonly value?: unknown;
  /**
   * The dispatch a gate's answer let through, when the two were journaled as one entry (see
   * `RestateJournal`): the gate's answer becomes durable together with what it authorized.
   */
  readonly then?: StepEntry;
}

/** The Restate name of every step entry; the step's own kind and name are inside the entry. */
export const STEP_ENTRY = "agentic-step";

/**
 * The step whose closure is running here, if any, and how many steps it has made inside itself. Restate
 * forbids context calls inside a `ctx.run` closure, and a dispatched function may make decisions of its
 * own: steps inside a running step are not journaled separately (the enclosing step's result covers
 * them, at-least-once as a whole).
 */
export const insideStep = new AsyncLocalStorage<{ readonly stepId: string; nested: number }>();

/**
 * The closure of one step, bound to the async context it was asked in: it runs the step as `stepId`
 * (steps it makes are nested in it) and resolves with the step's entry. The SDK may call a closure
 * outside the caller's async context; binding keeps the ambient runtime, request context and journal
 * scope the engine set up for the step.
 */
export function stepClosure(stepId: string, step: StepRequest, digest: string, run: (stepId: string) => Promise<unknown>): () => Promise<StepEntry> {
  return boundHere(() => insideStep.run({ stepId, nested: 0 }, async () => entryOf(step, digest, await run(stepId))));
}

/**
 * `fn`, to be run in the async context of this call wherever it is called from. (`AsyncResource.bind`
 * does the same but builds a deprecation wrapper on every call: measurable at four steps a run.)
 */
export function boundHere<T>(fn: () => T): () => T {
  const resource = new AsyncResource("agentic-step");
  return () => resource.runInAsyncScope(fn);
}

/** The entry of a completed step. */
export function entryOf(step: StepRequest, digest: string, value: unknown): StepEntry {
  return value === undefined ? { kind: step.kind, name: step.name, digest } : { kind: step.kind, name: step.name, digest, value };
}

/** Checks a journaled entry against the step a replay asks for; a difference is a terminal `NonDeterminismError` naming the step. */
export function checkEntry(stepId: string, entry: StepEntry, step: StepRequest, digest: string): void {
  if (entry.kind === step.kind && entry.name === step.name && entry.digest === digest) return;
  const detail = entry.kind === step.kind && entry.name === step.name ? "same step, different request" : undefined;
  throw new restate.TerminalError(new NonDeterminismError(stepId, `${entry.kind} ${entry.name}`, `${step.kind} ${step.name}`, detail).message);
}
