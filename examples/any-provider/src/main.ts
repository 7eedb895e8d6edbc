import "reflect-metadata";
import path from "node:path";
import { fromAiSdk } from "@agentic-ts/ai-sdk";
import { reportRun, runAsScript, type ChosenRuntime } from "@agentic-ts/example-kit";
// The ticket desk example's agent, samples and durable run, unchanged: only the runtime differs.
import { handleDurably } from "@agentic-ts/example-ticket-desk/dist/durable-ticket";
import { isSampleName, SAMPLE_TICKETS } from "@agentic-ts/example-ticket-desk/dist/sample-tickets";
import { TicketDesk, type TicketOutcome } from "@agentic-ts/example-ticket-desk/dist/ticket-desk";
import { TRANSCRIPTS_DIR } from "@agentic-ts/example-ticket-desk/dist/transcript";
import { chooseModel, type ModelEnv } from "./choose-model";

/** What {@link main} runs with; every field defaults to the process's own. */
export interface MainOptions {
  /** `[refund | escalate | close] [--verbose]`: which sample ticket, and whether to print every prompt and reply. */
  readonly argv?: readonly string[];
  /** Where the model is looked up: `AI_SDK_MODEL="<provider package>:<model id>"` (and `AI_SDK_EXPORT`). */
  readonly env?: ModelEnv;
  /** Where the report goes, one call per block of text; defaults to `console.log`. */
  readonly print?: (text: string) => void;
}

/**
 * Runs the ticket desk on a sample ticket through `fromAiSdk`: the AI SDK provider model the environment
 * names, or offline `@ai-sdk/openai-compatible` against the loopback server replaying the ticket's
 * transcript. Prints the trace tree and the result, as the ticket desk example does.
 */
export async function main(options: MainOptions = {}): Promise<TicketOutcome> {
  const { argv = [], env = process.env, print = (text: string) => console.log(text) } = options;
  const name = argv.find((arg) => !arg.startsWith("-")) ?? "refund";
  if (!isSampleName(name)) throw new Error(`Unknown sample ticket "${name}": use ${Object.keys(SAMPLE_TICKETS).join(", ")}.`);
  const sample = SAMPLE_TICKETS[name];
  const chosenModel = await chooseModel(env, path.join(TRANSCRIPTS_DIR, sample.transcript));
  const runtime = fromAiSdk(chosenModel.model);
  const chosen: ChosenRuntime = {
    runtime,
    description: chosenModel.description,
    close: () => runtime.close().finally(chosenModel.close),
  };
  print(`Ticket desk through the AI SDK adapter, sample "${name}"`);
  print(`Model: ${chosen.description}`);
  const desk = new TicketDesk(runtime);
  return reportRun(chosen, () => handleDurably(desk, sample, print), {
    print,
    verbose: argv.includes("--verbose"),
    format: (result) => JSON.stringify(result, null, 2),
  });
}

if (require.main === module) runAsScript(main);
