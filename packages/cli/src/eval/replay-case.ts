import { decision, DecisionError, type DecisionOptions, type ReplyAttempt, type Runtime, type TraceNode } from "@agentic-ts/core";
import { describeError } from "../describe-error";
import type { EvalAttemptOutcome } from "./eval-report";
import type { ReplayRequest } from "./replay-request";
import type { UsageTally } from "./usage-tally";

/** A replay's outcome before it is scored against the case's expected pick. */
export type ReplayOutcome = Omit<EvalAttemptOutcome, "correct">;

/**
 * Asks `runtime` the replayed decision through `decision.makeDetailed` (a turn's case through
 * `runtime.execDetailed` with its recorded tools) — the real decision path: the menu
 * rendered, the pick read and validated, re-picks on a bad reply, a `DecisionError` when none is valid —
 * with nothing dispatched (see {@link replayRequest}). A pick comes back with its arguments and replies;
 * a `DecisionError` as no pick, with every reply and its problem; any other failure (the provider, a
 * budget, a mode the runtime lacks) as `error`. The usage counts every model call it made.
 */
export async function replayCase(request: ReplayRequest, runtime: Runtime, tally: UsageTally, maxRetries: number | undefined): Promise<ReplayOutcome> {
  const { value, usage } = await tally.count(async (): Promise<ReplayOutcome> => {
    try {
      const asked = { runtime, system: request.system, pickMode: request.pickMode, settings: request.settings, ...(maxRetries !== undefined ? { maxRetries } : {}) };
      const { attempts, node } = request.turn
        ? await turnDecision(runtime, request, asked)
        : await decision.makeDetailed(request.input, request.options as never, asked);
      return {
        pick: node.data.chosen as string,
        args: node.data.args ?? {},
        repicks: attempts.length - 1,
        replies: attempts.map((a) => (a.ok ? { reply: a.reply } : { reply: a.reply, problem: a.message })),
      };
    } catch (error) {
      if (error instanceof DecisionError) {
        return { pick: null, repicks: error.attempts.length - 1, replies: error.attempts.map((a) => ({ reply: a.reply, problem: a.message })) };
      }
      return { pick: null, repicks: 0, replies: [], error: describeError(error) };
    }
  });
  if (usage.calls === 0) return value;
  const counted = { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens };
  return {
    ...value,
    usage: {
      ...counted,
      ...(usage.cachedInputTokens > 0 ? { cachedInputTokens: usage.cachedInputTokens } : {}),
      ...(usage.reasoningTokens > 0 ? { reasoningTokens: usage.reasoningTokens } : {}),
    },
  };
}

// A turn's case: the whole exec turn again, its tools answering from the recording, then its choices; the
// decision node is the turn's `exec.choices` child.
async function turnDecision(runtime: Runtime, request: ReplayRequest, asked: DecisionOptions & { runtime: Runtime }): Promise<{ attempts: readonly ReplyAttempt[]; node: TraceNode }> {
  const { attempts, node } = await runtime.execDetailed(request.input, { ...asked, tools: request.turn!.tools, choices: request.options as never });
  const picked = runtime.trace.children(node.id).find((n) => n.kind === "decision");
  return { attempts, node: picked ?? node };
}
