import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The folder where the `agentic` command keeps what it can compute again (compiled modules, generation
 * stamps), under `name`: `node_modules/.cache/agentic-ts/<name>` of the nearest `node_modules` at or above
 * `cwd` (where build tools keep their caches; it can be deleted at any time), else a folder in the OS
 * temp dir.
 */
export function agenticCacheDir(name: string, cwd: string = process.cwd()): string {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules"))) return path.join(dir, "node_modules", ".cache", "agentic-ts", name);
    if (path.dirname(dir) === dir) break;
  }
  return path.join(os.tmpdir(), `agentic-ts-${os.userInfo().uid}`, name);
}
