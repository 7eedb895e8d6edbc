"use strict";
// What `import * as ts from "typescript"` resolves to in the tests: the worker's one compiler, kept by
// worker-environment.js (see there why).
module.exports = globalThis.__agenticTsSharedTypescript;
