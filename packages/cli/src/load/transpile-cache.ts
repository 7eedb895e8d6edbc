import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { agenticCacheDir } from "../agentic-cache-dir";

/**
 * Where `agentic run` / `agentic explain` keep the JavaScript they compiled from TypeScript, so the next
 * run compiles only what changed: `AGENTIC_TS_CACHE` when set (`0` or `false` turns the cache off), else
 * `node_modules/.cache/agentic-ts/transpiled` of the nearest `node_modules` at or above `cwd` (where build
 * tools keep their caches; delete it at any time), else a folder in the OS temp dir.
 */
export function transpileCacheDir(cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string | undefined {
  const setting = env.AGENTIC_TS_CACHE;
  if (setting !== undefined && setting !== "") return /^(0|false|off)$/i.test(setting) ? undefined : path.resolve(cwd, setting);
  return agenticCacheDir("transpiled", cwd);
}

/**
 * Compiled modules on disk, one file per compiled text, named by a hash of what the output depends on: the
 * compiler and its settings (`salt`), the file's path (source maps name it) and its source. A changed
 * file, or another TypeScript version, gets a new entry; entries are written whole (a temporary file, then
 * a rename), so processes sharing the folder never read half a file. A cache that cannot be read or
 * written is passed by: the module is compiled as if there were none.
 */
export class TranspileCache {
  constructor(
    private readonly dir: string | undefined,
    private readonly salt: string,
  ) {}

  /** The compiled text of `source` (the file at `fileName`): from the cache, else from `compile`, then kept. */
  get(source: string, fileName: string, compile: () => string): string {
    if (this.dir === undefined) return compile();
    const key = createHash("sha256").update(this.salt).update("\0").update(fileName).update("\0").update(source).digest("hex");
    const file = path.join(this.dir, key.slice(0, 2), `${key.slice(2)}.js`);
    try {
      return readFileSync(file, "utf8");
    } catch {
      // Not compiled yet (or unreadable): compile below.
    }
    const output = compile();
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(temporary, output);
      renameSync(temporary, file);
    } catch {
      // A read-only or full disk only costs the next run the compile.
    }
    return output;
  }
}
