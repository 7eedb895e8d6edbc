import "reflect-metadata";
import path from "node:path";
import { chooseRuntime, reportRun, runAsScript } from "@agentic-ts/example-kit";
import { TRANSCRIPTS_DIR } from "./transcript";
import type { RuntimeEnv } from "@agentic-ts/core";
import { GAVE_UP, Planner, type PlanOutcome } from "./planner";
import { isSampleName, SAMPLE_TASKS } from "./sample-tasks";
import { walkPlan } from "./walk-plan";

/** What {@link main} runs with; every field defaults to the process's own. */
export interface MainOptions {
  /** `[plan | repick | give-up] [--verbose]`: which sample task, and whether to print every prompt and reply. */
  readonly argv?: readonly string[];
  /** Where a model provider is looked up (`OPENAI_API_KEY`, `OPENAI_BASE_URL`, `ANTHROPIC_API_KEY`, `AGENTIC_MODEL`). */
  readonly env?: RuntimeEnv;
  /** Where the report goes, one call per block of text; defaults to `console.log`. */
  readonly print?: (text: string) => void;
}

/** Turns the outcome into the text of the Result section: the plan walked step by step, or the give-up. */
function describeOutcome(outcome: PlanOutcome): string {
  // The one branch the caller does write: a plan is walked, a give-up is reported.
  if (outcome === GAVE_UP) return "The model gave up: the allowed actions cannot do this task.";
  return [`Rationale: ${outcome.rationale}`, "Dry run:", ...walkPlan(outcome).map((line) => `  ${line}`)].join("\n");
}

/**
 * Runs the planner on a sample task and prints what happened: the menu the model saw, the trace as a
 * tree, and the plan walked step by step. Offline it replays the task's recorded transcript; with a
 * provider configured in the environment, the same code runs against the model.
 */
export async function main(options: MainOptions = {}): Promise<PlanOutcome> {
  const { argv = [], env = process.env, print = (text: string) => console.log(text) } = options;
  const name = argv.find((arg) => !arg.startsWith("-")) ?? "plan";
  if (!isSampleName(name)) throw new Error(`Unknown sample task "${name}": use ${Object.keys(SAMPLE_TASKS).join(", ")}.`);
  const sample = SAMPLE_TASKS[name];
  const chosen = chooseRuntime(env, path.join(TRANSCRIPTS_DIR, sample.transcript));
  const { runtime, description } = chosen;
  const verbose = argv.includes("--verbose");

  print(`Plan emitter, sample "${name}" (the samples: ${Object.keys(SAMPLE_TASKS).join(", ")})`);
  print(`Model: ${description}`);
  print(`Task: ${JSON.stringify(sample.task)}`);
  return reportRun(chosen, () => new Planner(runtime).planTask(sample.task), { print, verbose, format: describeOutcome });
}

if (require.main === module) runAsScript(main);
