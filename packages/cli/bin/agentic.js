#!/usr/bin/env node
// The `agentic` executable npm links at install time. It exists before the package is built, so the link
// is made even on a fresh clone; the command itself lives in dist/.
"use strict";
const path = require("node:path");
const { existsSync } = require("node:fs");

const built = path.join(__dirname, "..", "dist", "bin.js");
if (!existsSync(built)) {
  process.stderr.write("agentic: @agentic-ts/cli is not built yet. Run `npm run build` at the repository root first.\n");
  process.exit(2);
}
require(built);
