import { DecisionError, replyHead, type DecisionAttempt } from "../errors/decision-error";
import type { Problem } from "../errors/problem";
import type { Result } from "../errors/result";
import { NoRuntimeError } from "../errors/no-runtime-error";
import { checkPickNow } from "../dispatch/check-pick";
import type { DecisionPick } from "../dispatch/decision-pick";
import type { OptionSet } from "../options/option-spec";
import type { Message, ToolCall, Usage } from "../contracts/model-request";
import type { ModelSettings } from "../contracts/model-settings";
import type { Runtime } from "../runtime/runtime";
import type { Deadline } from "../runtime/deadline";
import { withDeadlineSignal } from "../runtime/deadline-signal";
import type { RetryInfo } from "../runtime/transport-retry";
import { addUsage } from "../runtime/usage";
import { repickPrompt, replyTail } from "./repick-prompt";
import { pickReplyText, readWirePick, wireRepickMessages, type PickWire } from "./pick-wire";
import { traceFailure } from "../runtime/trace-failure";
import type { BudgetMeter } from "../runtime/budget-meter";

/** The inputs of the pick loop: a first reply and what a re-pick needs. */
export interface PickLoopInput {
  readonly reply: string;
  /** The tool calls of the first reply (`tools` mode reads the pick from them). */
  readonly toolCalls?: readonly ToolCall[];
  /** How a native pick mode sends and reads the pick; unset for `text` mode. */
  readonly wire?: PickWire;
  readonly set: OptionSet;
  /** The rendered menu, sent again on each re-pick. */
  readonly menu: string;
  /** How many re-picks may follow a bad reply (0 disables). */
  readonly maxRetries: number;
  /** Needed only when a re-pick happens. */
  readonly runtime?: Runtime;
  /** The conversation the reply answered; a re-pick continues it. */
  readonly history: readonly Message[];
  /** The deadline of the whole operation, which re-picks share (its signal is read only when one is sent). */
  readonly deadline: Deadline;
  readonly model?: string;
  readonly system?: string;
  /** The sampling settings of the decision, sent again on each re-pick. */
  readonly settings?: ModelSettings;
  readonly onRetry?: (info: RetryInfo) => void;
  readonly onText?: (delta: string) => void;
  /** The operation's budget scope (null: none anywhere; undefined: the ambient one). Re-picks count toward it. */
  readonly budget?: BudgetMeter | null;
}

/**
 * Checked for each valid pick before it is accepted: a problem (a declined approval) sends the model back
 * to pick again. A decline always allows one re-pick, even with `maxRetries` 0. It answers synchronously
 * (undefined) when no approval is asked for. It is given the loop's own input too, so that a gate needs no
 * closure over it.
 */
export type PickGate<I extends PickLoopInput = PickLoopInput> = (pick: DecisionPick, input: I) => Promise<Problem | undefined> | undefined;

/** A pick, with the number of replies it took and the usage of the re-picks. */
export interface PickLoopOutput {
  readonly pick: DecisionPick;
  readonly attempts: number;
  readonly usage?: Usage;
  /** The replies rejected before the pick, each with its problem. */
  readonly rejected: readonly DecisionAttempt[];
  /** The reply the pick was read from. */
  readonly reply: string;
}

// The rejections of a pick accepted at once: one shared, frozen empty list.
const NO_REJECTIONS: readonly DecisionAttempt[] = Object.freeze([]);

/**
 * Checks a reply as a pick; on a problem, re-asks the model (same model, no tools, the reply's tail, the
 * problem and the menu) up to `maxRetries` times, then throws {@link DecisionError} with every attempt.
 * Transport and provider errors propagate as they are: they are never turned into re-picks.
 *
 * A first reply that is a valid pick, checked synchronously and asking no approval, is accepted without a
 * promise: the output comes back directly (callers await it either way). `parent` is the decision's trace
 * node (re-picks hang under it); `gate`, if any, is asked about each valid pick. They are arguments rather
 * than fields so that a caller's own input object (a decision's settle input) is read as it is, not copied.
 */
