import type { DecisionPick } from "../dispatch/decision-pick";
import { ConfigurationError } from "../errors/configuration-error";
import type { Problem } from "../errors/problem";
import type { Result } from "../errors/result";
import type { OptionSet } from "../options/option-spec";
import type { Message, ResponseFormat, ToolChoice, ToolDefinition } from "../contracts/model-request";
import type { Runtime } from "../runtime/runtime";
import { pickResponseFormat, readJsonPick } from "./json-pick";
import type { PickMode } from "../contracts/pick-mode";
import { optionTools, readToolPick, toolRepickMessages, TOOLS_PICK_INSTRUCTION, type PickReply } from "./tool-pick";

/** What `json` mode appends before the menu. */
export const JSON_PICK_INSTRUCTION = 'Reply with only the JSON object {"pick": {"call": "<option name>", "args": {...}}} naming one of these options.';

/** How a decision in a native pick mode (`tools`, `json`) is sent and read; `text` mode needs none. */
export interface PickWire {
  readonly mode: "tools" | "json";
  /** The option tools (`tools` mode); empty in `json` mode. */
  readonly tools: readonly ToolDefinition[];
  readonly toolChoice?: ToolChoice;
  readonly responseFormat?: ResponseFormat;
  /** What the user's message gets in place of the bare menu. */
  readonly prompt: string;
}

/**
 * Builds the wire of a pick mode, or `undefined` for `text`. A runtime that lacks the mode natively
 * refuses it here, before any model call. `where` names the call in the error.
 */
export function pickWire(mode: PickMode, set: OptionSet, menu: string, runtime: Runtime, where: string): PickWire | undefined {
  if (mode === "text") return undefined;
  if (!runtime.pickModes.has(mode)) {
    const name = runtime.constructor.name;
    throw new ConfigurationError(`${where}: pickMode "${mode}" is not supported by ${name}; use ${[...runtime.pickModes].map((m) => `"${m}"`).join(" or ")}.`);
  }
  if (mode === "tools") return { mode, tools: optionTools(set), toolChoice: "required", prompt: TOOLS_PICK_INSTRUCTION };
  return { mode, tools: [], responseFormat: pickResponseFormat(set), prompt: `${JSON_PICK_INSTRUCTION}\n\n${menu}` };
}

/** Reads a reply as a pick the way its mode asks. */
export function readWirePick(wire: PickWire, reply: PickReply, set: OptionSet): Promise<Result<DecisionPick>> {
  return wire.mode === "tools" ? readToolPick(reply, set) : readJsonPick(reply.text, set);
}

/** The turn a re-pick adds after a bad reply: tool results with the problem (`tools`), or the problem as a user message (`json`). */
export function wireRepickMessages(wire: PickWire, reply: PickReply, problem: Problem, repickText: string): Message[] {
  if (wire.mode === "tools") return toolRepickMessages(reply, problem);
  return [
    { role: "assistant", content: reply.text.trim() === "" ? "(empty reply)" : reply.text },
    { role: "user", content: repickText },
  ];
}

/** The text an attempt records for a reply: its text, or its tool calls when it has no text. */
export function pickReplyText(reply: PickReply): string {
  const calls = reply.toolCalls ?? [];
  if (calls.length === 0 || reply.text.trim() !== "") return reply.text;
  return JSON.stringify(calls.map((c) => ({ call: c.name, args: c.args })));
}
