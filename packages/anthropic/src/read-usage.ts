import type { Usage } from "@agentic-ts/core";
import { isPlainObject } from "./tool-input";

/**
 * Reads core usage from a Messages API `usage` object (`input_tokens`, `output_tokens`); `undefined`
 * when the provider sent none or sent something that is not token counts.
 */
export function readUsage(usage: unknown): Usage | undefined {
  if (!isPlainObject(usage)) return undefined;
  const { input_tokens: input, output_tokens: output } = usage;
  if (!isCount(input) || !isCount(output)) return undefined;
  return { inputTokens: input, outputTokens: output };
}

/** Whether `value` is a token count (a finite integer >= 0). */
export function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
