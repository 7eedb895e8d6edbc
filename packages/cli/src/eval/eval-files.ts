import { readFileSync } from "node:fs";
import { UsageError } from "../usage-error";
import type { EvalReport } from "./eval-report";

/** The exit codes of `agentic eval`: stable for CI scripts. */
export const EvalExit = {
  /** Done; for `eval run`, the gate passed. */
  Pass: 0,
  /** `eval run`: the gate failed (the report says why, in the words it printed). */
  GateFailed: 1,
  /** An error: a bad option or file, an unreadable store, a case that could not be run. */
  Error: 2,
} as const;

/** A report file read back (a baseline, or one to bless), with the time it was blessed if it was. */
export type ReadReport = EvalReport & { readonly blessedAt?: string };

/**
 * The text of a file a command line named (`shown` is how it was named), or a {@link UsageError}: "no such
 * file" when it is missing, else what the read said.
 */
export function readInputFile(file: string, shown: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`${shown}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}.`);
  }
}

/** Reads a JSON report written by `agentic eval run --json` (or blessed), checking that it is one. */
export function readReportFile(file: string, shown: string): ReadReport {
  const text = readInputFile(file, shown);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${shown}: not a JSON report (${(error as Error).message}).`);
  }
  const r = value as Partial<EvalReport> | null;
  if (typeof r !== "object" || r === null || r.format !== "agentic-eval-report" || r.version !== 1 || !Array.isArray(r.cases)) {
    throw new UsageError(`${shown}: not an agentic eval report (write one with agentic eval run --json FILE).`);
  }
  return r as ReadReport;
}
