#!/usr/bin/env node
import { processIo } from "./cli-io";
import { main } from "./cli";

// A reader that stops early (`agentic gen | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

process.exitCode = main(process.argv.slice(2), processIo());
