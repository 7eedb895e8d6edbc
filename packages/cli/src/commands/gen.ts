import path from "node:path";
import { parseArgs } from "node:util";
import type { GenerateSpecsResult, LoadedProject, loadProject } from "@agentic-ts/schema-gen";
import { agenticCacheDir } from "../agentic-cache-dir";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { GEN_CONFIG_FILE, readGenConfig, type GenTarget } from "../gen-config";
import { shownModule } from "../gen/shown-module";

/** The help text of `agentic gen`. */
export const GEN_HELP = `Usage: agentic gen [--check | --watch] [--config ${GEN_CONFIG_FILE}]
       agentic gen [--check] --project tsconfig.json --out src/agentic.generated.ts [--root src] [--import-from @agentic-ts/core]

Generates the option specs of every @AgenticFunction method and agenticFunction(...) wrapper from their
TypeScript signatures and JSDoc, into a module that registers them (import it before your agents).

Options:
  --check              Write nothing; exit 1 when a generated module is missing or stale.
  -w, --watch          Keep running: regenerate whenever a source file under the targets changes (for
                       tsx / ts-node development), printing which specs were added, removed or changed.
  --config <file>      Targets file (default: ${GEN_CONFIG_FILE} in the current folder).
  -p, --project <file> A tsconfig.json to scan instead of the targets file (needs --out).
  -o, --out <file>     The module to write.
  --root <dir>         Only scan files under this folder.
  --import-from <mod>  Where the module imports registerGeneratedSpecs from (default @agentic-ts/core).
  -q, --quiet          Print only what changed and what failed.
  --force              Generate every target, even those whose sources, tsconfig and module are as at
                       their last clean run (checked by content hash; node_modules/.cache/agentic-ts/gen).
  -h, --help           Show this help.

What stops generation: a type error in the project is printed (file:line:col - TSxxxx: message) but does
not stop it, unless it sits in the signature of an @AgenticFunction method or agenticFunction(...) target.
A target whose signature cannot be generated is printed with its location and left out; the module is
still written with every other spec, and the exit code is 1. The import of the generated module itself
(import "./agentic.generated") may be missing before the first run. A tsconfig without
"experimentalDecorators" and "emitDecoratorMetadata" is an error naming the flags to add.

Exit codes: 0 up to date / written (type errors elsewhere allowed), 1 a target could not be generated or a
stale/missing module (--check), 2 usage error.`;

/**
 * Runs `agentic gen`; resolves to the exit code. TypeScript and the generator are loaded only by what needs
 * them (the up-to-date check parses tsconfigs, generating needs the generator), so `--help`, a usage error
 * or an up-to-date target never loads the generator.
 */
export async function runGen(argv: readonly string[], io: CliIo): Promise<ExitCodeValue> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      check: { type: "boolean" },
      watch: { type: "boolean", short: "w" },
      config: { type: "string" },
      project: { type: "string", short: "p" },
      out: { type: "string", short: "o" },
      root: { type: "string" },
      "import-from": { type: "string" },
      quiet: { type: "boolean", short: "q" },
      force: { type: "boolean" },
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

  if (values.watch) {
    if (values.check) {
      io.err("agentic gen: --watch and --check do not go together.\n\n" + GEN_HELP);
      return ExitCode.Usage;
    }
    const { watchTargets } = await import("../gen/gen-watch");
    return watchTargets(targets, io, values.quiet === true);
  }
  let failed = false;
  // Targets that read the same tsconfig share one program: building it is most of the cost.
  const programs = new Map<string, ReturnType<typeof loadProject>>();
  const mode = { check: values.check === true, quiet: values.quiet === true };
  const { GenStamps, generatorFingerprint } = await import("../gen/gen-stamps");
  // With --force nothing is skipped, so the generator's code need not be read for its fingerprint.
  const stamps = values.force ? new GenStamps(undefined, "") : new GenStamps(agenticCacheDir("gen", io.cwd), generatorFingerprint(generatorDirs()));
  // Loaded by the first target that is not up to date, once for all of them.
  let generator: Generator | undefined;
  for (const target of targets) {
    // Nothing changed since the last clean run: the module is what generating would write.
    const unchanged = stamps.upToDate(target, io.cwd);
    if (unchanged !== undefined) {
      if (!mode.quiet) io.out(`${shownModule(target, io)}: ${mode.check ? "up to date" : "unchanged"} (${unchanged} specs).`);
      continue;
    }
    generator ??= await loadGenerator();
    const result = generate(generator, target, io, programs);
    if (!generator.genTarget(target, result, mode, io)) {
      failed = true;
      continue;
    }
    const loaded = programs.get(target.project);
    if (loaded?.ok && result.errors.length === 0 && result.typeErrors.length === 0) {
      stamps.record(target, io.cwd, loaded.value.program, Object.keys(result.specs.methods).length + Object.keys(result.specs.functions).length);
    }
  }
  return failed ? ExitCode.Failed : ExitCode.Ok;
}

// The code whose output the modules are: the generator and the core it renders for.
function generatorDirs(): string[] {
  const schemaGen = path.dirname(require.resolve("@agentic-ts/schema-gen"));
  const dirs = [schemaGen, path.dirname(require.resolve("@agentic-ts/core"))];
  try {
    dirs.push(path.dirname(require.resolve("typescript-json-schema", { paths: [schemaGen] })));
  } catch {
    // Resolved some other way: its version still shows in the programs' files.
  }
  return dirs;
}

/** The generator and what writes its output, loaded on first use. */
type Generator = typeof import("@agentic-ts/schema-gen") & typeof import("../gen/gen-target");

async function loadGenerator(): Promise<Generator> {
  const [schemaGen, writer] = await Promise.all([import("@agentic-ts/schema-gen"), import("../gen/gen-target")]);
  return { ...schemaGen, ...writer };
}

function generate(generator: Generator, target: GenTarget, io: CliIo, programs: Map<string, ReturnType<typeof loadProject>>): GenerateSpecsResult {
  const { generateSpecsFromProgram, loadProject } = generator;
  const cwd = io.cwd;
  let loaded = programs.get(target.project);
  if (!loaded) {
    loaded = loadProject(target.project, cwd);
    programs.set(target.project, loaded);
    // A tsconfig written for TypeScript 6 or 7: what gen's own compiler read instead, once per tsconfig.
    if (loaded.ok && loaded.value.note) io.err(loaded.value.note);
  }
  if (!loaded.ok) return { specs: { version: 1, methods: {}, functions: {} }, errors: loaded.errors, typeErrors: [] };
  const project: LoadedProject = loaded.value;
  return generateSpecsFromProgram(project.program, { root: target.root, outFile: target.out, cwd, files: project.rootFiles });
}
