import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One generation target: a tsconfig project, the part of it to scan, and the module to write. */
export interface GenTarget {
  /** The tsconfig.json of the project (relative to the config file). */
  readonly project: string;
  /** Only files under this folder are scanned (default: every file of the project). */
  readonly root?: string;
  /** The generated module to write, e.g. `src/agentic.generated.ts`. */
  readonly out: string;
  /** Where the generated module imports `registerGeneratedSpecs` from (default `@agentic-ts/core`). */
  readonly importFrom?: string;
}

/** The name of the file `agentic gen` reads its targets from when no `--project` is given. */
export const GEN_CONFIG_FILE = "agentic.config.json";

/**
 * Reads the targets of `agentic gen` from `agentic.config.json` (`{ "targets": [{ project, root?, out,
 * importFrom? }] }`), resolving paths against the file's folder; throws an Error with a readable
 * message when the file is missing or malformed.
 */
export function readGenConfig(file: string): GenTarget[] {
  if (!existsSync(file)) {
    throw new Error(`${file} not found: create it with { "targets": [{ "project": "tsconfig.json", "out": "src/agentic.generated.ts" }] } or pass --project and --out.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const targets = (parsed as { targets?: unknown })?.targets;
  if (!Array.isArray(targets) || targets.length === 0) throw new Error(`${file} needs a non-empty "targets" array.`);
  const dir = path.dirname(file);
  return targets.map((t: unknown, i) => {
    const target = t as Partial<Record<keyof GenTarget, unknown>>;
    for (const key of ["project", "out"] as const) {
      if (typeof target?.[key] !== "string") throw new Error(`${file}: targets[${i}].${key} must be a string.`);
    }
    return {
      project: path.resolve(dir, target.project as string),
      root: typeof target.root === "string" ? path.resolve(dir, target.root) : undefined,
      out: path.resolve(dir, target.out as string),
      importFrom: typeof target.importFrom === "string" ? target.importFrom : undefined,
    };
  });
}
