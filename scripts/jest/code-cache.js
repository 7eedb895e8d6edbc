"use strict";
// V8 code cache for the modules a Jest worker compiles, shared by the test files it runs.
//
// Jest evaluates every module afresh for each test file (a new registry in a new context) and compiles it
// with vm.compileFunction, which, unlike vm.Script, gets no help from V8's in-memory compilation cache
// (nodejs/node#35375). Compiling the same sources again and again was about a fifth of a worker's CPU.
// Here the first compile of a module in a worker keeps V8's code cache for it, and later compiles of the
// same source hand it back: V8 then deserializes instead of parsing. The function each compile returns is
// still new, bound to its own context; only the bytecode is reused, and only for identical source text,
// compared here (V8's own check of cache data against a source looks at little more than its length).
// Data V8 rejects all the same is dropped, and that compile proceeds normally.
const path = require("node:path");
const vm = require("node:vm");

const INSTALLED = Symbol.for("agentic-ts.jest.code-cache");

/** Cache data per file: the source it was made for, and V8's data. */
const cache = new Map();

/** Patches vm.compileFunction in this worker process (once) to use and fill the code cache. */
function installCodeCache() {
  if (vm[INSTALLED]) return;
  const compileFunction = vm.compileFunction;
  vm.compileFunction = function compileWithCodeCache(code, params, options) {
    const filename = options?.filename;
    // Only what Jest compiles from files (a path, its transformed source), never a call that brings its own cache.
    if (typeof filename !== "string" || !path.isAbsolute(filename) || options.cachedData || options.produceCachedData) {
      return compileFunction.call(this, code, params, options);
    }
    const entry = cache.get(filename);
    if (entry !== undefined && entry.code === code) {
      const fn = compileFunction.call(this, code, params, { ...options, cachedData: entry.data });
      if (!fn.cachedDataRejected) return fn;
      cache.delete(filename);
      return fn;
    }
    const fn = compileFunction.call(this, code, params, { ...options, produceCachedData: true });
    // A copy made here: the Buffer V8 hands back belongs to the test file's context, and keeping it would
    // keep that context, with the file's whole module registry, alive for the rest of the worker.
    if (fn.cachedDataProduced && fn.cachedData) cache.set(filename, { code, data: Buffer.from(fn.cachedData) });
    return fn;
  };
  Object.defineProperty(vm, INSTALLED, { value: true });
}

module.exports = { installCodeCache };
