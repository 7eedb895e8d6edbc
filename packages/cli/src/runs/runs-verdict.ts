import { userInfo } from "node:os";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { oneLine } from "./format-run";
import { runIdOf, runRunsCommand } from "./runs-command";

const verdictHelp = (verb: "approve" | "decline") => `Usage: agentic runs ${verb} <id> [--note TEXT] [--by NAME] [--db FILE]

${verb === "approve" ? "Approves" : "Declines"} the call a suspended run waits for, and records who did it, when, and the note.
${verb === "approve" ? "The call is dispatched with its stored, re-validated arguments" : "The model is told the call was declined, with the note, and picks again (a tool call gets the decline as its result)"}
when the run continues: at the next runs.recover() of a process that has the run's agents (this command
has no agents and runs no model). Of two verdicts given at once, exactly one is recorded.

Options:
  --note <text>  Why${verb === "decline" ? " (shown to the model)" : ""}.
  --by <name>    Who (default: the user name of this shell).
  --db <file>    The store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help     Show this help.

Exit codes: 0 recorded, 1 the run was not waiting for approval (or the store failed), 2 usage error.`;

/** The help text of `agentic runs approve`. */
export const RUNS_APPROVE_HELP = verdictHelp("approve");
/** The help text of `agentic runs decline`. */
export const RUNS_DECLINE_HELP = verdictHelp("decline");

/** Runs `agentic runs approve` or `agentic runs decline`; returns the exit code. */
export function runRunsVerdict(approved: boolean, argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const name = approved ? "approve" : "decline";
  const options = { note: { type: "string" }, by: { type: "string" } } as const;
  return runRunsCommand(name, approved ? RUNS_APPROVE_HELP : RUNS_DECLINE_HELP, argv, io, options, async ({ values, positionals, store }) => {
    const id = runIdOf(positionals);
    const by = (values.by as string | undefined) ?? userInfo().username;
    const note = values.note as string | undefined;
    // Core is loaded for the verdict only, so that listing or showing runs never loads it.
    const { giveVerdict, RunConflictError, RunNotFoundError } = await import("@agentic-ts/core");
    try {
      const run = await giveVerdict(store, id, { approved, by, ...(note !== undefined ? { note } : {}) });
      const entry = run.approvals[run.approvals.length - 1];
      io.out(`${approved ? "Approved" : "Declined"} ${entry.option}(${oneLine(entry.args, 100)}) on run ${id} as ${by}.`);
      io.out("The run continues at the next runs.recover() of a process that has its agents.");
      return ExitCode.Ok;
    } catch (error) {
      if (error instanceof RunNotFoundError) throw new UsageError(`no run ${id} in this store.`);
      if (error instanceof RunConflictError) {
        io.err(`agentic runs ${name}: ${error.message}`);
        return ExitCode.Failed;
      }
      throw error;
    }
  });
}
