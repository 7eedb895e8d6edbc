"use strict";
// The TypeScript transform of every project: ts-jest, with one cache of its output that all projects share.
//
// Jest keeps its transform cache per project (a folder per project config), and so does ts-jest's key (it
// hashes the project's rootDir). But what ts-jest writes for a file, transpiling it on its own
// (isolatedModules, scripts/jest/tsconfig.transpile.json), depends only on the file, its text and the
// compiler options, never on the project that asked: the same core source transpiled for each of the 17
// projects came out byte for byte the same. On a fresh clone every project transpiled core's 200-odd
// sources again. Here ts-jest's output is also kept under a key of what it does depend on, so the second
// project that needs a file reads it (Jest still keeps its own per-project copy, as before).
const { createHash } = require("node:crypto");
const { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } = require("node:fs");
const path = require("node:path");

const tsJest = require("ts-jest").default;

const ROOT = path.join(__dirname, "../..");
const CACHE = path.join(ROOT, "node_modules/.cache/agentic-ts/ts-jest");
/** Entries not used for this long are deleted (looked at once a day). */
const MAX_IDLE_MS = 7 * 24 * 3600_000;

/** What every output depends on besides the file: the versions of ts-jest and TypeScript, and the tsconfig chain. */
function salt(options) {
  const hash = createHash("sha256");
  hash.update(require("ts-jest/package.json").version).update("\0").update(require("typescript").version).update("\0");
  hash.update(JSON.stringify(options ?? null));
  for (let file = options?.tsconfig; typeof file === "string"; ) {
    const text = readFileSync(file, "utf8");
    hash.update("\0").update(text);
    const extended = /"extends"\s*:\s*"([^"]+)"/.exec(text)?.[1];
    file = extended === undefined ? undefined : path.resolve(path.dirname(file), extended);
  }
  return hash.digest("hex");
}

/** Deletes entries unused for {@link MAX_IDLE_MS}, at most once a day (whichever worker gets there first). */
function prune() {
  const stamp = path.join(CACHE, "pruned");
  try {
    if (Date.now() - statSync(stamp).mtimeMs < 24 * 3600_000) return;
  } catch {
    // never pruned
  }
  try {
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(stamp, "");
    for (const dir of readdirSync(CACHE)) {
      if (dir.length !== 2) continue;
      for (const name of readdirSync(path.join(CACHE, dir))) {
        const file = path.join(CACHE, dir, name);
        if (Date.now() - statSync(file).mtimeMs > MAX_IDLE_MS) rmSync(file, { force: true });
      }
    }
  } catch {
    // another worker is pruning too, or the folder went away: the next day's run tries again
  }
}

/** ts-jest's transformer, reading and filling the shared cache around its `process`. */
function createTransformer(options) {
  const inner = tsJest.createTransformer(options);
  const base = salt(options);
  prune();
  const keyOf = (source, file, { instrument = false, supportsStaticESM = false }) =>
    createHash("sha256").update(base).update(`\0${file}\0${instrument}\0${supportsStaticESM}\0`).update(source).digest("hex");
  const read = (key) => {
    const file = path.join(CACHE, key.slice(0, 2), key);
    try {
      const code = readFileSync(file, "utf8");
      // Marks the entry as used, so pruning keeps it.
      const now = new Date();
      utimesSync(file, now, now);
      return code;
    } catch {
      return undefined;
    }
  };
  const write = (key, code) => {
    const file = path.join(CACHE, key.slice(0, 2), key);
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, code);
      renameSync(temporary, file);
    } catch {
      // Without the entry the next project transpiles the file again: slower, never wrong.
    }
  };
  return {
    canInstrument: inner.canInstrument,
    getCacheKey: (...args) => inner.getCacheKey(...args),
    getCacheKeyAsync: (...args) => inner.getCacheKeyAsync(...args),
    process(source, file, transformOptions) {
      const key = keyOf(source, file, transformOptions);
      const cached = read(key);
      if (cached !== undefined) return { code: cached };
      const result = inner.process(source, file, transformOptions);
      if (typeof result.code === "string" && result.map == null) write(key, result.code);
      return result;
    },
    async processAsync(source, file, transformOptions) {
      const key = keyOf(source, file, transformOptions);
      const cached = read(key);
      if (cached !== undefined) return { code: cached };
      const result = await inner.processAsync(source, file, transformOptions);
      if (typeof result.code === "string" && result.map == null) write(key, result.code);
      return result;
    },
  };
}

module.exports = { createTransformer };
