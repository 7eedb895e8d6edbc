import "reflect-metadata";
import type { Trace, TraceNode } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { MessageRouter } from "./message-router";
import { RECORDED_REPLIES } from "./transcript";

function printTree(trace: Trace, node: TraceNode, depth = 0): void {
  const pad = "  ".repeat(depth);
  const detail =
    node.kind === "decision" ? ` → picked ${String(node.data.chosen)} ${JSON.stringify(node.data.args)}` :
    node.kind === "function" ? ` → ${JSON.stringify(node.data.result)}` : "";
  console.log(`${pad}- ${node.kind} ${node.name}${detail} (${(node.durationMs ?? 0).toFixed(1)} ms)`);
  for (const child of trace.children(node.id)) printTree(trace, child, depth + 1);
}

async function main(): Promise<void> {
  // Offline by default: a ScriptedRuntime answers with the recorded reply instead of a model.
  const runtime = new ScriptedRuntime(RECORDED_REPLIES);
  const router = new MessageRouter(runtime);
  const message = "I love the new dashboard, thanks!";

  const result = await router.routeMessage(message);

  console.log("=== What the model saw ===\n");
  console.log(runtime.requests[0].text);
  console.log("\n=== What the model replied ===\n");
  console.log(RECORDED_REPLIES[0]);
  console.log("\n=== Result of the next step ===\n");
  console.log(JSON.stringify(result));
  console.log("\n=== Trace ===\n");
  for (const root of runtime.trace.roots()) printTree(runtime.trace, root);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
