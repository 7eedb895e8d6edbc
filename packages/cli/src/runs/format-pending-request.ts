import type { PendingApproval } from "@agentic-ts/core";
import { terminalBlock, terminalLine } from "../terminal-text";

/**
 * The request a suspended run waits for, in full, as lines under `indent`: its hash (what
 * `agentic runs approve|decline --request` names), the option and function the model chose and how, the
 * policy's reason, the journal step, and every argument as pretty JSON. Nothing is cut, whatever its
 * length: the model orders the arguments, so the one that matters can be the last. Control characters
 * are escaped.
 */
export function formatPendingRequest(pending: PendingApproval, indent: string): string[] {
  const field = (label: string, value: string): string => `${indent}${`${label}:`.padEnd(11)}${value}`;
  return [
    field("request", terminalLine(pending.requestHash)),
    field("option", terminalLine(pending.option)),
    field("function", terminalLine(pending.function)),
    field("chosen as", pending.via === "tool_call" ? "a tool call" : "a decision's pick"),
    field("reason", pending.reason === undefined ? "(none given)" : terminalLine(pending.reason)),
    field("step", terminalLine(pending.stepId)),
    `${indent}arguments:`,
    ...prettyJson(pending.args, `${indent}  `),
  ];
}

/** A value as pretty JSON, every line under `indent`, control characters escaped (still valid JSON). */
export function prettyJson(value: unknown, indent: string): string[] {
  return terminalBlock(JSON.stringify(value, null, 2) ?? "undefined").split("\n").map((line) => `${indent}${line}`);
}
