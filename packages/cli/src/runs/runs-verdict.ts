import { userInfo } from "node:os";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { terminalLine } from "../terminal-text";
import { UsageError } from "../usage-error";
import { formatPendingRequest } from "./format-pending-request";
import { identifyRequest, MIN_REQUEST_PREFIX } from "./identify-request";
import { oneLineJson } from "./one-line-json";
import { findRunRecord } from "./find-run-record";
import { runIdOf, runRunsCommand } from "./runs-command";

const verdictHelp = (verb: "approve" | "decline") => `Usage: agentic runs ${verb} <id> (--request HASH | on a terminal) [--note TEXT] [--by NAME] [--db FILE]

${verb === "approve" ? "Approves" : "Declines"} the request a suspended run waits for, and records who did it, when, the note and the
request's hash. ${verb === "approve" ? "The call is dispatched with its stored, re-validated arguments" : "The model is told the call was declined, with the note, and picks again (a tool call gets the decline as its result)"}
when the run continues: at the next runs.recover() of a process that has the run's agents (this command
has no agents and runs no model). Of two verdicts given at once, exactly one is recorded.

Name the request you ${verb}: look at it with agentic runs show <id> (every argument, in full) and pass
--request with the start of its hash; or, on a terminal, leave --request out: the request is shown in
full and you are asked to confirm ("${verb === "approve" ? "Approve" : "Decline"} this request? [y/N]"; only y or yes goes on).
Without either, nothing is recorded. If the request changed since it was shown (another verdict, a
re-pick), nothing is recorded either. Named with --request, the request is printed in full once the
verdict is recorded. Text from the store is printed with its control characters escaped.

Options:
  --request <hash>  The first ${MIN_REQUEST_PREFIX} or more hex digits of the request's hash (agentic runs show prints it).
  --note <text>     Why${verb === "decline" ? " (shown to the model)" : ""}.
  --by <name>       Who (default: the user name of this shell).
  --db <file>       The store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help        Show this help.

Exit codes: 0 recorded; 1 nothing recorded: the run is not waiting for approval, --request names
another request, the request changed meanwhile, the confirmation was not given (or the store failed);
2 usage error (no such run, --request shorter than ${MIN_REQUEST_PREFIX} hex digits, no --request and no terminal).`;

/** The help text of `agentic runs approve`. */
export const RUNS_APPROVE_HELP = verdictHelp("approve");
/** The help text of `agentic runs decline`. */
export const RUNS_DECLINE_HELP = verdictHelp("decline");

/** Runs `agentic runs approve` or `agentic runs decline`; returns the exit code. */
export function runRunsVerdict(approved: boolean, argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const name = approved ? "approve" : "decline";
  const options = { note: { type: "string" }, by: { type: "string" }, request: { type: "string" } } as const;
  return runRunsCommand(name, approved ? RUNS_APPROVE_HELP : RUNS_DECLINE_HELP, argv, io, options, async ({ values, positionals, store, io: out }) => {
    const run = await findRunRecord(store, runIdOf(positionals));
    const id = run.id;
    const by = (values.by as string | undefined) ?? userInfo().username;
    const note = values.note as string | undefined;
    if (run.status !== "suspended" || !run.pending) {
      out.err(`agentic runs ${name}: run ${terminalLine(id)} is ${terminalLine(run.status)}, not suspended: there is no approval to give. Nothing was recorded.`);
      return ExitCode.Failed;
    }
    const request = await identifyRequest(run, values.request as string | undefined, name, out);
    if (!request.ok) return request.code;
    // Core is loaded for the verdict only, so that listing or showing runs never loads it.
    const { giveVerdict, RunConflictError, RunNotFoundError } = await import("@agentic-ts/core");
    try {
      // The hash of the request that was named or shown: if the run waits for another one by now, core
      // refuses the verdict and records nothing.
      const done = await giveVerdict(store, id, { approved, by, ...(note !== undefined ? { note } : {}), requestHash: request.requestHash });
      const entry = done.approvals[done.approvals.length - 1];
      out.out(`${approved ? "Approved" : "Declined"} ${terminalLine(entry.option)}(${oneLineJson(entry.args, 200)}) on run ${terminalLine(id)} as ${terminalLine(by)} (request ${terminalLine(request.requestHash)}).`);
      // Named by its hash, the request was not shown here: the record of what was decided shows it whole
      // (the hash matched, so it is the request the verdict was recorded on).
      if (!request.shown) {
        out.out(`The request ${approved ? "approved" : "declined"}:`);
        for (const line of formatPendingRequest(run.pending, "  ")) out.out(line);
      }
      out.out("The run continues at the next runs.recover() of a process that has its agents.");
      return ExitCode.Ok;
    } catch (error) {
      if (error instanceof RunNotFoundError) throw new UsageError(`no run ${id} in this store.`);
      if (error instanceof RunConflictError) {
        out.err(`agentic runs ${name}: refused — ${terminalLine(error.message)}`);
        out.err(`\`agentic runs show ${terminalLine(id)}\` shows the run as it is now.`);
        return ExitCode.Failed;
      }
      throw error;
    }
  });
}
