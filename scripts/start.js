// @ts-check
// npm start: build (with a line per phase), then run the ticket-desk demo with any arguments given.
const path = require("node:path");
const { build } = require("./build");
const { runCommand } = require("./lib/run-command");
const { ROOT } = require("./lib/node-bin");

async function start() {
  const built = await build();
  if (built !== 0) return built;
  console.log("running the ticket-desk demo…\n");
  return runCommand(process.execPath, [path.join(ROOT, "examples/ticket-desk/dist/main.js"), ...process.argv.slice(2)], {
    cwd: process.cwd(),
  });
}

start().then((code) => (process.exitCode = code));
