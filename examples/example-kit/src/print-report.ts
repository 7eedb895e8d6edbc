import { renderTraceTree, type Trace } from "@agentic-ts/core";

/** What {@link printReport} prints: a run's trace, and its result when it succeeded. */
export interface Report {
  readonly trace: Trace;
  /** The result, as text; absent when the run failed (the failure shows as ✗ in the trace). */
  readonly result?: string;
  /** Also print every prompt and reply in the tree. */
  readonly verbose?: boolean;
}

/** Prints one section title as a rule, so the sections stand out in a terminal. */
function title(text: string): string {
  return `\n── ${text} ${"─".repeat(Math.max(3, 68 - text.length))}`;
}

/**
 * Prints a run readably: the first request the model saw (the ticket, the finish instruction and the
 * menu), then the trace as a tree (tool calls, the pick, the result), then the result.
 */
export function printReport(report: Report, print: (text: string) => void): void {
  const first = report.trace.nodes.find((n) => n.kind === "model_call");
  if (first) {
    const tools = Array.isArray(first.data.tools) && first.data.tools.length > 0 ? `, with tools: ${first.data.tools.join(", ")}` : "";
    print(title(`What the model saw${tools}`));
    print(String(first.data.prompt ?? ""));
  }
  print(title("What happened"));
  print(renderTraceTree(report.trace, { prompts: report.verbose, replies: report.verbose, maxLines: 40, maxWidth: 56 }));
  if (report.result === undefined) return;
  print(title("Result"));
  print(report.result);
}
