"use strict";
// Compiled modules shared by the test files a Jest worker runs.
//
// Jest evaluates every module afresh for each test file (a new registry in a new context) and compiles it
// with vm.compileFunction, which V8 never caches (nodejs/node#35375): each test file parsed again every
// module it loaded, and compiled again every function it called. Here a module's source is compiled once
// per worker, into a vm.Script of the function expression Jest asked compileFunction for, and each test
// file runs that script in its own context. Only compiled code is shared: running the script creates a new
// function, bound to the test file's context, and the module body then runs in it as before. A script is
// reused for identical source text only; a changed transform output is compiled anew. Positions in stack
// traces are those of the module's own source (the wrapper's head is taken off line 1's columns), and a
// source that does not compile throws compileFunction's own error.
//
// Unlike V8's code cache, which this replaces, the script also keeps the functions compiled lazily while
// earlier files ran. Core's tests in band, alternated: 36-40 s of CPU against 46.5 s with the code cache.
//
// A script keeps the import() callback it was compiled with, which is the test file's own: a source that
// may call import() is compiled for each file, as Jest does (V8's compilation cache spares most of that).
const path = require("node:path");
const vm = require("node:vm");

const INSTALLED = Symbol.for("agentic-ts.jest.compiled-modules");
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/** The scripts compiled so far, by file: the source and parameters each was compiled for. */
const scripts = new Map();

/** Patches vm.compileFunction in this worker process (once) to reuse the scripts of earlier test files. */
function installCompiledModules() {
  if (vm[INSTALLED]) return;
  const compileFunction = vm.compileFunction;

  /** compileFunction(code, params, options) as a script; a syntax error is compileFunction's own. */
  function compileScript(code, params, options, importModuleDynamically) {
    const head = `(function (${params.join(", ")}) {`;
    try {
      return new vm.Script(`${head}${code}\n})`, { filename: options.filename, columnOffset: -head.length, importModuleDynamically });
    } catch (error) {
      // compileFunction's message (ours could point at the wrapper's closing brace).
      compileFunction(code, params, options);
      throw error;
    }
  }

  vm.compileFunction = function compileSharedModule(code, params = [], options = {}) {
    const { filename, parsingContext, importModuleDynamically, ...rest } = options;
    // Only what Jest compiles from files (a path, its transformed source, for a test file's context).
    const fromFile = typeof filename === "string" && path.isAbsolute(filename) && parsingContext !== undefined;
    if (!fromFile || Object.keys(rest).length > 0 || code.startsWith("#!")) return compileFunction.call(this, code, params, options);
    const key = params.join(",");
    const entry = scripts.get(filename);
    // Only sources without import() are kept, so a kept one needs no second look for it.
    if (entry !== undefined && entry.code === code && entry.key === key) return entry.script.runInContext(parsingContext);
    if (DYNAMIC_IMPORT.test(code)) return compileScript(code, params, options, importModuleDynamically).runInContext(parsingContext);
    const script = compileScript(code, params, options, undefined);
    scripts.set(filename, { code, key, script });
    return script.runInContext(parsingContext);
  };
  Object.defineProperty(vm, INSTALLED, { value: true });
}

module.exports = { installCompiledModules };
