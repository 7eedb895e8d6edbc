"use strict";
// Build-time generation and start-up cost for a project with 100 agentic methods
// (packages/schema-gen/__fixtures__/hundred), each against a baseline measured in the same run:
// - generation: `agentic gen`'s generateSpecs vs. what `tsc --noEmit` does on the same project
//   (create the program and collect its diagnostics), then rendering the module, which precompiles one
//   Ajv standalone validator per distinct arguments schema;
// - start-up, in a fresh process: load the generated specs, define the 100 methods and obtain their
//   validators (precompiled: nothing is compiled), vs. loading @agentic-ts/core alone in a fresh process,
//   and vs. the same start-up from a module rendered without validators (every schema compiled by Ajv).

require("reflect-metadata");
const { execFileSync } = require("node:child_process");
const { mkdirSync, rmSync, writeFileSync, readFileSync } = require("node:fs");
const path = require("node:path");
const { performance } = require("node:perf_hooks");
const ts = require("typescript");
const { generateSpecs, renderGeneratedModule } = require("../../packages/schema-gen/dist/index.js");
const { printTable } = require("./harness");

const FIXTURE = path.join(__dirname, "../../packages/schema-gen/__fixtures__/hundred");
const TSCONFIG = path.join(FIXTURE, "tsconfig.json");
const STARTUP_TARGET_MS = 100;
const RUNS = 5;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timeOnce(fn) {
  const t0 = performance.now();
  const out = fn();
  return { ms: performance.now() - t0, out };
}

function tscNoEmit() {
  const parsed = ts.getParsedCommandLineOfConfigFile(TSCONFIG, undefined, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  return ts.getPreEmitDiagnostics(program).length;
}

// The child process measured for start-up; prints its figures as JSON.
const CHILD = `
const { performance } = require("node:perf_hooks");
const t0 = performance.now();
require("reflect-metadata");
const core = require("@agentic-ts/core");
const { compileValidator, validatorCacheStats } = require("@agentic-ts/core/dist/validation/validator-cache.js");
const tCore = performance.now();
if (process.argv[2] === "core-only") { console.log(JSON.stringify({ core: tCore - t0 })); process.exit(0); }
require(process.argv[2] === "compile" ? "./agentic.plain.js" : "./agentic.generated.js");
const agents = require("./agents.js");
let methods = 0;
for (const Ctor of Object.values(agents)) {
  if (typeof Ctor !== "function") continue;
  const instance = new Ctor();
  for (const name of core.listAgenticMethods(Ctor)) {
    const set = core.normalizeOptions({ [name]: instance[name] });
    compileValidator(set.options[0].argsSchema);
    methods++;
  }
}
const tDone = performance.now();
const { compiles, precompiled } = validatorCacheStats();
console.log(JSON.stringify({ core: tCore - t0, startup: tDone - tCore, methods, compiles, precompiled }));
`;

function prepareStartupDir() {
  const dir = path.join(__dirname, ".tmp", "hundred");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { specs, errors } = generateSpecs({ project: TSCONFIG, outFile: path.join(dir, "agentic.generated.ts"), cwd: FIXTURE });
  if (errors.length > 0) throw new Error(`generation failed: ${errors.map((e) => e.message).join("; ")}`);
  const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, experimentalDecorators: true, emitDecoratorMetadata: true };
  const emit = (source, file) => writeFileSync(path.join(dir, file), ts.transpileModule(source, { compilerOptions: options }).outputText);
  emit(renderGeneratedModule(specs, {}), "agentic.generated.js");
  emit(renderGeneratedModule(specs, { precompile: false }), "agentic.plain.js");
  emit(readFileSync(path.join(FIXTURE, "src/agents.ts"), "utf8"), "agents.js");
  writeFileSync(path.join(dir, "child.js"), CHILD);
  return dir;
}

function runChild(dir, mode) {
  return JSON.parse(execFileSync(process.execPath, [path.join(dir, "child.js"), mode ?? ""], { cwd: dir, encoding: "utf8" }));
}

async function run() {
  // Warm the TypeScript compiler once so both rows measure steady-state work.
  tscNoEmit();
  const gen = [];
  const base = [];
  const render = [];
  let validators = 0;
  for (let i = 0; i < RUNS; i++) {
    base.push(timeOnce(tscNoEmit).ms);
    const generated = timeOnce(() => generateSpecs({ project: TSCONFIG, outFile: path.join(FIXTURE, "agentic.generated.ts"), cwd: FIXTURE }));
    gen.push(generated.ms);
    const rendered = timeOnce(() => renderGeneratedModule(generated.out.specs));
    render.push(rendered.ms);
    validators = (rendered.out.match(/^ {4}"[0-9a-f]{64}": function \(ajvRuntime\) \{$/gm) ?? []).length;
  }
  const dir = prepareStartupDir();
  const coreOnly = [];
  const startup = [];
  const compiled = [];
  let last;
  let lastCompiled;
  for (let i = 0; i < RUNS; i++) {
    coreOnly.push(runChild(dir, "core-only").core);
    last = runChild(dir);
    startup.push(last.startup);
    lastCompiled = runChild(dir, "compile");
    compiled.push(lastCompiled.startup);
  }
  rmSync(path.join(__dirname, ".tmp"), { recursive: true, force: true });
  const genMs = median(gen);
  const baseMs = median(base);
  const renderMs = median(render);
  const startupMs = median(startup);
  const compiledMs = median(compiled);
  const coreMs = median(coreOnly);
  // The precompiled path counts only if it really took every validator precompiled.
  const exercised = last.compiles === 0 && last.precompiled > 0;
  const rows = [
    { case: "baseline: tsc --noEmit work on the project", ms: baseMs.toFixed(0), ratio: "-", target: "-", result: "-" },
    { case: "agentic gen (generateSpecs), 100 methods", ms: genMs.toFixed(0), ratio: `${(genMs / baseMs).toFixed(2)}× baseline`, target: "-", result: "-" },
    { case: `render module incl. ${validators} precompiled validators`, ms: renderMs.toFixed(0), ratio: `${(renderMs / baseMs).toFixed(2)}× baseline`, target: "-", result: "-" },
    { case: "baseline: load @agentic-ts/core in a fresh process", ms: coreMs.toFixed(1), ratio: "-", target: "-", result: "-" },
    {
      case: `start-up without validators in the module (${lastCompiled.compiles} compiled, ${lastCompiled.precompiled} precompiled)`,
      ms: compiledMs.toFixed(1),
      ratio: `${(compiledMs / coreMs).toFixed(2)}× core load`,
      target: "-",
      result: "-",
    },
    {
      case: `start-up: load specs + define + obtain validators (${last.methods} methods: ${last.compiles} compiled, ${last.precompiled} precompiled)`,
      ms: startupMs.toFixed(1),
      ratio: `${(startupMs / coreMs).toFixed(2)}× core load`,
      target: `≤ ${STARTUP_TARGET_MS} ms, 0 compiled`,
      result: startupMs <= STARTUP_TARGET_MS && exercised ? "PASS" : "FAIL",
    },
  ];
  printTable(`Schema generation and start-up, 100 agentic methods (median of ${RUNS})`, rows);
  return rows;
}

module.exports = { run };
if (require.main === module) run().catch((e) => { console.error(e); process.exitCode = 1; });
