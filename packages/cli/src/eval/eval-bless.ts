import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { CliIo } from "../cli-io";
import type { ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { EvalExit, readReportFile } from "./eval-files";
import { EVAL_BLESS_HELP } from "./eval-help";
import { reportCommandError } from "../report-command-error";


/** Runs `agentic eval bless`; returns the exit code. */
export async function runEvalBless(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: { to: { type: "string" }, help: { type: "boolean", short: "h" } }, strict: true, allowPositionals: true });
    if (values.help) {
      io.out(EVAL_BLESS_HELP);
      return EvalExit.Pass;
    }
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "name the report to bless (agentic eval bless r.json)." : `unexpected argument "${positionals[1]}".`);
    const report = readReportFile(path.resolve(io.cwd, positionals[0]), positionals[0]);
    const to = values.to ?? "eval-baseline.json";
    writeFileSync(path.resolve(io.cwd, to), `${JSON.stringify({ ...report, blessedAt: new Date().toISOString() }, null, 2)}\n`);
    io.out(`Blessed ${positionals[0]} (${report.candidate.runtime}, agreement ${report.agreement}) as ${to}: pass --baseline ${to} to agentic eval run.`);
    return EvalExit.Pass;
  } catch (error) {
    reportCommandError("eval bless", error, io);
    return EvalExit.Error;
  }
}
