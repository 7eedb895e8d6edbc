// Test support: writes a user's project (a tsconfig and its sources) under the system temp folder, the way
// `tsc --init` would lay it out, with @agentic-ts/core mapped to this repository's sources.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

const CORE = path.join(__dirname, "../../core/src");

/** The compiler options of a decorated agentic-ts project, before a test's overrides. */
export const DECORATED_OPTIONS = {
  target: "ES2022",
  module: "commonjs",
  strict: true,
  skipLibCheck: true,
  types: [],
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
};

/**
 * Writes `files` (paths relative to the project) and a tsconfig.json with `compilerOptions` (merged over
 * {@link DECORATED_OPTIONS}; a `null` value removes an option) into a fresh temp folder; returns its path.
 */
export function writeTempProject(files: Record<string, string>, compilerOptions: Record<string, unknown> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agentic-gen-"));
  const options: Record<string, unknown> = { ...DECORATED_OPTIONS, ...compilerOptions, paths: { "@agentic-ts/core": [CORE] } };
  for (const [key, value] of Object.entries(options)) if (value === null) delete options[key];
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: options, include: ["src"] }, null, 2));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Removes a folder {@link writeTempProject} made. */
export function removeTempProject(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
