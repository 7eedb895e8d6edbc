import type { BudgetOverrun } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";

/**
 * A budget overrun in one line, as `agentic runs list` and `runs show` print it: the limit reached, its
 * value and what the run had spent, e.g. `maxModelCalls 2 reached: 2 model calls, 310 tokens`. Read from a
 * store, so every field is escaped (a number is printed as it is only when it is one).
 */
export function formatOverrun(overrun: BudgetOverrun): string {
  const { limit, max, spent } = overrun;
  const cost = spent?.costUsd === undefined ? "" : `, $${num(spent.costUsd)}`;
  return `${terminalLine(String(limit))} ${num(max)} reached: ${num(spent?.modelCalls)} model calls, ${num(spent?.tokens)} tokens${cost}`;
}

function num(value: unknown): string {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : terminalLine(String(value));
}
