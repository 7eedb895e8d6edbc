import type { SpecFinishReason } from "./spec-model";

/**
 * The finish reason as core records it: the provider's own word (`stop`, `tool_calls`, `end_turn`, …) when
 * the model passes it on (v3/v4's `raw`), else the spec's unified one (`stop`, `tool-calls`, `length`, …;
 * v2 has only that).
 */
export function readFinishReason(reason: SpecFinishReason | undefined): string | undefined {
  if (reason === undefined || reason === null) return undefined;
  if (typeof reason === "string") return reason;
  return reason.raw ?? reason.unified;
}
