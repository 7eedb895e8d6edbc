import "reflect-metadata";
import path from "node:path";
import { chooseRuntime, reportRun, runAsScript } from "@agentic-ts/example-kit";
import { TRANSCRIPTS_DIR } from "./transcript";
import type { RuntimeEnv } from "@agentic-ts/core";
import { MessageRouter } from "./message-router";

/** The message the example routes; the recorded transcript answers it. */
export const SAMPLE_MESSAGE = "I love the new dashboard, thanks!";

/** What {@link main} runs with; every field defaults to the process's own. */
export interface MainOptions {
  /** `[--verbose]`: also print every prompt and reply in the tree. */
  readonly argv?: readonly string[];
  /** Where a model provider is looked up (`OPENAI_API_KEY`, `OPENAI_BASE_URL`, `ANTHROPIC_API_KEY`, `AGENTIC_MODEL`). */
  readonly env?: RuntimeEnv;
  /** Where the report goes, one call per block of text; defaults to `console.log`. */
  readonly print?: (text: string) => void;
}

/**
 * Routes the sample message with one decision and prints what happened: the menu the model saw, the
 * trace as a tree, and the result of the next step. Offline it replays `transcripts/analyze.json`; with
 * a provider configured in the environment, the same code runs against the model.
 */
export async function main(options: MainOptions = {}): Promise<string> {
  const { argv = [], env = process.env, print = (text: string) => console.log(text) } = options;
  const chosen = chooseRuntime(env, path.join(TRANSCRIPTS_DIR, "analyze.json"));
  const { runtime, description } = chosen;
  const verbose = argv.includes("--verbose");

  print(`Route message`);
  print(`Model: ${description}`);
  print(`Message: ${JSON.stringify(SAMPLE_MESSAGE)}`);
  return reportRun(chosen, () => new MessageRouter(runtime).routeMessage(SAMPLE_MESSAGE), {
    print,
    verbose,
    format: (result) => JSON.stringify(result),
  });
}

if (require.main === module) runAsScript(main);
