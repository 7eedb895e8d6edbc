// Runs the `agentic` command from its TypeScript sources in a plain node process (no build, no test
// runner), so tests can try it the way a shell does: `node cli-from-source.js run route-message`.
// `@agentic-ts/<pkg>` resolves to packages/<pkg>/src, as in the jest config.
"use strict";
const { readFileSync } = require("node:fs");
const Module = require("node:module");
const path = require("node:path");
const ts = require("typescript");

const PACKAGES = path.join(__dirname, "../..");
const COMPILER_OPTIONS = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const match = /^@agentic-ts\/([a-z-]+)$/.exec(request);
  return resolve.call(this, match ? path.join(PACKAGES, match[1], "src/index.ts") : request, ...rest);
};
Module._extensions[".ts"] = (module, filename) => {
  const source = readFileSync(filename, "utf8");
  module._compile(ts.transpileModule(source, { compilerOptions: COMPILER_OPTIONS, fileName: filename }).outputText, filename);
};

require("../src/bin.ts");
