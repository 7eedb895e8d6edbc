"use strict";
// Preloaded (`node -r`) by child processes that the tests start: loads this repo's TypeScript sources the
// way Jest does, so a child never runs a stale build. `.ts` files are transpiled on load (no type check)
// and `@agentic-ts/<pkg>` resolves to packages/<pkg>/src.
const fs = require("node:fs");
const Module = require("node:module");
const path = require("node:path");
const ts = require("typescript");

const PACKAGES = path.resolve(__dirname, "../../..");
const COMPILER_OPTIONS = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSources(request, ...rest) {
  const own = /^@agentic-ts\/([a-z-]+)$/.exec(request);
  return resolveFilename.call(this, own ? path.join(PACKAGES, own[1], "src") : request, ...rest);
};

// What it compiles is kept on disk by the CLI's TranspileCache when the CLI is built (npm test builds first),
// so a child compiles only the sources changed since the last one instead of all of them (seconds each).
let cache;
try {
  const { TranspileCache, transpileCacheDir } = require(path.join(PACKAGES, "cli/dist/load/transpile-cache.js"));
  cache = new TranspileCache(transpileCacheDir(PACKAGES), `require-sources ${ts.version} ${JSON.stringify(COMPILER_OPTIONS)}`);
} catch {
  cache = undefined;
}

require.extensions[".ts"] = (module, filename) => {
  const source = fs.readFileSync(filename, "utf8");
  const compile = () => ts.transpileModule(source, { compilerOptions: COMPILER_OPTIONS, fileName: filename }).outputText;
  module._compile(cache ? cache.get(source, filename, compile) : compile(), filename);
};
