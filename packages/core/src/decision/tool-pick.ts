import { checkCall } from "../dispatch/check-pick";
import { oversizedPick } from "../dispatch/oversized-pick";
import type { DecisionPick } from "../dispatch/decision-pick";
import type { Problem } from "../errors/problem";
import { fail, type Result } from "../errors/result";
import { asSentence } from "../errors/sentence";
import type { OptionSet } from "../options/option-spec";
import { parseStrictJson } from "../reply/strict-json";
import type { Message, ToolCall, ToolDefinition } from "../contracts/model-request";

/** What `tools` mode appends to the prompt instead of the menu: the options travel as tools. */
export const TOOLS_PICK_INSTRUCTION = "Pick the next step by calling exactly one of the offered tools.";

/** A model reply as the pick loop reads it: its text and the tool calls it made. */
export interface PickReply {
  readonly text: string;
  readonly toolCalls?: readonly ToolCall[];
}

/** The options of a menu as native tools: name, description and the model-visible arguments schema. */
export function optionTools(set: OptionSet): ToolDefinition[] {
  return set.options.map((o) => ({ name: o.name, ...(o.description ? { description: o.description } : {}), parameters: o.argsSchema }));
}

/**
 * Reads a `tools` mode reply as a pick: the one tool call naming an option, its arguments parsed (a
 * provider may send them as a JSON string) and checked like a text pick. Calls of other tools (an
 * `exec` turn's work tools) beside it are ignored. No call, several picks, bad JSON or an unknown tool
 * is a problem, as a value.
 */
export async function readToolPick(reply: PickReply, set: OptionSet): Promise<Result<DecisionPick>> {
  const calls = reply.toolCalls ?? [];
  const names = set.options.map((o) => o.name).join(", ");
  if (calls.length === 0) {
    return fail({ kind: "no_action", message: `the reply called no tool; call exactly one of the offered tools (${names})` });
  }
  const picks = calls.filter((c) => set.byName.has(c.name));
  if (picks.length > 1) {
    return fail({ kind: "bad_args", message: `the reply called ${picks.length} option tools; call exactly one of them` });
  }
  const call = picks[0] ?? calls[0];
  let args: unknown = call.args ?? {};
  if (typeof args === "string") {
    // The text's length bounds the arguments' size: far past maxArgsSize, nothing parses or walks them.
    const oversized = oversizedPick(args.length);
    if (oversized) return fail(oversized);
    const parsed = parseStrictJson(args.trim() === "" ? "{}" : args);
    if (!parsed.ok) {
      return fail({ kind: "parse_error", message: `the arguments of the ${JSON.stringify(call.name)} tool call are not valid JSON: ${parsed.problem.message}` });
    }
    args = parsed.value;
  }
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    return fail({ kind: "bad_args", message: `the arguments of the ${JSON.stringify(call.name)} tool call must be a JSON object` });
  }
  return checkCall(call.name, args as Record<string, unknown>, set);
}

/**
 * The messages a `tools` mode re-pick adds to the conversation: the bad reply as an assistant turn with
 * its tool calls, and an error tool result naming the problem for each call,
 * so the conversation stays well-formed for every provider. A reply without tool calls gets the problem
 * as a user message instead.
 */
export function toolRepickMessages(reply: PickReply, problem: Problem): Message[] {
  const text = `That could not be used as a pick: ${asSentence(problem.message)} ${TOOLS_PICK_INSTRUCTION}`;
  const calls = reply.toolCalls ?? [];
  if (calls.length === 0) {
    return [
      { role: "assistant", content: reply.text.trim() === "" ? "(empty reply)" : reply.text },
      { role: "user", content: text },
    ];
  }
  return [
    { role: "assistant", content: reply.text, toolCalls: calls },
    ...calls.map((c): Message => ({ role: "tool", toolCallId: c.id, name: c.name, content: text, isError: true })),
  ];
}
