import type { CliIo } from "../cli-io";
import type { ExitCodeValue } from "../exit-codes";
import { EVAL_BLESS_HELP, runEvalBless } from "../eval/eval-bless";
import { EVAL_EXPORT_HELP, runEvalExport } from "../eval/eval-export";
import { EVAL_RUN_HELP, runEvalRun } from "../eval/eval-run";
import { terminalSafeIo } from "../terminal-safe-io";
import { runSubcommand, type Subcommand } from "./subcommands";

/** The help text of `agentic eval`. */
export const EVAL_HELP = `Usage: agentic eval <export|run|bless> [options]

Decision evals: turn the decisions a trace store recorded into cases, replay them against another model,
prompt or provider, and gate CI on the agreement.

Subcommands:
  export   Write one case per recorded decision.make (JSONL): prompt, menu, the pick made, the expected pick.
  run      Replay cases against a runtime: agreement, confusion matrix, flips, re-picks, tokens and cost,
           as an HTML report, JSON and JUnit XML, with a gate (--min-agreement, --max-flips).
  bless    Promote a run's JSON report to the baseline later runs count flips against.

  agentic eval export --db agentic.db > cases.jsonl
  agentic eval run cases.jsonl --runtime openai:gpt-6-luna -o report.html --json r.json --min-agreement 0.95
  agentic eval bless r.json

Exit codes: 0 done (the gate passed), 1 the gate failed, 2 an error.`;

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  export: { run: runEvalExport, help: EVAL_EXPORT_HELP },
  run: { run: runEvalRun, help: EVAL_RUN_HELP },
  bless: { run: runEvalBless, help: EVAL_BLESS_HELP },
};

/** Runs `agentic eval <subcommand>`, its lines printed with control characters escaped; returns the exit code. */
export function runEval(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  // Cases and reports hold what models and people wrote (ids, option names, replies): every line printed
  // has its control characters escaped. The cases `export` prints are JSON with none left to escape.
  return runSubcommand("eval", EVAL_HELP, SUBCOMMANDS, argv, io, terminalSafeIo);
}
