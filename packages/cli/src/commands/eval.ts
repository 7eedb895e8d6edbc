import type { CliIo } from "../cli-io";
import type { ExitCodeValue } from "../exit-codes";
import { EVAL_BLESS_HELP, EVAL_EXPORT_HELP, EVAL_RUN_HELP } from "../eval/eval-help";
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

// Each subcommand is loaded when it runs (it loads core, and the provider a run asks for); its help is
// printed without loading it.
function lazy(help: string, load: () => Promise<(argv: readonly string[], io: CliIo) => Promise<ExitCodeValue>>): Subcommand {
  return {
    help,
    run: async (argv, io) => {
      if (argv.includes("--help") || argv.includes("-h")) {
        io.out(help);
        return 0;
      }
      return (await load())(argv, io);
    },
  };
}

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  export: lazy(EVAL_EXPORT_HELP, async () => (await import("../eval/eval-export")).runEvalExport),
  run: lazy(EVAL_RUN_HELP, async () => (await import("../eval/eval-run")).runEvalRun),
  bless: lazy(EVAL_BLESS_HELP, async () => (await import("../eval/eval-bless")).runEvalBless),
};

/** Runs `agentic eval <subcommand>`, its lines printed with control characters escaped; returns the exit code. */
export function runEval(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  // Cases and reports hold what models and people wrote (ids, option names, replies): every line printed
  // has its control characters escaped. The cases `export` prints are JSON with none left to escape.
  return runSubcommand("eval", EVAL_HELP, SUBCOMMANDS, argv, io, terminalSafeIo);
}
