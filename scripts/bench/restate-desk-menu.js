"use strict";
// The restate-desk example's menu without its cluster: the Desk agent's triage turn, run once on a
// ScriptedRuntime that closes the ticket. Started by menu-tokens.bench.js under menu-capture.js, which
// records the menu the turn renders.
require("reflect-metadata");
const path = require("node:path");
const { Desk } = require(path.join(__dirname, "../../examples/restate-desk/dist/desk.js"));
const { ScriptedRuntime } = require(path.join(__dirname, "../../packages/testing/dist/index.js"));

const runtime = new ScriptedRuntime(['Nothing to do. {"call": "close"}']);
new Desk(runtime).triage("My order A-1 arrived fine, thanks.", "C-1").then(
  () => undefined,
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
