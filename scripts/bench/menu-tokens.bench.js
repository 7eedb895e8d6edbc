"use strict";
// Tokens of the decision menu against the equivalent OpenAI tools JSON, counted with o200k_base (the
// GPT-4o tokenizer), on three kinds of menu: a 5-option menu, the menu of every example (captured from
// its offline run), and a 30-function API menu with nested objects, arrays, enums, optional fields,
// defaults and constraints. The tools JSON is what the same options cost as native tools:
// `[{type:"function",function:{name,description,parameters}}]`, compact, with the same model-visible
// parameters. Target: every menu at most 0.6x its tools JSON.

require("reflect-metadata");
const { spawnSync } = require("node:child_process");
const { existsSync, mkdtempSync, readFileSync, rmSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { Tiktoken } = require("js-tiktoken/lite");
const o200k = require("js-tiktoken/ranks/o200k_base");
const core = require("../../packages/core/dist/index.js");
const { normalizeOptions } = require("../../packages/core/dist/options/normalize-options.js");
const { buildMenus } = require("./menu-fixtures");
const { printTable } = require("./harness");

const TARGET = 0.6;
const { ROOT } = require("../lib/node-bin");
// The examples with an offline sample that runs and exits, and its arguments; restate-desk's sample needs
// a cluster of processes, so its Desk agent's turn runs alone (restate-desk-menu.js). example-kit is a
// library.
const EXAMPLES = [
  ["nestjs-support", "dist/main.js", "--demo"],
  ["plan-emitter", "dist/main.js"],
  ["restate-desk", path.join(__dirname, "restate-desk-menu.js")],
  ["route-message", "dist/main.js"],
  ["ticket-desk", "dist/main.js"],
];
const PROVIDER_VARIABLES = /^(AGENTIC_|OPENAI_|ANTHROPIC_|OLLAMA_)/;
const encoder = new Tiktoken(o200k.default ?? o200k);
const tokens = (text) => encoder.encode(text).length;

/** The OpenAI tools array of a menu's options, as compact JSON. */
function toolsJson(tools) {
  return JSON.stringify(
    tools.map(({ name, description, parameters }) => ({ type: "function", function: { name, ...(description ? { description } : {}), parameters } })),
  );
}

function optionsMenu(label, options) {
  const set = normalizeOptions(options);
  const tools = set.options.map((o) => ({ name: o.name, description: o.description, parameters: o.argsSchema }));
  return { label, text: core.renderOptions(set), tools };
}

// Runs an example's built offline sample with no provider configured (so on its transcript) and
// returns the menus it rendered.
function exampleMenus(dir, script, args) {
  const main = path.resolve(dir, script);
  // Every example's menu is measured: a missing build is an error, not a skipped row.
  for (const needed of [main, path.join(dir, "dist")]) {
    if (!existsSync(needed)) throw new Error(`${path.basename(dir)}: ${needed} is missing; run \`npm run build\` first`);
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), "menu-tokens-"));
  const file = path.join(tmp, "menus.json");
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !PROVIDER_VARIABLES.test(k)));
  try {
    const run = spawnSync(process.execPath, ["-r", path.join(__dirname, "menu-capture.js"), main, ...args], {
      // In a scratch folder: a sample writes its trace database (./agentic.db) where it runs.
      cwd: tmp,
      env: { ...env, MENU_CAPTURE_FILE: file },
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 120_000,
      killSignal: "SIGKILL",
    });
    const menus = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
    // A sample that fails after its model calls still showed its menus; one that showed none is an error.
    if (run.status !== 0) console.error(`${path.basename(dir)}: the sample exited with ${run.status}: ${String(run.stderr).trim().split("\n")[0]}`);
    if (menus.length === 0) throw new Error(`${path.basename(dir)} rendered no menu (exit ${run.status}): ${String(run.stderr).slice(0, 500)}`);
    return menus.map((m, i) => ({ label: `${path.basename(dir)}${menus.length > 1 ? ` #${i + 1}` : ""}`, ...m }));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function run() {
  const { five, thirty } = buildMenus(core);
  const menus = [optionsMenu("5-option menu", five)];
  for (const [name, script, ...args] of EXAMPLES) menus.push(...exampleMenus(path.join(ROOT, "examples", name), script, args));
  menus.push(optionsMenu("30-function nested menu", thirty));
  let failed = false;
  const rows = menus.map(({ label, text, tools }) => {
    const menu = tokens(text);
    const json = tokens(toolsJson(tools));
    const ratio = menu / json;
    if (ratio > TARGET) failed = true;
    return { menu: label, options: tools.length, "tools JSON": json, "menu tokens": menu, ratio: `${ratio.toFixed(3)}x`, [`<= ${TARGET}x`]: ratio <= TARGET ? "PASS" : "FAIL" };
  });
  printTable("Menu tokens (o200k_base) against the equivalent OpenAI tools JSON", rows);
  if (failed) process.exitCode = 1;
}

run();
