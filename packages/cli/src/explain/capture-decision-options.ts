import { currentRuntime, decision } from "@agentic-ts/core";
import type { CapturingRuntime } from "./capturing-runtime";

type Make = typeof decision.make;

/**
 * Runs `fn` with `decision.make` wrapped so that the options of every decision made on `runtime` are
 * noted before its model call: the request only carries the rendered menu, and the JSON Schema of each
 * option's args needs the options themselves. The original `make` is restored when `fn` settles.
 */
export async function withDecisionCapture<T>(runtime: CapturingRuntime, fn: () => Promise<T>): Promise<T> {
  // Core has no hook that reports a decision's options; until it has one, this wrapper is the only way
  // to see them, and it lasts only as long as one explained call.
  const target = decision as { make: Make };
  const original = target.make;
  const wrapped = ((prompt, options, opts) => {
    if ((opts?.runtime ?? currentRuntime()) === runtime) runtime.noteOptions(options);
    return original(prompt, options, opts);
  }) as Make;
  target.make = wrapped;
  try {
    return await fn();
  } finally {
    if (target.make === wrapped) target.make = original;
  }
}
