import { readFileSync } from "node:fs";
import path from "node:path";
import type { ScriptedReply } from "@agentic-ts/testing";

/** The folder of the transcripts shipped with the example: `transcripts/`, beside `src/` and `dist/`. */
export const TRANSCRIPTS_DIR = path.join(__dirname, "..", "transcripts");

/**
 * Reads a recorded transcript: a JSON file `{ "description": "...", "replies": [...] }` whose replies
 * are what the model answered, in order: a string, or `{ "text", "toolCalls": [{ "name", "args" }] }`.
 */
export function loadTranscript(file: string): ScriptedReply[] {
  const full = path.resolve(TRANSCRIPTS_DIR, file);
  const parsed = JSON.parse(readFileSync(full, "utf8")) as { replies?: unknown };
  if (!Array.isArray(parsed.replies)) throw new Error(`${full}: expected { "replies": [...] }.`);
  return parsed.replies as ScriptedReply[];
}
