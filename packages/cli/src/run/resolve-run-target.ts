import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { LOADABLE_EXTENSIONS, resolveUserFile } from "../load/load-user-module";
import { UsageError } from "../usage-error";

/** Where the entry point of an example lives inside its folder (what `npm run build` writes). */
export const EXAMPLE_ENTRY = "dist/main.js";

/** The source `npm run build` compiles to {@link EXAMPLE_ENTRY}; an example without either is not runnable. */
export const EXAMPLE_SOURCE = "src/main.ts";

// From packages/cli/{src,dist}/run up to the repository that holds this CLI.
const OWN_REPO = path.resolve(__dirname, "../../../..");

/**
 * Resolves the target of `agentic run`: a path (it has a folder or a `.ts`/`.js`/`.cjs` extension) is
 * a file to run as is; a bare name is an example, `examples/<name>/dist/main.js` of the nearest repository
 * above `cwd` that has it (else of the repository this CLI belongs to). Only runnable examples count: a
 * folder with a `src/main.ts` or a built `dist/main.js` (a library such as example-kit, or an example run
 * as several processes, has neither). Throws {@link UsageError} for a
 * missing file or an unknown example, and an Error saying to run `npm run build` when the example is
 * not built.
 */
export function resolveRunTarget(target: string, cwd: string): string {
  const isPath = target.includes("/") || target.includes(path.sep) || (LOADABLE_EXTENSIONS as readonly string[]).includes(path.extname(target));
  if (isPath) return resolveUserFile(target, cwd);
  const folder = findExample(target, cwd);
  if (!folder) {
    throw new UsageError(`no example named "${target}"${examplesNote(cwd)}, and no file by that name.`);
  }
  const entry = path.join(folder, EXAMPLE_ENTRY);
  if (!existsSync(entry)) {
    const shown = path.relative(cwd, entry) || entry;
    throw new Error(`${shown} not found: the example is not built. Run \`npm run build\` at the repository root first.`);
  }
  return entry;
}

function findExample(name: string, cwd: string): string | undefined {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) return undefined;
  for (const repo of [nearestRepo(cwd), OWN_REPO]) {
    const folder = repo && path.join(repo, "examples", name);
    if (folder && isRunnableExample(folder)) return folder;
  }
  return undefined;
}

/** The nearest folder at or above `from` that has an `examples/` folder. */
function nearestRepo(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "examples"))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The runnable examples `agentic run <name>` accepts from `cwd`, as a note for a message (` (examples: a, b)`),
 * empty when there are none.
 */
export function examplesNote(cwd: string): string {
  const known = listExamples(path.join(nearestRepo(cwd) ?? OWN_REPO, "examples"));
  return known.length > 0 ? ` (examples: ${known.join(", ")})` : "";
}

function listExamples(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => isRunnableExample(path.join(dir, name)))
    .sort();
}

// An unbuilt example still counts (running it says to build); a folder that will never have a main does not.
function isRunnableExample(folder: string): boolean {
  if (!existsSync(path.join(folder, "package.json"))) return false;
  return existsSync(path.join(folder, EXAMPLE_SOURCE)) || existsSync(path.join(folder, EXAMPLE_ENTRY));
}
