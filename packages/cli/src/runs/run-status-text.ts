import type { RunStatus } from "@agentic-ts/core";
import { terminalLine } from "../terminal-text";

const STATUS_TEXT: Readonly<Record<RunStatus, string>> = {
  running: "… running",
  suspended: "⏸ suspended",
  budget: "$ budget",
  completed: "✓ completed",
  failed: "✗ failed",
};

/** A run's status as the terminal shows it: an icon and a word. An unknown status is shown as `? <status>`. */
export function runStatusText(status: RunStatus): string {
  return Object.hasOwn(STATUS_TEXT, status) ? STATUS_TEXT[status] : `? ${terminalLine(String(status))}`;
}
