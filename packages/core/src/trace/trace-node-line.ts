import type { TraceNode } from "./trace-node";

/** What {@link traceNodeLine} shows besides what ran. */
export interface TraceLineSettings {
  /** Show the node's duration. */
  readonly durations: boolean;
  /** Show token usage where the node records it. */
  readonly usage: boolean;
  /** The longest an inline value gets before it is cut with "…" (problems and errors get twice that). */
  readonly maxWidth: number;
}

/**
 * The one line that says what a trace node did: its kind and name, its arguments, what it returned or
 * picked (or the error that ended it), then its duration and token usage in parentheses.
 */
export function traceNodeLine(node: TraceNode, s: TraceLineSettings): string {
  const d = node.data;
  let text: string;
  switch (node.kind) {
    case "function":
    case "tool_call":
      text = `${node.kind} ${node.name}(${argList(d.args, s.maxWidth)})`;
      if (node.status === "ok" && d.result !== undefined) text += ` → ${inline(d.result, s.maxWidth)}`;
      break;
    case "exec":
      text = ["exec" + (node.name === "exec" ? "" : ` ${node.name}`), names("tools", d.tools), names("choices", d.choices)]
        .filter(Boolean)
        .join(" · ");
      break;
    case "decision":
      text = `decision ${node.name}`;
      if (typeof d.chosen === "string") {
        const args = argList(d.args, s.maxWidth);
        text += ` → ${d.chosen}${args ? `(${args})` : ""}`;
      }
      if (typeof d.attempts === "number" && d.attempts > 1) text += ` after ${d.attempts} attempts`;
      break;
    case "model_call":
      text = "model_call" + (node.name === "model" ? "" : ` ${node.name}`) + (typeof d.purpose === "string" ? ` · ${d.purpose}` : "");
      if (node.status === "ok") text += ` → ${replySummary(d, s.maxWidth)}`;
      break;
    case "repick": {
      const problem = (d.problem ?? {}) as { kind?: unknown; message?: unknown };
      text = `${node.name} ← ${String(problem.kind ?? "problem")}: ${cut(oneLine(String(problem.message ?? "")), 2 * s.maxWidth)}`;
      break;
    }
    default:
      text = `${String(node.kind)} ${node.name}`;
  }
  if (node.status === "error" && node.error) {
    const label = node.error.name === "Error" ? "" : `${node.error.name}: `;
    // What went wrong matters more than a value, so it gets twice the room.
    text += ` ✗ ${label}${cut(oneLine(node.error.message), 2 * s.maxWidth)}`;
  } else if (node.status === "suspended") {
    text += ` ⏸ suspended${node.error ? `: ${cut(oneLine(node.error.message), 2 * s.maxWidth)}` : ""}`;
  }
  const facts = [timing(node, s), s.usage ? tokens(d.usage) : ""].filter(Boolean);
  return facts.length > 0 ? `${text}  (${facts.join(", ")})` : text;
}

/** What a model call answered: the tools it called, else its reply on one line. */
function replySummary(d: Record<string, unknown>, width: number): string {
  const calls = Array.isArray(d.toolCalls) ? (d.toolCalls as Array<{ name?: unknown }>) : [];
  if (calls.length > 0) return `tool calls: ${calls.map((c) => String(c.name)).join(", ")}`;
  const reply = typeof d.reply === "string" ? d.reply : "";
  return reply.trim() === "" ? "(empty reply)" : `"${cut(oneLine(reply), width)}"`;
}

/** Arguments as `name: value, …` (an object), or the value itself (a preview string). */
function argList(args: unknown, width: number): string {
  if (args === undefined || args === null) return "";
  if (typeof args !== "object" || Array.isArray(args)) return inline(args, width);
  const parts = Object.entries(args as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${inline(v, width)}`);
  return cut(parts.join(", "), width);
}

function names(label: string, list: unknown): string {
  return Array.isArray(list) && list.length > 0 ? `${label}: ${list.map(String).join(", ")}` : "";
}

function timing(node: TraceNode, s: TraceLineSettings): string {
  if (node.status === "running") return "running";
  if (!s.durations || node.durationMs === undefined) return "";
  const ms = node.durationMs;
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return ms >= 10 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;
}

// "120 in (100 cached) / 30 out (12 reasoning) tokens": the parts shown where the provider reported them.
function tokens(usage: unknown): string {
  const u = usage as { inputTokens?: unknown; outputTokens?: unknown; cachedInputTokens?: unknown; reasoningTokens?: unknown } | undefined;
  if (!u || typeof u.inputTokens !== "number" || typeof u.outputTokens !== "number") return "";
  const cached = typeof u.cachedInputTokens === "number" && u.cachedInputTokens > 0 ? ` (${u.cachedInputTokens} cached)` : "";
  const reasoning = typeof u.reasoningTokens === "number" && u.reasoningTokens > 0 ? ` (${u.reasoningTokens} reasoning)` : "";
  return `${u.inputTokens} in${cached} / ${u.outputTokens} out${reasoning} tokens`;
}

/** A value as compact JSON on one line, cut to `width`. */
function inline(value: unknown, width: number): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return cut(text ?? String(value), width);
}

/** Collapses whitespace, so a multi-line text fits one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Cuts a text to `width` characters, marking the cut with "…". */
function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(1, width - 1))}…`;
}
