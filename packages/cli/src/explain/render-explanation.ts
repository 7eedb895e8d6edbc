import type { Message } from "@agentic-ts/core";
import { compactJson } from "./compact-json";
import type { Explanation } from "./explanation";

/**
 * The human-readable report of `agentic explain`: the call, the exact messages of the request (each under
 * a `-- role --` line), the tools offered and, for a decision, each option with the JSON Schema of its args.
 */
export function renderExplanation(e: Explanation): string[] {
  const lines: string[] = [];
  lines.push(e.description ? `${e.target} — ${e.description}` : e.target);
  lines.push(`Called with: ${calledWith(e)}`);
  if (e.model) lines.push(`Model: ${e.model}`);

  lines.push("", `== The request of its first model call${e.purpose ? ` (${e.purpose})` : ""}, exactly as sent ==`);
  if (e.system) lines.push("-- system --", e.system);
  for (const m of e.messages) lines.push(`-- ${roleLine(m)} --`, m.content);

  lines.push("", "== Tools offered ==");
  if (e.tools.length === 0) lines.push("none");
  for (const t of e.tools) lines.push(t.description ? `${t.name} — ${t.description}` : t.name, ...indented(t.parameters));

  lines.push("", "== Options, with the JSON Schema of each option's args ==");
  if (!e.options) lines.push("none: this request is not a decision");
  for (const o of e.options ?? []) {
    lines.push(`${o.name} (${o.kind})${o.description ? ` — ${o.description}` : ""}`, ...indented(o.argsSchema));
  }
  return lines;
}

function calledWith(e: Explanation): string {
  const list = (record: Record<string, unknown>): string[] => Object.entries(record).map(([k, v]) => `${k} = ${JSON.stringify(v)}`);
  const args = Array.isArray(e.args) ? e.args.map((v) => JSON.stringify(v)) : list(e.args as Record<string, unknown>);
  const context = list(e.context);
  const text = args.length > 0 ? args.join(", ") : "no model-visible arguments";
  return context.length > 0 ? `${text}; context: ${context.join(", ")}` : text;
}

function roleLine(m: Message): string {
  if (m.role === "tool") return `tool result of ${m.name}${m.isError ? " (error)" : ""}`;
  if (m.role === "assistant" && m.toolCalls?.length) return `assistant, calling ${m.toolCalls.map((c) => c.name).join(", ")}`;
  return m.role;
}

function indented(value: unknown): string[] {
  return compactJson(value, 98).split("\n").map((line) => `  ${line}`);
}
