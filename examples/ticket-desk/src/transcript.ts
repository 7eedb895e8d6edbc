import path from "node:path";
import type { ScriptedReply } from "@agentic-ts/testing";
import { loadTranscript as loadFile } from "@agentic-ts/example-kit";

/** The folder of the transcripts shipped with the example: `transcripts/`, beside `src/` and `dist/`. */
export const TRANSCRIPTS_DIR = path.join(__dirname, "..", "transcripts");

/** Reads one of the example's transcripts by file name (see `loadTranscript` in the example kit). */
export function loadTranscript(file: string): ScriptedReply[] {
  return loadFile(path.join(TRANSCRIPTS_DIR, file));
}
