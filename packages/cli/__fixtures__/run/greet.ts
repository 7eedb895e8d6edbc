// A script for the `agentic run` tests: one decision on a scripted runtime, named by its first argument.
import "reflect-metadata";
import { decision } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";

async function main(): Promise<void> {
  const runtime = new ScriptedRuntime(['{"call": "wave"}']);
  const who: string = process.argv[2] ?? "nobody";
  const picked = await decision.make(`Greet ${who}.`, ["wave", "bow"], { runtime });
  if (picked !== "wave") process.exitCode = 1;
}

void main();
