"use strict";
// The test environment of every project: Jest's node environment, with what a worker process can share
// between the test files it runs without any test seeing it: the compiled code of the modules it loaded
// (compiled-modules.js), and one TypeScript compiler.
//
// Jest gives each test file a fresh module registry, so each file that generated specs loaded the 9 MB
// compiler again and parsed the libs, core's sources and the dependencies' typings again (the schema-gen
// suites, run in band, took 37 s that way and 19.5 s with one compiler and its cache). The compiler keeps no state a test could observe between files
// except the cache of parsed files that @agentic-ts/schema-gen hangs on the compiler instance (a parsed
// file is only valid for the instance that made it, see packages/schema-gen/src/source-file-cache.ts), so
// sharing it changes no outcome. `typescript` is mapped to shared-typescript.js in jest.config.js, which
// hands the test file this environment's instance. A project's own TypeScript (the e2e tests run a temp
// project's own tsc) is not affected.
const path = require("node:path");

// jest-environment-node is installed with jest-config (which names it as its default environment);
// resolved from there so that no second copy is needed.
const { TestEnvironment } = require(require.resolve("jest-environment-node", { paths: [path.dirname(require.resolve("jest-config"))] }));
const { installCompiledModules } = require("./compiled-modules");
const { installStorageTracking, beginFile, endFile } = require("./async-storages");

// Modules compiled for earlier test files of this worker are not compiled again (see compiled-modules.js).
installCompiledModules();
// The AsyncLocalStorage instances a test file enables are disabled after it (see async-storages.js).
installStorageTracking();

// Loaded once per worker, on the first test file that asks for it.
let typescript;

/** Jest's node environment with the worker's shared TypeScript compiler on `globalThis` (and compiled modules shared). */
class WorkerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    beginFile();
    Object.defineProperty(this.global, "__agenticTsSharedTypescript", {
      get: () => (typescript ??= require("typescript")),
      configurable: false,
      enumerable: false,
    });
  }

  async teardown() {
    try {
      await super.teardown();
    } finally {
      endFile();
    }
  }
}

module.exports = WorkerEnvironment;