export function runPickLoop<I extends PickLoopInput>(input: I, parent?: number, gate?: PickGate<I>): PickLoopOutput | Promise<PickLoopOutput> {
  const first = checkReply(input, input.reply, input.toolCalls);
  if (first instanceof Promise || !first.ok) return pickLoop(input, parent, gate, first, undefined);
  // A gate answers synchronously (undefined) when no approval is asked for.
  const gated = gate?.(first.value, input);
  if (gated !== undefined) return pickLoop(input, parent, gate, first, gated);
  return { pick: first.value, attempts: 1, usage: undefined, rejected: NO_REJECTIONS, reply: shownReply(input.wire, input.reply, input.toolCalls) };
}

function checkReply(input: PickLoopInput, text: string, toolCalls: readonly ToolCall[] | undefined): Result<DecisionPick> | Promise<Result<DecisionPick>> {
  return input.wire ? readWirePick(input.wire, { text, toolCalls }, input.set) : checkPickNow(text, input.set);
}

function shownReply(wire: PickWire | undefined, text: string, toolCalls: readonly ToolCall[] | undefined): string {
  return wire ? pickReplyText({ text, toolCalls }) : text;
}

// The loop from the first reply's check (and its gate's answer when the gate was already asked).
async function pickLoop<I extends PickLoopInput>(
  input: I,
  parent: number | undefined,
  gate: PickGate<I> | undefined,
  first: Result<DecisionPick> | Promise<Result<DecisionPick>>,
  firstGated: Promise<Problem | undefined> | undefined,
): Promise<PickLoopOutput> {
  const attempts: DecisionAttempt[] = [];
  let reply = input.reply;
  let toolCalls = input.toolCalls;
  const wire = input.wire;
  let usage: Usage | undefined;
  let next: Result<DecisionPick> | Promise<Result<DecisionPick>> = first;
  let nextGated = firstGated;
  for (let attempt = 0; ; attempt++) {
    const checked = await next;
    const shown = shownReply(wire, reply, toolCalls);
    // A gate answers synchronously (undefined) when no approval is asked for: no extra turn of the loop.
    const gated = nextGated ?? (checked.ok && gate ? gate(checked.value, input) : undefined);
    nextGated = undefined;
    const refused = gated === undefined ? undefined : await gated;
    if (checked.ok && !refused) return { pick: checked.value, attempts: attempt + 1, usage, rejected: attempts, reply: shown };
    const problem = checked.ok ? (refused as Problem) : checked.problem;
    attempts.push({ reply: replyHead(shown), kind: problem.kind, message: problem.message, path: problem.path });
    const limit = problem.kind === "declined" ? Math.max(input.maxRetries, 1) : input.maxRetries;
    if (attempt >= limit) throw new DecisionError(attempts, input.set.options.map((o) => o.name));
    const runtime = input.runtime;
    if (!runtime) throw new NoRuntimeError("A re-pick after a bad reply");

    const node = runtime.trace.start("repick", `repick ${attempt + 1}`, { attempt: attempt + 1, problem: { ...problem }, reply: shown }, parent);
    try {
      const response = await runtime.callModel(
        // The signal is read from the deadline when the provider reads it (see withDeadlineSignal).
        withDeadlineSignal(
          {
            model: input.model,
            system: input.system,
            messages: wire
              ? [...input.history, ...wireRepickMessages(wire, { text: reply.trim() === "" ? "" : replyTail(reply), toolCalls }, problem, repickPrompt(problem, input.menu))]
              : [
                  ...input.history,
                  { role: "assistant", content: replyTail(reply) },
                  { role: "user", content: repickPrompt(problem, input.menu) },
                ],
            tools: wire?.tools ?? [],
            ...(wire ? { toolChoice: wire.toolChoice, responseFormat: wire.responseFormat, pickMode: wire.mode } : {}),
            settings: input.settings,
            onText: input.onText,
          },
          input.deadline,
        ),
        { parent: node.id, purpose: "repick", onRetry: input.onRetry, signalNeverAborts: input.deadline.neverAborts, budget: input.budget },
      );
      runtime.trace.end(node);
      usage = addUsage(usage, response.usage);
      reply = response.text;
      toolCalls = response.toolCalls;
    } catch (error) {
      traceFailure(runtime.trace, node, error);
      throw error;
    }
    next = checkReply(input, reply, toolCalls);
  }
}
