import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { TraceStore } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { openTraceStore, traceDbPath } from "../trace/open-trace-store";
import { parseTime } from "../trace/parse-time";
import { UsageError } from "../usage-error";
import { caseLine } from "./case-lines";
import { exportCases, type CaseWhere } from "./export-cases";
import { EVAL_EXPORT_HELP } from "./eval-help";
import { reportCommandError } from "../report-command-error";


const WHERE_KEYS = ["run", "durable", "since", "until", "chosen", "option", "model", "function"] as const;

/** Runs `agentic eval export`; returns the exit code. */
export async function runEvalExport(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  let store: TraceStore | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { db: { type: "string" }, where: { type: "string", multiple: true }, output: { type: "string", short: "o" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) {
      io.out(EVAL_EXPORT_HELP);
      return ExitCode.Ok;
    }
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);
    const where = parseWhere(values.where ?? []);
    store = openTraceStore(traceDbPath(values.db, io.cwd));
    const { cases, skipped } = await exportCases(store, where);
    const text = cases.map((c) => `${caseLine(c)}\n`).join("");
    if (values.output !== undefined) writeFileSync(path.resolve(io.cwd, values.output), text);
    else if (text !== "") io.out(text.slice(0, -1));
    const notes = Object.entries(skipped).map(([why, n]) => `${n} ${SKIPPED[why as keyof typeof SKIPPED]}`);
    io.err(`agentic eval export: ${cases.length} case${cases.length === 1 ? "" : "s"}${values.output !== undefined ? ` written to ${values.output}` : ""}${notes.length > 0 ? `; skipped ${notes.join(", ")}` : ""}.`);
    return ExitCode.Ok;
  } catch (error) {
    reportCommandError("eval export", error, io);
    return ExitCode.Usage;
  } finally {
    await store?.close();
  }
}

const SKIPPED = {
  "no-pick": "without a pick (failed, or suspended for an approval: their resumption has it)",
  "not-recorded": "recorded before decisions recorded their options",
  cut: "cut by the trace's previewChars",
  images: "with images",
} as const;

function parseWhere(items: readonly string[]): CaseWhere {
  const where: { -readonly [K in keyof CaseWhere]: CaseWhere[K] } = {};
  for (const item of items) {
    const eq = item.indexOf("=");
    const key = eq < 0 ? item : item.slice(0, eq);
    if (eq < 0 || !(WHERE_KEYS as readonly string[]).includes(key)) throw new UsageError(`--where takes KEY=VALUE with KEY one of ${WHERE_KEYS.join(", ")}; got "${item}".`);
    const value = item.slice(eq + 1);
    if (value === "") throw new UsageError(`--where ${key}= needs a value.`);
    if (key === "since" || key === "until") where[key] = parseTime(`--where ${key}`, value);
    else if (key === "durable") where.durableRunId = value;
    else where[key as "run" | "chosen" | "option" | "model" | "function"] = value;
  }
  return where;
}
