import { existsSync } from "node:fs";
import Module from "node:module";
import path from "node:path";
import { UsageError } from "../usage-error";

/** The file extensions `agentic explain` and `agentic run` load: TypeScript through the hook, JavaScript as is. */
export const LOADABLE_EXTENSIONS = [".ts", ".mts", ".cts", ".js", ".cjs"] as const;

/**
 * Resolves a file named on the command line against `cwd` and checks that it can be loaded; throws
 * {@link UsageError} when it does not exist or is not a `.ts`, `.mts`, `.cts`, `.js` or `.cjs` file.
 */
export function resolveUserFile(file: string, cwd: string): string {
  const absolute = path.resolve(cwd, file);
  if (!(LOADABLE_EXTENSIONS as readonly string[]).includes(path.extname(absolute))) {
    throw new UsageError(`${file}: expected a ${LOADABLE_EXTENSIONS.join(", ")} file.`);
  }
  if (!existsSync(absolute)) throw new UsageError(`${file}: no such file.`);
  return absolute;
}

/** Loads a user's module with `require` (a `.ts` file needs the hook of `registerTsHook` in place). */
export function requireUserModule(file: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as Record<string, unknown>;
}

/**
 * Runs a script as node runs its entry point: loaded as the main module, so `require.main === module`
 * holds in it and its "run when executed directly" block runs.
 */
export function runAsMain(file: string): void {
  (Module as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load(file, null, true);
}
