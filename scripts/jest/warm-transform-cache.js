// @ts-check
"use strict";
// npm test: fills the shared transform cache (shared-transform.js) with the repo's TypeScript files while
// the build runs, on CPU the build leaves idle, so that on a fresh clone Jest's workers find the files they
// load transpiled already.
//
// The build's first phase is one tsc process, which leaves part of the second core idle. This process runs
// at the lowest priority (nice 19) beside the build, so it yields to it, and it is stopped when the build
// ends, whether done or not: what it did not reach, the workers transpile as before. (Left running beside
// Jest it finished, but the workers saved less than it spent: fresh runs 212 s against 202 s.) Each file goes
// through the transformer its Jest project names, with that project's config, so what is kept is what a
// worker would have written; a file whose source is unchanged is only looked up. A file that does not
// transpile is left to Jest, which reports it where a test needs it.
const { spawn } = require("node:child_process");
const { readFileSync, readdirSync } = require("node:fs");
const path = require("node:path");

const SHARED_TRANSFORM = path.join(__dirname, "shared-transform.js");
const { ROOT } = require("../lib/node-bin");

/** Folders no test loads a TypeScript source from (a project's sources are under its rootDir). */
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "coverage"]);

/** The `.ts` files under `dir` (declaration files excluded: Jest never loads them). */
function typescriptFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...typescriptFiles(file));
    } else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) {
      files.push(file);
    }
  }
  return files;
}

/**
 * Transforms every TypeScript file of every Jest project whose transform is shared-transform.js, filling
 * its cache, and resolves to how many files were transformed, found already there, or left to Jest.
 * `stopped` is asked between files (which are transformed one event-loop turn each).
 *
 * @param {{ stopped?: () => boolean }} [options]
 * @returns {Promise<{ transformed: number, cached: number, failed: number }>}
 */
async function warmTransformCache({ stopped = () => false } = {}) {
  const { readConfigs } = require("jest-config");
  const { configs } = await readConfigs(/** @type {any} */ ({ $0: "jest", _: [] }), [ROOT]);
  /** @type {Map<string, any>} one shared transformer per distinct options, as Jest makes one per project entry */
  const transformers = new Map();
  const counts = { transformed: 0, cached: 0, failed: 0 };
  const done = new Set();
  // The deepest rootDir first, so a file is transformed with the config of the project it belongs to.
  const projects = [...configs].sort((a, b) => b.rootDir.length - a.rootDir.length);
  for (const config of projects) {
    const configString = JSON.stringify(config);
    /** @type {Array<[RegExp, string, any]>} the project's transform entries, patterns compiled once */
    const transforms = config.transform.map(([pattern, transformer, options]) => [new RegExp(pattern), transformer, options]);
    for (const file of typescriptFiles(config.rootDir)) {
      // One file per turn, so a stop request (SIGTERM) is seen between files.
      await new Promise((resolve) => setImmediate(resolve));
      if (stopped()) return counts;
      if (done.has(file)) continue;
      done.add(file);
      const entry = transforms.find(([pattern]) => pattern.test(file));
      if (!entry || entry[1] !== SHARED_TRANSFORM) continue;
      const options = entry[2] ?? {};
      const key = JSON.stringify(options);
      if (!transformers.has(key)) transformers.set(key, require(SHARED_TRANSFORM).createTransformer(options));
      const transformer = transformers.get(key);
      // What Jest's ScriptTransformer hands a transformer for a CommonJS test run without coverage.
      const transformOptions = {
        config,
        configString,
        cacheFS: new Map(),
        transformerConfig: options,
        instrument: false,
        supportsDynamicImport: true,
        supportsExportNamespaceFrom: true,
        supportsStaticESM: false,
        supportsTopLevelAwait: true,
      };
      try {
        const { cached } = transformer.warm(readFileSync(file, "utf8"), file, transformOptions);
        counts[cached ? "cached" : "transformed"]++;
      } catch {
        counts.failed++;
      }
    }
  }
  return counts;
}

/**
 * Starts {@link warmTransformCache} in a child process at the lowest priority (`nice -n 19` where there is
 * such a command) and returns the function that stops it: it lets the child finish the file it is on, and
 * resolves once the child has exited.
 *
 * @param {string} cwd
 * @returns {() => Promise<void>}
 */
function startWarmingTransformCache(cwd) {
  const command = [process.execPath, __filename];
  const child = spawn(process.platform === "win32" ? command[0] : "nice", process.platform === "win32" ? command.slice(1) : ["-n", "19", ...command], {
    cwd,
    stdio: "inherit",
  });
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => {
    child.on("exit", () => resolve());
    child.on("error", () => resolve()); // no `nice`: the workers transpile as before
  });
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
}

module.exports = { warmTransformCache, startWarmingTransformCache };

if (require.main === module) {
  let stop = false;
  process.on("SIGTERM", () => (stop = true));
  warmTransformCache({ stopped: () => stop }).then(
    (counts) => process.env.AGENTIC_TS_WARM_VERBOSE && console.log("transform cache:", counts, stop ? "(stopped)" : ""),
    (error) => {
      console.error("warming Jest's transform cache failed (Jest transpiles instead):", error);
      process.exitCode = 1;
    },
  );
}
