import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { offlineLockfile, type PackedPackage } from "./offline-lockfile";
import { REPO_ROOT } from "./packed-packages";
import { scratchDir } from "./scratch-dir";

const run = promisify(execFile);

/** How the folders of these projects are named (`agentic-ts-project-<name>-<random>`), so leftovers can be told apart. */
export const PROJECT_PREFIX = "agentic-ts-project-";

/** What a fresh project outside the repo is made of. */
export interface TempProjectOptions {
  readonly name: string;
  readonly type: "commonjs" | "module";
  readonly packed: ReadonlyMap<string, PackedPackage>;
  /** The @agentic-ts packages to install from their tarballs. */
  readonly agentic: readonly string[];
  /** Registry packages (exact versions from the repo lockfile, seen from `perspective`). */
  readonly registry: readonly string[];
  readonly perspective?: string;
  readonly aliases?: Readonly<Record<string, string>>;
  /** Source files by path relative to the project. */
  readonly files: Readonly<Record<string, string>>;
}

/** The output of a command run in the project. */
export interface CommandOutput {
  readonly stdout: string;
  readonly stderr: string;
}

/** A project outside the repo (see {@link scratchDir}) with the packed packages installed offline, as a user's project would be. */
export class TempProject {
  private constructor(readonly dir: string) {}

  /**
   * Creates the project and installs it with `npm ci --offline` from a lockfile pinned to the repo's
   * versions (so only the npm cache is read, never the network). Install scripts are skipped: the one
   * that matters, better-sqlite3's native build, would need the network, and these projects never open
   * a SQLite database (better-sqlite3 loads its addon on first use, not on import).
   */
  static async create(options: TempProjectOptions): Promise<TempProject> {
    const dir = mkdtempSync(path.join(scratchDir(), `${PROJECT_PREFIX}${options.name}-`));
    const packed = new Map(options.agentic.map((name) => [name, options.packed.get(name)!]));
    const { manifest, lockfile } = offlineLockfile(REPO_ROOT, {
      dir,
      name: options.name,
      registry: options.registry,
      packed,
      perspective: options.perspective ?? "",
      aliases: options.aliases,
    });
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ ...manifest, type: options.type }, null, 2));
    writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify(lockfile, null, 2));
    const project = new TempProject(dir);
    for (const [file, text] of Object.entries(options.files)) project.write(file, text);
    await run("npm", ["ci", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: dir, env: installEnv() });
    return project;
  }

  /** Writes a file of the project. */
  write(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
    writeFileSync(path.join(this.dir, file), text);
  }

  /** Reads a file of the project. */
  read(file: string): string {
    return readFileSync(path.join(this.dir, file), "utf8");
  }

  /** Runs the installed `agentic` bin, as `npx agentic` would, in the project or a folder of it (rejects on a non-zero exit). */
  agentic(command: string | readonly string[], options: { cwd?: string } = {}): Promise<CommandOutput> {
    const args = typeof command === "string" ? [command] : [...command];
    return run(path.join(this.dir, "node_modules/.bin/agentic"), args, { cwd: path.join(this.dir, options.cwd ?? "") });
  }

  /**
   * Compiles the project (or a folder of it with a tsconfig.json of its own) with an installed TypeScript, as
   * `npx tsc -p <folder>` would: that tsconfig.json, every diagnostic reported. `compiler` is the folder of
   * node_modules the compiler is installed in (`typescript`, or an alias such as `typescript-6`), `outDir`
   * overrides the tsconfig's. Returns tsc's output (empty when it compiled). tsc runs in a process of its own,
   * as in a user's build, not inside the test's sandbox, where the compiler loaded and ran at about half the
   * speed. TypeScript 7's `bin/tsc` is an ES module that starts the native compiler of its platform package.
   */
  async compile(folder = "", options: { compiler?: string; outDir?: string } = {}): Promise<string> {
    const tsc = path.join(this.dir, "node_modules", options.compiler ?? "typescript", "bin/tsc");
    const outDir = options.outDir ? ["--outDir", path.join(this.dir, folder, options.outDir)] : [];
    try {
      const { stdout, stderr } = await run(process.execPath, [tsc, "-p", path.join(this.dir, folder), "--pretty", "false", ...outDir], { cwd: this.dir });
      return `${stdout}${stderr}`;
    } catch (error) {
      const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
      return `${stdout ?? ""}${stderr ?? ""}` || message;
    }
  }

  /** Runs a compiled file with node. */
  node(file: string, env: Readonly<Record<string, string>> = {}): Promise<CommandOutput> {
    return run(process.execPath, [file], { cwd: this.dir, env: { ...process.env, ...env }, timeout: 60_000 });
  }

  /** Deletes the project. */
  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

// npm inside a Jest worker inherits npm_* variables of the npm that started Jest (npm test); they would
// point the install at the repo's workspace settings, so they are dropped. The cache location is kept.
function installEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) || /^npm_config_cache$/i.test(key)) env[key] = value;
  return env;
}
