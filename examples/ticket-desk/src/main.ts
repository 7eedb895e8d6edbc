import "reflect-metadata";
import path from "node:path";
import { chooseRuntime, reportRun, runAsScript } from "@agentic-ts/example-kit";
import { TRANSCRIPTS_DIR } from "./transcript";
import type { RuntimeEnv } from "@agentic-ts/core";
import { isSampleName, SAMPLE_TICKETS } from "./sample-tickets";
import { handleDurably } from "./durable-ticket";
import { TicketDesk, type TicketOutcome } from "./ticket-desk";

/** What {@link main} runs with; every field defaults to the process's own. */
export interface MainOptions {
  /** `[refund | escalate | close] [--verbose]`: which sample ticket, and whether to print every prompt and reply. */
  readonly argv?: readonly string[];
  /** Where a model provider is looked up (`OPENAI_API_KEY`, `OPENAI_BASE_URL`, `ANTHROPIC_API_KEY`, `AGENTIC_MODEL`). */
  readonly env?: RuntimeEnv;
  /** Where the report goes, one call per block of text; defaults to `console.log`. */
  readonly print?: (text: string) => void;
  /**
   * A SQLite file to write the run's trace to (as a script: `AGENTIC_DB`, default `./agentic.db`); the
   * report then ends with the commands that open it. None by default.
   */
  readonly db?: string;
}

/**
 * Runs the ticket desk on a sample ticket and prints what happened: the menu the model saw, the trace
 * as a tree, and the result (and, with `db`, where the trace was stored). Offline it replays the ticket's recorded transcript; with a provider
 * configured in the environment, the same code runs against the model.
 */
export async function main(options: MainOptions = {}): Promise<TicketOutcome> {
  const { argv = [], env = process.env, print = (text: string) => console.log(text) } = options;
  const name = argv.find((arg) => !arg.startsWith("-")) ?? "refund";
  if (!isSampleName(name)) throw new Error(`Unknown sample ticket "${name}": use ${Object.keys(SAMPLE_TICKETS).join(", ")}.`);
  const sample = SAMPLE_TICKETS[name];
  const chosen = chooseRuntime(env, path.join(TRANSCRIPTS_DIR, sample.transcript), options.db);
  const { runtime, description } = chosen;
  const verbose = argv.includes("--verbose");

  print(`Ticket desk, sample "${name}" (the samples: ${Object.keys(SAMPLE_TICKETS).join(", ")})`);
  print(`Model: ${description}`);
  print(`Ticket from customer ${sample.customerId}: ${JSON.stringify(sample.text)}`);
  const desk = new TicketDesk(runtime);
  // A durable run over the same store as the trace (or in memory): a large refund suspends, then is approved.
  return reportRun(chosen, () => handleDurably(desk, sample, print, chosen.db?.store), {
    print,
    verbose,
    format: (result) => JSON.stringify(result, null, 2),
  });
}

if (require.main === module) runAsScript(main);
