import { requestHash } from "@agentic-ts/core";
import type { StepEntry } from "./step-entry";

/** A step's closure, bound to where the step was asked: runs it and resolves with its entry. */
export type StepClosure = () => Promise<StepEntry>;

/**
 * A gate step that let its dispatch through (no approval needed) and told the engine so before Restate
 * acknowledged it: its `ctx.run` entry stays open until the dispatch it authorized has run inside it, so
 * the gate's answer and the dispatch's result become durable together, in one round trip instead of two.
 * If something else follows the gate, {@link OpenGate.close} lets its entry complete on its own.
 *
 * Why this is safe: the answer "no approval needed" only matters through the dispatch it lets run, and
 * that dispatch's result is only ever used once the entry holding both is durable. If the worker dies
 * while the dispatch runs, neither is journaled: the retry asks the policy again — the gate step was in
 * flight, and a step in flight runs again — and a policy that now asks for approval gets it asked. A gate
 * that asks for approval never stays open: it is journaled before the run waits for the verdict.
 */
export class OpenGate {
  /** The entry of the gate's `ctx.run`, once Restate acknowledged it. */
  entry!: Promise<StepEntry>;
  /** What the gate's closure runs after the gate: the dispatch's closure, or nothing. */
  readonly next: Promise<StepClosure | null>;
  private handOff!: (closure: StepClosure | null) => void;

  /** @param dispatchDigest The digest of the dispatch step the gate let through. */
  constructor(private readonly dispatchDigest: string) {
    this.next = new Promise((resolve) => (this.handOff = resolve));
  }

  /** Whether a step is the dispatch this gate let through (same option, function and arguments). */
  admits(kind: string, digest: string): boolean {
    return kind === "dispatch" && digest === this.dispatchDigest;
  }

  /** Runs the dispatch inside the gate's entry; resolves with the dispatch's entry once Restate holds both (none if the gate's entry completed alone). */
  async fold(closure: StepClosure): Promise<StepEntry | undefined> {
    this.handOff(closure);
    return (await this.entry).then;
  }

  /** Lets the gate's entry complete on its own: what followed was not the dispatch it let through. */
  close(): void {
    this.handOff(null);
  }
}

/**
 * The digest of the dispatch step a gate's request lets through, as core asks for it (`{ option,
 * function, args }`), or `undefined` when the request does not have that shape (then nothing is folded).
 */
export function dispatchDigestOf(gateRequest: unknown): string | undefined {
  if (typeof gateRequest !== "object" || gateRequest === null) return undefined;
  const { option, function: fn, args } = gateRequest as Record<string, unknown>;
  if (typeof option !== "string" || typeof fn !== "string" || typeof args !== "object" || args === null) return undefined;
  return requestHash({ option, function: fn, args });
}

/** Whether a gate step's answer lets the dispatch through without a person: core's `{ needed: false }`. */
export function letsThrough(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && (answer as { needed?: unknown }).needed === false;
}
