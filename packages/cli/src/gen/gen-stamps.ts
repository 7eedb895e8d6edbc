import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ts } from "@agentic-ts/schema-gen";
import type { GenTarget } from "../gen-config";
import { generatedTypesPath } from "./generated-types-path";

/** How many stamps a cache folder keeps (the oldest go first): each names one target. */
const MAX_STAMPS = 200;

/** What a stamp records of a clean generation. */
interface Stamp {
  readonly tool: string;
  /** The tsconfig's settings and files, and the target's own settings. */
  readonly config: string;
  /** The files the tsconfig lists, sorted. */
  readonly roots: readonly string[];
  /** Every file the program read (sources, their imports, typings, the compiler's libs) and its hash. */
  readonly files: ReadonlyArray<readonly [file: string, hash: string]>;
  /** The hash of the module as written, and of the types module beside it. */
  readonly out: string;
  readonly count: number;
}

/**
 * Lets `agentic gen` skip a target when nothing it was generated from has changed since its last clean
 * run: a stamp per target (in `dir`) holds a hash of every file the program read, of the tsconfig and its
 * settings, of the generator itself (`tool`) and of the module as written. Checking one costs reading
 * those files (milliseconds); building the program costs seconds. A run with type errors or generation
 * errors is never stamped, so they are reported every time; without `dir` nothing is skipped.
 */
export class GenStamps {
  private readonly hashes = new Map<string, string | undefined>();

  constructor(
    private readonly dir: string | undefined,
    private readonly tool: string,
  ) {}

  /** The spec count of `target` when its stamp still holds (nothing changed, the module is as written); else undefined. */
  upToDate(target: GenTarget, cwd: string): number | undefined {
    const stamp = this.read(target);
    if (!stamp || stamp.tool !== this.tool) return undefined;
    const config = configOf(target, cwd);
    if (!config || config.hash !== stamp.config || config.roots.join("\n") !== stamp.roots.join("\n")) return undefined;
    if (outputsHash(target) !== stamp.out) return undefined;
    for (const [file, hash] of stamp.files) if (this.hashOf(file) !== hash) return undefined;
    return stamp.count;
  }

  /** Stamps `target` after a clean generation from `program` that wrote (or confirmed) its module with `count` specs. */
  record(target: GenTarget, cwd: string, program: ts.Program, count: number): void {
    const file = this.fileOf(target);
    const config = configOf(target, cwd);
    const out = outputsHash(target);
    // The modules were just written, and a project usually reads its own modules: forget their old hashes.
    this.hashes.delete(path.resolve(cwd, target.out));
    this.hashes.delete(path.resolve(cwd, generatedTypesPath(target.out)));
    if (!file || !config || out === undefined) return;
    const files: Array<readonly [string, string]> = [];
    for (const source of program.getSourceFiles()) {
      const hash = this.hashOf(source.fileName);
      if (hash === undefined) return;
      files.push([source.fileName, hash]);
    }
    const stamp: Stamp = { tool: this.tool, config: config.hash, roots: config.roots, files, out, count };
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(stamp));
      renameSync(temporary, file);
      prune(path.dirname(file));
    } catch {
      // Without a stamp the next run generates again: slower, never wrong.
    }
  }

  private read(target: GenTarget): Stamp | undefined {
    const file = this.fileOf(target);
    if (!file) return undefined;
    try {
      return JSON.parse(readFileSync(file, "utf8")) as Stamp;
    } catch {
      return undefined;
    }
  }

  private fileOf(target: GenTarget): string | undefined {
    if (this.dir === undefined) return undefined;
    const key = createHash("sha256").update(JSON.stringify([target.project, target.out, target.root ?? null, target.importFrom ?? null])).digest("hex");
    return path.join(this.dir, `${key.slice(0, 32)}.json`);
  }

  // Files read once per run: targets share most of them (libs, typings, core).
  private hashOf(file: string): string | undefined {
    if (!this.hashes.has(file)) this.hashes.set(file, hashFile(file));
    return this.hashes.get(file);
  }
}

/**
 * What the generated modules depend on besides the project: the compiler and the generator's code (every
 * module file of the packages in `dirs`), so a new version of either generates again.
 */
export function generatorFingerprint(dirs: readonly string[]): string {
  const hash = createHash("sha256").update(ts.version);
  for (const dir of dirs) {
    for (const file of listFiles(dir).filter((f) => /\.(c?js|ts)$/.test(f) && !f.endsWith(".d.ts")).sort()) {
      hash.update(file).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex");
}

function configOf(target: GenTarget, cwd: string): { hash: string; roots: string[] } | undefined {
  const configPath = path.resolve(cwd, target.project);
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed || parsed.errors.length > 0) return undefined;
  const { configFile, ...options } = parsed.options;
  const hash = createHash("sha256").update(JSON.stringify([options, parsed.projectReferences ?? null, target.root ?? null, target.importFrom ?? null]));
  for (const file of [configPath, ...((configFile as ts.TsConfigSourceFile | undefined)?.extendedSourceFiles ?? [])]) {
    const text = hashFile(file);
    if (text === undefined) return undefined;
    hash.update(file).update(text);
  }
  return { hash: hash.digest("hex"), roots: [...parsed.fileNames].sort() };
}

function hashFile(file: string): string | undefined {
  try {
    return createHash("sha256").update(readFileSync(file)).digest("base64url");
  } catch {
    return undefined;
  }
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath ?? (entry as { path?: string }).path ?? dir, entry.name));
  } catch {
    return [];
  }
}

// Stamps of targets that no longer run (temporary projects, renamed outputs) are dropped, oldest first.
function prune(dir: string): void {
  const stamps = readdirSync(dir).filter((f) => f.endsWith(".json"));
  if (stamps.length <= MAX_STAMPS) return;
  const aged = stamps.map((f) => ({ file: path.join(dir, f), at: statSync(path.join(dir, f)).mtimeMs })).sort((a, b) => a.at - b.at);
  for (const { file } of aged.slice(0, aged.length - MAX_STAMPS)) {
    try {
      unlinkSync(file);
    } catch {
      // Another process pruned it first.
    }
  }
}

// The module and the types module beside it (absent when there are no methods): both must be as written.
function outputsHash(target: GenTarget): string | undefined {
  const module = hashFile(target.out);
  return module === undefined ? undefined : `${module}+${hashFile(generatedTypesPath(target.out)) ?? "none"}`;
}
