// Runs the `agentic` command from its TypeScript sources in a plain node process (no build, no test
// runner), so tests can try it the way a shell does: `node cli-from-source.js run route-message`.
// `@agentic-ts/<pkg>` resolves to packages/<pkg>/src (examples/example-kit/src for the kit), as in the jest config.
"use strict";
const { readFileSync } = require("node:fs");
const Module = require("node:module");
const path = require("node:path");
const ts = require("typescript");

const PACKAGES = path.join(__dirname, "../..");
// Workspace packages that live outside packages/ (the examples' shared kit).
const ELSEWHERE = { "example-kit": path.join(__dirname, "../../../examples/example-kit") };
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
  const root = match ? (ELSEWHERE[match[1]] ?? path.join(PACKAGES, match[1])) : undefined;
  return resolve.call(this, root ? path.join(root, "src/index.ts") : request, ...rest);
};
Module._extensions[".ts"] = (module, filename) => {
  const source = readFileSync(filename, "utf8");
  module._compile(ts.transpileModule(source, { compilerOptions: COMPILER_OPTIONS, fileName: filename }).outputText, filename);
};
// Only long enough to load the CLI's own TypeScript hook, which then compiles everything (the CLI's sources
// and the user's files alike), so tests exercise the loader `agentic explain` and `agentic run` really use.
const { registerTsHook } = require("../src/load/ts-require-hook.ts");
delete Module._extensions[".ts"];
registerTsHook();

require("../src/bin.ts");
