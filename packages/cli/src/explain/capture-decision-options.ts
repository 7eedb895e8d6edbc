import * as diagnosticsChannel from "node:diagnostics_channel";
import { DIAGNOSTICS_CHANNELS, type DecisionStartMessage } from "@agentic-ts/core";
import type { CapturingRuntime } from "./capturing-runtime";

/**
 * Runs `fn` while listening to core's decision channel, so that the options of every decision made on
 * `runtime` (by `decision.make` or `exec` with `choices`) are noted before its model call: the request
 * only carries the rendered menu, and the JSON Schema of each option's args needs the options themselves.
 */
export async function withDecisionCapture<T>(runtime: CapturingRuntime, fn: () => Promise<T>): Promise<T> {
  const onDecision = (message: unknown): void => {
    const { runtime: from, options } = message as DecisionStartMessage;
    if (from === runtime) runtime.noteOptions(options);
  };
  diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.decisionStart, onDecision);
  try {
    return await fn();
  } finally {
    diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.decisionStart, onDecision);
  }
}
