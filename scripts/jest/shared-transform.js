"use strict";
// A Jest transformer that wraps another (ts-jest, NestJS's ESM rewrite) with one cache of its output that
// all projects share.
//
// Jest keeps its transform cache per project (a folder per project config), and so does ts-jest's key (it
// hashes the project's rootDir). But what these transformers write for a file depends only on the file,
// its text and their own options, never on the project that asked: ts-jest transpiles each file on its
// own (isolatedModules, scripts/jest/tsconfig.transpile.json), and the ESM rewrite takes nothing else. The
// same core source transpiled for each of the 17 projects came out byte for byte the same, and so did
// NestJS 12's files rewritten for each of the three projects that load them. On a fresh clone every
// project transformed them again (the NestJS files alone, about 14 s of CPU). Here the output is also kept
// under a key of what it does depend on, so the second project that needs a file reads it (Jest still
// keeps its own per-project copy, as before).
//
// Options: `transformer`, the wrapped transformer's module (a package name or a path); the rest is that
// transformer's own options.
const { createHash } = require("node:crypto");
const { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } = require("node:fs");
const path = require("node:path");

const { ROOT } = require("../lib/node-bin");
const CACHE = path.join(ROOT, "node_modules/.cache/agentic-ts/transformed");
/** Entries not used for this long are deleted (looked at once a day). */
const MAX_IDLE_MS = 7 * 24 * 3600_000;

/** The wrapped transformer's module: its resolved file, and its version (a package's) or its text (a file's). */
function innerModule(transformer) {
  const file = require.resolve(transformer, { paths: [ROOT] });
  const manifest = path.isAbsolute(transformer) ? undefined : require.resolve(`${transformer}/package.json`, { paths: [ROOT] });
  return { file, identity: manifest === undefined ? readFileSync(file, "utf8") : require(manifest).version };
}

/** Its transformer object: made by createTransformer(options) when the module has one, else the module itself. */
function innerTransformer(file, options) {
  const exported = require(file);
  const holder = typeof exported.createTransformer === "function" ? exported : exported.default;
  if (typeof holder?.createTransformer === "function") return holder.createTransformer(options);
  if (typeof exported.process === "function") return exported;
  throw new Error(`shared-transform.js: ${file} is not a Jest transformer (no createTransformer or process)`);
}

/** What every output depends on besides the file: the transformer, TypeScript's version, its options and their tsconfig chain. */
function salt(transformer, identity, options) {
  const hash = createHash("sha256");
  hash.update(transformer).update("\0").update(identity).update("\0").update(require("typescript").version).update("\0");
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

/** The transformer `options.transformer` names, reading and filling the shared cache around its `process`. */
function createTransformer({ transformer, ...options } = {}) {
  if (typeof transformer !== "string") throw new Error("shared-transform.js needs the `transformer` option: the module of the transformer it wraps");
  const { file: innerFile, identity } = innerModule(transformer);
  const inner = innerTransformer(innerFile, options);
  const base = salt(transformer, identity, options);
  prune();
  const keyOf = (source, file, { instrument = false, supportsStaticESM = false }) =>
    createHash("sha256").update(base).update(`\0${file}\0${instrument}\0${supportsStaticESM}\0`).update(source).digest("hex");
  /** Where the entry of `key` is kept: in a folder named after the key's first two characters. */
  const entryFile = (key) => path.join(CACHE, key.slice(0, 2), key);
  const read = (key) => {
    const file = entryFile(key);
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
  /** The cache's sub-folders this process has made (or found). */
  const folders = new Set();
  const write = (key, code) => {
    const file = entryFile(key);
    const folder = path.dirname(file);
    try {
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, code);
      renameSync(temporary, file);
    } catch {
      // Without the entry the next project transpiles the file again: slower, never wrong.
    }
  };
  /** The cache key of a file's output, and the output when the cache has it. */
  const lookup = (source, file, transformOptions) => {
    const key = keyOf(source, file, transformOptions);
    return { key, code: read(key) };
  };
  /** Keeps what the wrapped transformer wrote (when it is code alone, without a separate source map). */
  const keep = (key, result) => {
    if (typeof result.code === "string" && result.map == null) write(key, result.code);
    return result;
  };
  // What the wrapped transformer has (Jest looks at which methods exist), and `warm`.
  const shared = {
    canInstrument: inner.canInstrument,
    process(source, file, transformOptions) {
      const { key, code } = lookup(source, file, transformOptions);
      return code !== undefined ? { code } : keep(key, inner.process(source, file, transformOptions));
    },
    /**
     * Fills the cache for one file without returning its output (warm-transform-cache.js, before Jest
     * starts): whether it was there already. Throws what the wrapped transformer throws.
     */
    warm(source, file, transformOptions) {
      const key = keyOf(source, file, transformOptions);
      if (existsSync(entryFile(key))) return { cached: true };
      keep(key, inner.process(source, file, transformOptions));
      return { cached: false };
    },
  };
  if (inner.getCacheKey) shared.getCacheKey = (...args) => inner.getCacheKey(...args);
  if (inner.getCacheKeyAsync) shared.getCacheKeyAsync = (...args) => inner.getCacheKeyAsync(...args);
  if (inner.processAsync) {
    shared.processAsync = async (source, file, transformOptions) => {
      const { key, code } = lookup(source, file, transformOptions);
      return code !== undefined ? { code } : keep(key, await inner.processAsync(source, file, transformOptions));
    };
  }
  return shared;
}

module.exports = { createTransformer };
