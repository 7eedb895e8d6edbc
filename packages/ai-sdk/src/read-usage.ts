import type { Usage } from "@agentic-ts/core";
import type { SpecUsage } from "./spec-model";

/**
 * Maps the usage a model reports onto core's {@link Usage}: v2's flat counts (`inputTokens`,
 * `outputTokens`, `cachedInputTokens`, `reasoningTokens`) or v3/v4's structured ones (`inputTokens.total`
 * with `.cacheRead` among them, `outputTokens.total` with `.reasoning`). A total the provider left out is
 * summed from its parts; usage with neither counts (a stream that reported none) is `undefined`.
 */
export function readUsage(usage: SpecUsage | undefined): Usage | undefined {
  if (!usage) return undefined;
  const flat = typeof usage.inputTokens !== "object" || typeof usage.outputTokens !== "object";
  let input: number | undefined;
  let output: number | undefined;
  let cached: number | undefined;
  let reasoning: number | undefined;
  if (flat) {
    const v2 = usage as { inputTokens?: number; outputTokens?: number; cachedInputTokens?: number; reasoningTokens?: number };
    ({ inputTokens: input, outputTokens: output, cachedInputTokens: cached, reasoningTokens: reasoning } = v2);
  } else {
    const { inputTokens: inTokens, outputTokens: outTokens } = usage as Extract<SpecUsage, { inputTokens: object }>;
    input = inTokens?.total ?? sumOf(inTokens?.noCache, inTokens?.cacheRead, inTokens?.cacheWrite);
    output = outTokens?.total ?? sumOf(outTokens?.text, outTokens?.reasoning);
    cached = inTokens?.cacheRead;
    reasoning = outTokens?.reasoning;
  }
  if (!isCount(input) && !isCount(output)) return undefined;
  const read: { inputTokens: number; outputTokens: number; cachedInputTokens?: number; reasoningTokens?: number } = {
    inputTokens: isCount(input) ? input : 0,
    outputTokens: isCount(output) ? output : 0,
  };
  if (isCount(cached)) read.cachedInputTokens = cached;
  if (isCount(reasoning)) read.reasoningTokens = reasoning;
  return read;
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

function sumOf(...parts: Array<number | undefined>): number | undefined {
  const counts = parts.filter(isCount);
  return counts.length === 0 ? undefined : counts.reduce((a, b) => a + b, 0);
}
