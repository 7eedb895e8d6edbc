import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { TraceStore } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { describeError } from "../describe-error";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { openTraceStore, traceDbPath } from "../trace/open-trace-store";
import { parseTime } from "../trace/parse-time";
import { UsageError } from "../usage-error";
import { caseLine } from "./case-lines";
import { exportCases, type CaseWhere } from "./export-cases";

/** The help text of `agentic eval export`. */
export const EVAL_EXPORT_HELP = `Usage: agentic eval export [--db FILE] [--where KEY=VALUE]... [-o cases.jsonl]

Writes one eval case per decision the store recorded (decision.make, and the choices of exec turns), as JSON lines, in the order the decisions
started: its source (trace run and node), system text and prompt (or conversation), the menu (each
option's kind, name, description, argument schema and its hash), prompt and menu hashes, the recorded
pick, model and reply, and "expected": the recorded pick. Edit "expected", add "acceptable" option names
or "tags" by hand; the rest says what was asked. Two exports of the same store are the same bytes.

Decisions are recorded whole when their texts fit the trace's previewChars (default 2000 characters per
value; raise it with trace: { previewChars } for long prompts): cut ones, failed ones and ones with
images are skipped and counted on stderr. The choices of an exec turn come with the tools it offered and
the answers its tool calls got: a replay runs the turn again, each tool answering as recorded.

Options:
  --where KEY=VALUE  Only decisions where KEY is VALUE (repeat to combine):
                       run=<trace run id prefix>  durable=<durable run id>  since=<time>  until=<time>
                       chosen=<option picked>     option=<option on the menu>  model=<model asked>
                       function=<an enclosing agentic function's name>
                     Times are a duration back from now (30m, 2h, 7d) or an ISO time.
  -o, --output FILE  Write the cases to FILE instead of stdout.
  --db FILE          The trace store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help         Show this help.

Exit codes: 0 written (also when no decision matched), 2 an error (bad option, no store, unreadable).`;

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
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    io.err(`agentic eval export: ${usage ? (error as Error).message : describeError(error)}`);
    if (usage) io.err("See `agentic eval export --help`.");
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
