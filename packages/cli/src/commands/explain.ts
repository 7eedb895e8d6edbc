import path from "node:path";
import { parseArgs } from "node:util";
import type { CliIo } from "../cli-io";
import { describeError } from "../describe-error";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { generatedModulesFor } from "../explain/generated-modules";
import { requireUserModule, resolveUserFile } from "../load/load-user-module";
import { UsageError } from "../usage-error";

/** The help text of `agentic explain`. */
export const EXPLAIN_HELP = `Usage: agentic explain <file.ts|file.js> <Class.method> [--args JSON] [--context JSON] [--json]

Shows what a method would send to the model, without calling one: the exact text of its first model
request (system prompt and messages), the tools it offers and, for a decision, each option with the JSON
Schema of the args the model must send. The class is constructed with no arguments (an Agent gets a
runtime that stops the call at its first model request) and the method is called with placeholder
arguments built from its spec ("<name>" for a string, 0 for a number, ...) unless you give them.

The generated modules of the agentic.config.json nearest to the file (the targets that cover it) are
loaded first, so a class whose file does not import its generated module itself is explained too.

Options:
  --args <json>     The method's arguments: an object by parameter name, or an array (positional).
  --context <json>  Context values by key, as withContext would give them: the method's own
                    @ContextParam parameters and those of the options it offers (default "<key>").
  --json            Print one JSON object instead of text.
  -h, --help        Show this help.

Exit codes: 0 explained, 1 the module failed to load or the method failed or made no model call,
2 usage error (bad arguments, no such file, class or method).`;

/** Runs `agentic explain`; returns the exit code. */
export async function runExplain(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      args: { type: "string" },
      context: { type: "string" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) {
    io.out(EXPLAIN_HELP);
    return ExitCode.Ok;
  }
  let request: { file: string; absolute: string; className: string; methodName: string; args: unknown; context: Record<string, unknown> | undefined };
  try {
    const [file, target] = checkPositionals(positionals);
    const args = values.args === undefined ? undefined : parseJson("--args", values.args);
    const context = values.context === undefined ? undefined : parseJson("--context", values.context);
    if (context !== undefined && (typeof context !== "object" || context === null || Array.isArray(context))) {
      throw new UsageError("--context must be a JSON object, e.g. '{\"userId\": \"u-1\"}'.");
    }
    const [className, methodName] = target.split(".");
    request = { file, absolute: resolveUserFile(file, io.cwd), className, methodName, args, context: context as Record<string, unknown> | undefined };
  } catch (error) {
    return reportError(error, io);
  }
  // Loaded here, not with the command line: TypeScript (for the hook) and core are what explaining needs.
  const [{ registerTsHook }, { explainCall }, { renderExplanation }] = await Promise.all([
    import("../load/ts-require-hook"),
    import("../explain/explain-call"),
    import("../explain/render-explanation"),
  ]);
  const unregister = registerTsHook();
  try {
    let exports: Record<string, unknown>;
    try {
      // Here the CLI is the entry point, and decorators need the polyfill before the classes are defined.
      require("reflect-metadata");
      const generated = generatedModulesFor(request.absolute);
      for (const missing of generated.missing) {
        io.err(`agentic explain: ${path.relative(io.cwd, missing)} (named in ${path.relative(io.cwd, generated.config!)}) does not exist yet; run \`agentic gen\`.`);
      }
      for (const module of generated.modules) requireUserModule(module);
      exports = requireUserModule(request.absolute);
    } catch (error) {
      io.err(`agentic explain: ${request.file} failed to load: ${describeError(error)}`);
      return ExitCode.Failed;
    }
    const explanation = await explainCall(exports, request.className, request.methodName, { args: request.args, context: request.context });
    if (values.json) io.out(JSON.stringify(explanation, null, 2));
    else for (const line of renderExplanation(explanation)) io.out(line);
    return ExitCode.Ok;
  } catch (error) {
    return reportError(error, io);
  } finally {
    unregister();
  }
}

/** Prints a failure of `agentic explain`: a usage error (exit 2) with the pointer to its help, else exit 1. */
function reportError(error: unknown, io: CliIo): ExitCodeValue {
  if (error instanceof UsageError) {
    io.err(`agentic explain: ${error.message}\nSee \`agentic explain --help\`.`);
    return ExitCode.Usage;
  }
  io.err(`agentic explain: ${describeError(error)}`);
  return ExitCode.Failed;
}

function checkPositionals(positionals: string[]): [string, string] {
  if (positionals.length !== 2) {
    throw new UsageError(`expected a file and a Class.method, got ${positionals.length === 0 ? "nothing" : positionals.map((p) => `"${p}"`).join(" ")}.`);
  }
  if (!/^[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*$/.test(positionals[1])) {
    throw new UsageError(`"${positionals[1]}" is not of the form Class.method.`);
  }
  return [positionals[0], positionals[1]];
}

function parseJson(option: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${option} is not valid JSON: ${(error as Error).message}`);
  }
}
