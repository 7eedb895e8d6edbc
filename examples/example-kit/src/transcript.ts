import { readFileSync } from "node:fs";
import type { ScriptedReply } from "@agentic-ts/testing";

/**
 * Reads a transcript file: JSON `{ "description": "...", "replies": [...] }` whose replies are what the
 * model answered, in order: a string, or `{ "text", "toolCalls": [{ "name", "args" }] }`.
 */
export function loadTranscript(file: string): ScriptedReply[] {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { replies?: unknown };
  if (!Array.isArray(parsed.replies)) throw new Error(`${file}: expected { "replies": [...] }.`);
  return parsed.replies as ScriptedReply[];
}
