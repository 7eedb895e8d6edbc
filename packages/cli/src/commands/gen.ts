import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateSpecsFromProgram, loadProject, renderGeneratedModule, type GenerateSpecsResult, type LoadedProject } from "@agentic-ts/schema-gen";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { GEN_CONFIG_FILE, readGenConfig, type GenTarget } from "../gen-config";

/** The help text of `agentic gen`. */
export const GEN_HELP = `Usage: agentic gen [--check] [--config ${GEN_CONFIG_FILE}]
       agentic gen [--check] --project tsconfig.json --out src/agentic.generated.ts [--root src] [--import-from @agentic-ts/core]

Generates the option specs of every @AgenticFunction method and agenticFunction(...) wrapper from their
TypeScript signatures and JSDoc, into a module that registers them (import it before your agents).

Options:
  --check              Write nothing; exit 1 when a generated module is missing or stale.
  --config <file>      Targets file (default: ${GEN_CONFIG_FILE} in the current folder).
  -p, --project <file> A tsconfig.json to scan instead of the targets file (needs --out).
  -o, --out <file>     The module to write.
  --root <dir>         Only scan files under this folder.
  --import-from <mod>  Where the module imports registerGeneratedSpecs from (default @agentic-ts/core).
  -q, --quiet          Print only what changed and what failed.
  -h, --help           Show this help.

Exit codes: 0 up to date / written, 1 generation errors or a stale/missing module (--check), 2 usage error.`;

/** Runs `agentic gen`; returns the exit code. */
export function runGen(argv: readonly string[], io: CliIo): ExitCodeValue {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      check: { type: "boolean" },
      config: { type: "string" },
      project: { type: "string", short: "p" },
      out: { type: "string", short: "o" },
      root: { type: "string" },
      "import-from": { type: "string" },
      quiet: { type: "boolean", short: "q" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    io.out(GEN_HELP);
    return ExitCode.Ok;
  }
  let targets: GenTarget[];
  if (values.project !== undefined || values.out !== undefined) {
    if (values.project === undefined || values.out === undefined) {
      io.err("agentic gen: --project and --out go together.\n\n" + GEN_HELP);
      return ExitCode.Usage;
    }
    targets = [{
      project: path.resolve(io.cwd, values.project),
      out: path.resolve(io.cwd, values.out),
      root: values.root === undefined ? undefined : path.resolve(io.cwd, values.root),
      importFrom: values["import-from"],
    }];
  } else {
    try {
      targets = readGenConfig(path.resolve(io.cwd, values.config ?? GEN_CONFIG_FILE));
    } catch (error) {
      io.err(`agentic gen: ${(error as Error).message}`);
      return ExitCode.Usage;
    }
  }

  let failed = false;
  // Targets that read the same tsconfig share one program: building it is most of the cost.
  const programs = new Map<string, ReturnType<typeof loadProject>>();
  for (const target of targets) {
    const shown = path.relative(io.cwd, target.out) || target.out;
    const { specs, errors } = generate(target, io.cwd, programs);
    if (errors.length > 0) {
      for (const e of errors) io.err(`${path.relative(io.cwd, e.file) || e.file}:${e.line}:${e.column} - ${e.message}`);
      io.err(`agentic gen: ${errors.length} unsupported signature(s); ${shown} was not written.`);
      failed = true;
      continue;
    }
    const text = renderGeneratedModule(specs, { importFrom: target.importFrom });
    const current = existsSync(target.out) ? readFileSync(target.out, "utf8") : undefined;
    const count = Object.keys(specs.methods).length + Object.keys(specs.functions).length;
    if (values.check) {
      if (current === text) {
        if (!values.quiet) io.out(`${shown}: up to date (${count} specs).`);
      }
      else {
        io.err(`${shown}: ${current === undefined ? "missing" : "stale (the signatures changed)"}. Run \`agentic gen\` and commit the result.`);
        failed = true;
      }
    } else if (current === text) {
      if (!values.quiet) io.out(`${shown}: unchanged (${count} specs).`);
    } else {
      mkdirSync(path.dirname(target.out), { recursive: true });
      writeFileSync(target.out, text);
      io.out(`${shown}: written (${count} specs).`);
    }
  }
  return failed ? ExitCode.Failed : ExitCode.Ok;
}

function generate(target: GenTarget, cwd: string, programs: Map<string, ReturnType<typeof loadProject>>): GenerateSpecsResult {
  let loaded = programs.get(target.project);
  if (!loaded) {
    loaded = loadProject(target.project, cwd);
    programs.set(target.project, loaded);
  }
  if (!loaded.ok) return { specs: { version: 1, methods: {}, functions: {} }, errors: loaded.errors };
  const project: LoadedProject = loaded.value;
  return generateSpecsFromProgram(project.program, { root: target.root, outFile: target.out, cwd, files: project.rootFiles });
}
