import type { Usage } from "@agentic-ts/core";
import { isPlainObject } from "./tool-input";

/**
 * Reads core usage from a Messages API `usage` object; `undefined` when the provider sent none or sent
 * something that is not token counts. Anthropic's `input_tokens` counts only the input that was neither
 * read from nor written to the prompt cache, so core's `inputTokens` is the total of `input_tokens`,
 * `cache_read_input_tokens` and `cache_creation_input_tokens`, and `cachedInputTokens` the cache reads
 * (set whenever the provider reports the field). Reasoning (thinking) tokens are billed as output and not
 * reported apart: `reasoningTokens` stays unset.
 */
export function readUsage(usage: unknown): Usage | undefined {
  if (!isPlainObject(usage)) return undefined;
  const { input_tokens: input, output_tokens: output } = usage;
  if (!isCount(input) || !isCount(output)) return undefined;
  return withCache({ inputTokens: input, outputTokens: output }, usage);
}

/**
 * Adds a `usage` object's cache counts to `base` (whose `inputTokens` is Anthropic's `input_tokens`): the
 * reads and writes join the input total, the reads are its cached part.
 */
export function withCache(base: Usage, usage: Readonly<Record<string, unknown>>): Usage {
  const read = usage.cache_read_input_tokens;
  const written = usage.cache_creation_input_tokens;
  const reads = isCount(read) ? read : 0;
  const writes = isCount(written) ? written : 0;
  const out: { -readonly [K in keyof Usage]: Usage[K] } = { inputTokens: base.inputTokens + reads + writes, outputTokens: base.outputTokens };
  if (isCount(read)) out.cachedInputTokens = read;
  return out;
}

/** Whether `value` is a token count (a finite integer >= 0). */
export function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
