import { existsSync } from "node:fs";
import path from "node:path";
import { GEN_CONFIG_FILE, readGenConfig, type GenTarget } from "../gen-config";

/** The generated modules `agentic explain` loads before a file, and what it could not load. */
export interface GeneratedModules {
  /** The `agentic.config.json` they come from, when one was found. */
  readonly config?: string;
  /** The generated modules (absolute paths) of the targets that cover the file, in the config's order. */
  readonly modules: readonly string[];
  /** Modules a covering target names that do not exist yet (gen has not run). */
  readonly missing: readonly string[];
}

/**
 * Finds the generated modules that describe `file`: the nearest `agentic.config.json` in the file's
 * folder or above it (the layout "Use it in your project" shows: the config at the project root, the
 * generated module imported by the entry point, not by the file that defines the class), and of its
 * targets those whose `root` (or, without one, whose tsconfig's folder) contains the file. Loading them
 * first registers the specs that the class's decorators look up when it is defined.
 *
 * @throws Error when the config file exists but is malformed (its message names the problem).
 */
export function generatedModulesFor(file: string): GeneratedModules {
  const config = findConfig(path.dirname(file));
  if (config === undefined) return { modules: [], missing: [] };
  const covering = readGenConfig(config).filter((target) => isInside(scanned(target), file));
  const modules: string[] = [];
  const missing: string[] = [];
  for (const target of covering) (existsSync(target.out) ? modules : missing).push(target.out);
  return { config, modules, missing };
}

function findConfig(from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, GEN_CONFIG_FILE);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function scanned(target: GenTarget): string {
  return target.root ?? path.dirname(target.project);
}

function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
