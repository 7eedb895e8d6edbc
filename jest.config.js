// One Jest run, one project per workspace package. Tests import sibling packages from their sources
// (not dist/) so a test run never depends on a stale build.
const { existsSync, readdirSync } = require("node:fs");
const path = require("node:path");

// NestJS 12 publishes pure ES modules. Node 20 loads them from CommonJS (require(esm)), Jest on Node 20
// does not, so tests see them rewritten as CommonJS by the transform @agentic-ts/nestjs ships to its users.
const nestjsEsm = require("./packages/nestjs/jest/esm-transform.js");

// The Vercel AI SDK's provider packages (what @agentic-ts/ai-sdk's tests drive) are pure ES modules as well,
// with two of their imports (@workflow/serde, and the zod locale they load by its .js path, with what it imports): they go through the
// same ESM-to-CommonJS rewrite.
const AI_SDK_ESM = ["@ai-sdk", "ai-sdk-openai-compatible-v2", "@workflow", "zod/v4"];
// @nestjs/platform-fastify (@agentic-ts/nestjs's MCP tests on Fastify) loads @fastify/middie, whose own copy of
// path-to-regexp (9) is a pure ES module too: that copy is rewritten. The other files on its path (middie's own,
// and the top-level path-to-regexp 8, CommonJS) are not ignored either, but no transform matches them.
const FASTIFY_ESM = "@fastify/middie/node_modules/path-to-regexp";
const aiSdkEsm = {
  transform: { [`/node_modules/(${[...AI_SDK_ESM, FASTIFY_ESM].join("|")})/.+\\.js$`]: require.resolve("./packages/nestjs/jest/esm-to-cjs.js") },
  transformIgnorePatterns: nestjsEsm.transformIgnorePatterns.map((pattern) => pattern.replace("(?!(", `(?!(${[...AI_SDK_ESM, "@fastify/middie", "path-to-regexp"].join("|")}|`)),
};

/** A transform entry for `transformer` (a package or a path) whose output all projects share. */
const shared = (transformer, options = {}) => [path.join(__dirname, "scripts/jest/shared-transform.js"), { transformer, ...options }];

/** Builds the Jest project for one workspace folder. */
function project(dir) {
  const pkg = require(path.join(__dirname, dir, "package.json"));
  return {
    displayName: pkg.name,
    rootDir: path.join(__dirname, dir),
    // Jest's node environment, plus what a worker shares between its test files (compiled modules, one TypeScript).
    testEnvironment: path.join(__dirname, "scripts/jest/worker-environment.js"),
    testMatch: ["<rootDir>/src/**/*.spec.ts"],
    moduleNameMapper: {
      "^@agentic-ts/example-kit$": path.join(__dirname, "examples/example-kit/src"),
      "^@agentic-ts/([a-z-]+)$": path.join(__dirname, "packages/$1/src"),
      "^typescript$": path.join(__dirname, "scripts/jest/shared-typescript.js"),
    },
    // Each file is transpiled on its own (isolatedModules): type-checking every suite's import graph made
    // each suite cost 5-7 s of CPU before its first test. Types are checked once per `npm test` by
    // `tsc -b` of tsconfig.spec.json (scripts/test.js), the same program, the same errors. ts-jest, and
    // NestJS's ESM rewrite, with their output shared by all projects (shared-transform.js): Jest's own
    // cache is kept per project.
    transform: {
      "^.+\\.ts$": shared("ts-jest", { tsconfig: path.join(__dirname, "scripts/jest/tsconfig.transpile.json") }),
      ...Object.fromEntries(
        Object.entries({ ...nestjsEsm.transform, ...aiSdkEsm.transform }).map(([pattern, transformer]) => [pattern, shared(transformer)]),
      ),
    },
    // node_modules stay untransformed except NestJS's and the AI SDK's ES modules.
    transformIgnorePatterns: aiSdkEsm.transformIgnorePatterns,
    // e2e packs every public package once per run, before its test files (which share the tarballs).
    ...(dir === "e2e" ? { globalSetup: path.join(__dirname, "e2e/src/support/global-setup.ts") } : {}),
  };
}

// Every workspace folder (packages/*, examples/*) is a project, and so is e2e/ (the packed packages
// installed into fresh projects outside the repo).
const workspaces = [
  ...["packages", "examples"].flatMap((top) =>
    readdirSync(path.join(__dirname, top))
      .map((name) => `${top}/${name}`)
      .filter((dir) => existsSync(path.join(__dirname, dir, "package.json"))),
  ),
  "e2e",
];

module.exports = {
  projects: workspaces.map(project),
  // Two worker processes even on 2 cores: on such a machine Jest would otherwise run every suite inside its
  // own process, whose module registries and compiled sources then grow with each suite (past 4 GB with
  // the whole repo). Workers are replaced once they hold more than the limit, so memory stays bounded.
  // A new worker compiles and parses again what the one it replaces had cached (TypeScript, the libs'
  // typings, the compiled modules), so the limit trades memory for time. Full runs, alternated: 768MB replaced
  // 3-4 workers and took 168 and 174 s; 512MB replaced 6 and took 187 and 190 s. Peak memory (node,
  // Chromium and Restate processes, summed) was 1.9-2.6 GB over six runs at 768MB, 1.6-2.3 GB at 512MB;
  // 1GB reached 2.5 GB at once, too near the 3 GB budget.
  // jest-worker also replaces a worker over the limit after its last file, so at the end of a run the new
  // process may still be starting when Jest ends it; Jest then kills it after 500 ms and prints "A worker
  // process has failed to exit gracefully" (in 8 of 17 full runs one day, 1 of 6 another). The process it
  // kills is that new one, not one a test left running: a hook that reports a worker still alive 400 ms
  // after it took Jest's end message never fired in such a run.
  maxWorkers: 2,
  // The longest files first, with estimates for files not timed yet (a fresh clone), so no worker is left
  // running a long end-to-end file alone at the end.
  testSequencer: path.join(__dirname, "scripts/jest/test-sequencer.js"),
  workerIdleMemoryLimit: "768MB",
};
