import type { Runtime } from "@agentic-ts/core";
import type { EvalCase } from "./eval-case";
import { EvalCache } from "./eval-cache";
import type { PromptVariant } from "./prompt-variant";
import { replayCase, type ReplayOutcome } from "./replay-case";
import { replayRequest } from "./replay-request";
import type { RunCase } from "./score-report";
import { UsageTally } from "./usage-tally";

/** How `runCases` runs the cases. */
export interface RunCasesOptions {
  readonly runtime: Runtime;
  /** What identifies the runtime in cache keys (see `EvalRuntime.identity`). */
  readonly identity: string;
  readonly cache: EvalCache;
  readonly repeat: number;
  readonly concurrency: number;
  readonly variant?: PromptVariant;
  readonly maxRetries?: number;
  /** Hears each finished replay (for progress). */
  readonly onReplay?: (done: number, total: number, cached: boolean) => void;
}

/**
 * Replays every case `repeat` times, at most `concurrency` at once, each answered from the cache when it
 * holds the same replay, else asked of the runtime (and kept). The results keep the cases' order and each
 * case's outcomes the repeats' order, whatever order the replays finish in.
 */
export async function runCases(cases: readonly EvalCase[], options: RunCasesOptions): Promise<RunCase[]> {
  const { runtime, identity, cache, repeat, variant, maxRetries } = options;
  const prepared = cases.map((c) => {
    const recorded = replayRequest(c);
    return { case: c, recordedMenu: recorded.menu, request: variant ? replayRequest(variant.apply(c)) : recorded, outcomes: new Array<ReplayOutcome>(repeat) };
  });
  const jobs = prepared.flatMap((p) => Array.from({ length: repeat }, (_, r) => ({ p, r })));
  const tally = new UsageTally();
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const { p, r } = jobs[next++];
      const key = EvalCache.key(identity, runtime.model, p.request, maxRetries, r);
      const hit = cache.get(key);
      const outcome = hit ?? (await replayCase(p.request, runtime, tally, maxRetries));
      if (!hit) cache.set(key, outcome);
      p.outcomes[r] = outcome;
      options.onReplay?.(++done, jobs.length, hit !== undefined);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, jobs.length) }, worker));
  } finally {
    tally.close();
  }
  return prepared;
}
