#!/usr/bin/env node
import { processIo } from "./cli-io";
import { main } from "./cli";
import { terminalBlock } from "./terminal-text";

// A reader that stops early (`agentic gen | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // An unexpected error's message may quote what a store or a model wrote.
    process.stderr.write(`agentic: ${terminalBlock(error instanceof Error && error.stack ? error.stack : String(error))}\n`);
    process.exitCode = 1;
  },
);
