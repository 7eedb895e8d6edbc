import type { JsonSchema } from "@agentic-ts/core";
import { isRecord } from "../is-record";

/** The pick modes a case may ask in. */
export const PICK_MODES: ReadonlySet<string> = new Set(["text", "tools", "json"]);

/** The kinds of a menu option. */
export const OPTION_KINDS: ReadonlySet<string> = new Set(["function", "value", "schema", "name"]);

/** Whether a value is an {@link EvalCaseMessage} (`{ role: "user" | "assistant", content: string }`). */
export function isCaseMessage(value: unknown): value is EvalCaseMessage {
  return isRecord(value) && (value.role === "user" || value.role === "assistant") && typeof value.content === "string";
}

/** One option of a case's menu: what the model was shown of it, with a hash of its arguments' schema. */
export interface EvalCaseOption {
  readonly kind: "function" | "value" | "schema" | "name";
  readonly name: string;
  readonly description?: string;
  /** SHA-256 (hex, first 32 digits: core's `requestHash`) of the canonical JSON of `schema`. */
  readonly schemaHash: string;
  /** The JSON Schema of the arguments the model may send with this option (validated on replay). */
  readonly schema: JsonSchema;
}

/** A chat message of a recorded conversation (the menu not appended). */
export interface EvalCaseMessage {
  readonly role: "user" | "assistant";
  readonly content: string;
}

/** One call a recorded turn made to a tool, with the answer it got (replayed for the same arguments). */
export interface EvalToolCall {
  /** The validated arguments. */
  readonly args: unknown;
  /** What the tool answered, as the model read it. */
  readonly result?: string;
  /** The error the model read instead, when the call failed. */
  readonly error?: string;
}

/** A tool an `exec` turn offered: what the model was shown of it and the calls it answered. */
export interface EvalTool {
  readonly name: string;
  readonly description?: string;
  /** The JSON Schema of its model-visible arguments. */
  readonly schema: JsonSchema;
  readonly calls: readonly EvalToolCall[];
}

/**
 * One recorded decision as an eval case: one line of `cases.jsonl` (`agentic eval export`). The fields
 * a person may edit are `expected`, `acceptable` and `tags`; the rest says what was asked and answered.
 */
export interface EvalCase {
  /** `<trace run id>:<node id>` of the recorded decision. */
  readonly id: string;
  readonly source: {
    readonly runId: string;
    readonly nodeId: number;
    /** The durable run that recorded it, if any. */
    readonly durableRunId?: string;
    /** When the decision started (ISO 8601). */
    readonly startedAt: string;
  };
  /**
   * `exec` when the decision was the choices of a `runtime.exec` turn, which may use tools before it picks
   * (a replay runs the whole turn, its tools answering from {@link EvalCase.tools}); absent for `decision.make`.
   */
  readonly via?: "exec";
  /** The model the decision asked (as requested), if known. */
  readonly model?: string;
  readonly pickMode: "text" | "tools" | "json";
  readonly settings?: Readonly<Record<string, unknown>>;
  /** The system prompt the decision sent (configured and the conversation's own, joined). */
  readonly system?: string;
  /** The caller's prompt, when it was a string… */
  readonly prompt?: string;
  /** …else the conversation it was (the menu is appended to the last user message on replay). */
  readonly messages?: readonly EvalCaseMessage[];
  /** The options, in menu order. */
  readonly menu: readonly EvalCaseOption[];
  /** `exec`: the tools the turn offered, each with the calls it answered. */
  readonly tools?: readonly EvalTool[];
  /** SHA-256 (hex, first 32) of the system text and the prompt or conversation. */
  readonly promptHash: string;
  /** SHA-256 (hex, first 32) of the menu: each option's kind, name, description and schema hash, in order. */
  readonly menuHash: string;
  /** What the recorded decision picked. */
  readonly recorded: {
    readonly pick: string;
    readonly args: unknown;
    /** The reply the pick was read from. */
    readonly reply?: string;
    /** The model that answered (as the provider named it), when known. */
    readonly model?: string;
    /** How many replies the pick took (1: no re-pick). */
    readonly attempts: number;
  };
  /** The option a right answer picks: the recorded pick unless a person changed it. */
  readonly expected: string;
  /** Other options that count as right. */
  readonly acceptable: readonly string[];
  /** Labels the report groups agreement by. */
  readonly tags: readonly string[];
}
