import type { Usage } from "../contracts/model-request";

/**
 * Adds two usage records; an absent one counts as zero. The optional counts (cached input, reasoning)
 * are summed where either record has them, so a sum says how many were reported, and left out when
 * neither does.
 */
export function addUsage(a: Usage | undefined, b: Usage | undefined): Usage | undefined {
  if (!a) return b;
  if (!b) return a;
  const sum: { -readonly [K in keyof Usage]: Usage[K] } = { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
  if (a.cachedInputTokens !== undefined || b.cachedInputTokens !== undefined) sum.cachedInputTokens = (a.cachedInputTokens ?? 0) + (b.cachedInputTokens ?? 0);
  if (a.reasoningTokens !== undefined || b.reasoningTokens !== undefined) sum.reasoningTokens = (a.reasoningTokens ?? 0) + (b.reasoningTokens ?? 0);
  return sum;
}
