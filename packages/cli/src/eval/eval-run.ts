import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PriceTable } from "@agentic-ts/core";
import { agenticCacheDir } from "../agentic-cache-dir";
import type { CliIo } from "../cli-io";
import type { ExitCodeValue } from "../exit-codes";
import { UsageError } from "../usage-error";
import { readCases } from "./case-lines";
import { EvalCache } from "./eval-cache";
import { EvalExit, readInputFile, readReportFile } from "./eval-files";
import { evalReportHtml } from "./eval-report-html";
import { loadEvalRuntime, type EvalRuntime } from "./eval-runtime";
import { junitXml } from "./junit-xml";
import { loadPromptVariant } from "./prompt-variant";
import { runCases } from "./run-cases";
import { scoreReport } from "./score-report";
import { summaryLines } from "./summary-lines";
import { EVAL_RUN_HELP } from "./eval-help";
import { reportCommandError } from "../report-command-error";


/** Runs `agentic eval run`; returns the exit code. */
export async function runEvalRun(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  let candidate: EvalRuntime | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: {
        runtime: { type: "string" }, "prompt-variant": { type: "string" }, repeat: { type: "string" }, concurrency: { type: "string" },
        "max-retries": { type: "string" }, baseline: { type: "string" }, output: { type: "string", short: "o" }, json: { type: "string" },
        junit: { type: "string" }, "min-agreement": { type: "string" }, "max-flips": { type: "string" }, prices: { type: "string" },
        "no-cache": { type: "boolean" }, "cache-dir": { type: "string" }, help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) {
      io.out(EVAL_RUN_HELP);
      return EvalExit.Pass;
    }
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "name the cases file (agentic eval run cases.jsonl --runtime …)." : `unexpected argument "${positionals[1]}".`);
    if (values.runtime === undefined) throw new UsageError("--runtime is required (openai:<model>, anthropic:<model> or a module path).");
    const repeat = integer(values.repeat, "--repeat", 1, 1);
    const concurrency = integer(values.concurrency, "--concurrency", 4, 1);
    const maxRetries = values["max-retries"] === undefined ? undefined : integer(values["max-retries"], "--max-retries", 0, 0);
    const minAgreement = values["min-agreement"] === undefined ? undefined : fraction(values["min-agreement"]);
    const maxFlips = values["max-flips"] === undefined ? undefined : integer(values["max-flips"], "--max-flips", 0, 0);
    const file = path.resolve(io.cwd, positionals[0]);
    const cases = readCases(readInputFile(file, positionals[0]), positionals[0]);
    const variant = values["prompt-variant"] === undefined ? undefined : loadPromptVariant(values["prompt-variant"], io.cwd);
    const baseline = values.baseline === undefined ? undefined : readReportFile(path.resolve(io.cwd, values.baseline), values.baseline);
    const prices = values.prices === undefined ? undefined : (JSON.parse(readInputFile(path.resolve(io.cwd, values.prices), values.prices)) as PriceTable);
    candidate = await loadEvalRuntime(values.runtime, io.cwd);
    const runtime = candidate.runtime;
    const cache = new EvalCache(values["no-cache"] ? undefined : path.resolve(io.cwd, values["cache-dir"] ?? agenticCacheDir("eval", io.cwd)));
    const startedAt = new Date().toISOString();
    let fromCache = 0;
    const runs = await runCases(cases, { runtime, identity: candidate.identity, cache, repeat, concurrency, variant, maxRetries, onReplay: (_d, _t, cached) => void (cached && fromCache++) });
    const report = scoreReport(runs, {
      candidate: { runtime: candidate.spec, ...(runtime.model !== undefined ? { model: runtime.model } : {}), ...(variant ? { promptVariant: variant.name } : {}) },
      candidateModel: runtime.model,
      baseline,
      repeat,
      thresholds: { minAgreement, maxFlips },
      prices: prices ?? runtime.prices,
      startedAt,
      finishedAt: new Date().toISOString(),
    });
    writeOutput(io.cwd, values.json, `${JSON.stringify(report, null, 2)}\n`);
    writeOutput(io.cwd, values.output, evalReportHtml(report));
    writeOutput(io.cwd, values.junit, junitXml(report));
    for (const line of summaryLines(report)) io.out(line);
    if (fromCache > 0) io.err(`agentic eval run: ${fromCache} of ${cases.length * repeat} replays answered from the cache (--no-cache to ask again).`);
    if (report.summary.errors > 0) {
      const first = report.cases.flatMap((c) => c.runs.map((r) => r.error).filter((e) => e !== undefined))[0];
      io.err(`agentic eval run: ${report.summary.errors} replay${report.summary.errors === 1 ? "" : "s"} could not be run (first: ${first}).`);
      return EvalExit.Error;
    }
    return report.gate.passed ? EvalExit.Pass : EvalExit.GateFailed;
  } catch (error) {
    reportCommandError("eval run", error, io);
    return EvalExit.Error;
  } finally {
    await candidate?.runtime.close();
  }
}

function integer(text: string | undefined, option: string, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`${option} must be an integer ≥ ${min}, got "${text}".`);
  return n;
}

function fraction(text: string): number {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`--min-agreement must be a number from 0 to 1, got "${text}".`);
  return n;
}

function writeOutput(cwd: string, file: string | undefined, text: string): void {
  if (file === undefined) return;
  const target = path.resolve(cwd, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

