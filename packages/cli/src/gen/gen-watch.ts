import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import type { GeneratedSpecs } from "@agentic-ts/core";
import { generateSpecsFromProgram, loadProject, type GenerateSpecsResult } from "@agentic-ts/schema-gen";
import type { CliIo } from "../cli-io";
import { generatedTypesPath } from "./generated-types-path";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import type { GenTarget } from "../gen-config";
import { genTarget } from "./gen-target";
import { specChanges } from "./spec-changes";

/** How long after the last change a regeneration starts: an editor's save is often several writes. */
export const WATCH_DEBOUNCE_MS = 150;

const SOURCE_FILE = /\.(?:[cm]?ts|tsx|json)$/;

/**
 * Runs `agentic gen --watch`: generates every target, then watches the targets' folders and
 * regenerates (debounced, reusing the previous program for unchanged files) whenever a TypeScript
 * source or tsconfig changes, printing which specs were added, removed or changed. Resolves with exit
 * code 0 when `io.interrupted()` resolves (default: the first SIGINT or SIGTERM).
 */
export async function watchTargets(targets: readonly GenTarget[], io: CliIo, quiet: boolean): Promise<ExitCodeValue> {
  const programs = new Map<string, ReturnType<typeof loadProject>>();
  const previous = new Map<GenTarget, GeneratedSpecs>();
  const outputs = new Set(targets.flatMap((t) => [path.resolve(t.out), path.resolve(generatedTypesPath(t.out))]));
  const regenerate = (first: boolean): void => {
    // Every project is rebuilt once per round, from its previous program.
    const stale = new Map(programs);
    programs.clear();
    for (const target of targets) {
      let loaded = programs.get(target.project);
      if (!loaded) {
        const old = stale.get(target.project);
        loaded = loadProject(target.project, io.cwd, old?.ok ? old.value.program : undefined);
        programs.set(target.project, loaded);
        // The tsconfig values gen mapped for its compiler: said on the first round only.
        if (first && loaded.ok && loaded.value.note) io.err(loaded.value.note);
      }
      const result: GenerateSpecsResult = loaded.ok
        ? generateSpecsFromProgram(loaded.value.program, { root: target.root, outFile: target.out, cwd: io.cwd, files: loaded.value.rootFiles })
        : { specs: { version: 1, methods: {}, functions: {} }, errors: loaded.errors, typeErrors: [] };
      const before = previous.get(target);
      if (!first && before) for (const line of specChanges(before, result.specs)) io.out(line);
      previous.set(target, result.specs);
      genTarget(target, result, { check: false, quiet: quiet || !first }, io);
    }
  };
  regenerate(true);

  let timer: NodeJS.Timeout | undefined;
  const onChange = (dir: string) => (_event: string, name: string | Buffer | null): void => {
    const file = name === null ? undefined : path.resolve(dir, String(name));
    if (file !== undefined && (!SOURCE_FILE.test(file) || outputs.has(file))) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      regenerate(false);
    }, WATCH_DEBOUNCE_MS);
  };
  const folders = [...new Set(targets.map((t) => t.root ?? path.dirname(t.project)))];
  const watchers: FSWatcher[] = folders.map((dir) => watch(dir, { recursive: true }, onChange(dir)));
  io.out(`agentic gen: watching ${folders.map((f) => path.relative(io.cwd, f) || ".").join(", ")} (Ctrl+C to stop).`);
  try {
    await (io.interrupted ? io.interrupted() : untilSignal());
  } finally {
    if (timer) clearTimeout(timer);
    for (const w of watchers) w.close();
  }
  return ExitCode.Ok;
}

function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
