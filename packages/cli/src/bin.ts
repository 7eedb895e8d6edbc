#!/usr/bin/env node
import { processIo } from "./cli-io";
import { main } from "./cli";

process.exitCode = main(process.argv.slice(2), processIo());
