import { readFileSync } from "node:fs";
import * as path from "node:path";
import type { ts } from "./compiler-api";

/**
 * Applies the defaults the project's own TypeScript would use where they differ from those of gen's
 * compiler (5.9) and change what gen generates: TypeScript 6 and later turn `strict` on when a tsconfig
 * leaves it out, and `strictNullChecks` decides whether `string | null` keeps its `null` in a schema.
 * The project's TypeScript is the `typescript` package resolved from the tsconfig's folder; without one,
 * nothing changes. Returns what it set, as notes for gen's one line (`strict → true (…)`), and changes
 * `options` in place.
 */
export function applyProjectCompilerDefaults(options: ts.CompilerOptions, configPath: string): string[] {
  const version = projectTypeScriptVersion(path.dirname(configPath));
  if (version === undefined || Number(version.split(".")[0]) < 6) return [];
  if (options.strict !== undefined) return [];
  options.strict = true;
  return [`strict → true (the default of the project's TypeScript ${version}; 5.9's is false)`];
}

function projectTypeScriptVersion(dir: string): string | undefined {
  try {
    const manifest = require.resolve("typescript/package.json", { paths: [dir] });
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version?: unknown };
    return typeof version === "string" ? version : undefined;
  } catch {
    return undefined;
  }
}
