import "reflect-metadata";
import * as diagnosticsChannel from "node:diagnostics_channel";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { decision } from "../decision/decision";
import { DIAGNOSTICS_CHANNELS } from "../contracts/diagnostics-channels";
import type { TraceNodeMessage } from "../trace/trace-node-message";
import type { DecisionStartMessage, ModelCallEndMessage, ModelCallStartMessage } from "./runtime-messages";

/** Runs `work` with `handlers` subscribed to their channels, and unsubscribes them whatever happens. */
async function whileSubscribed(handlers: Record<string, (message: unknown) => void>, work: () => Promise<void>): Promise<void> {
  for (const [name, handler] of Object.entries(handlers)) diagnosticsChannel.subscribe(name, handler);
  try {
    await work();
  } finally {
    for (const [name, handler] of Object.entries(handlers)) diagnosticsChannel.unsubscribe(name, handler);
  }
}

describe("diagnostics channels", () => {
  it("publish every model call's start and end and every decision's options", async () => {
    const seen: string[] = [];
    const onStart = (m: unknown): void => void seen.push(`start:${(m as ModelCallStartMessage).request.messages.length}`);
    const onEnd = (m: unknown): void => void seen.push(`end:${(m as ModelCallEndMessage).response?.text ?? "error"}`);
    const onDecision = (m: unknown): void => {
      const { options, menu } = m as DecisionStartMessage;
      seen.push(`decision:${options.options.map((o) => o.name).join(",")}:${menu.startsWith("Options:")}`);
    };
    const handlers = {
      [DIAGNOSTICS_CHANNELS.modelCallStart]: onStart,
      [DIAGNOSTICS_CHANNELS.modelCallEnd]: onEnd,
      [DIAGNOSTICS_CHANNELS.decisionStart]: onDecision,
    };
    await whileSubscribed(handlers, async () => {
      const runtime = new ScriptedRuntime(["nope", '{"call": "a"}']);
      await decision.make("Pick.", { a: 1, b: 2 }, { runtime });
      await runtime.exec("x", { choices: { c: 3 } }).catch(() => undefined);
    });
    expect(seen).toEqual([
      "decision:a,b:true",
      "start:1",
      "end:nope",
      "start:3",
      'end:{"call": "a"}',
      "decision:c:true",
      "start:1",
      "end:error",
    ]);
  });

  it("publish every trace node's start and end, in the node's own async context, with its parent", async () => {
    const seen: string[] = [];
    const onStart = (m: unknown): void => {
      const { node } = m as TraceNodeMessage;
      seen.push(`start:${node.kind}:${node.parentId === undefined ? "root" : "child"}:${node.status}`);
    };
    const onEnd = (m: unknown): void => {
      const { node, trace } = m as TraceNodeMessage;
      seen.push(`end:${node.kind}:${node.status}:${trace.get(node.id) === node}`);
    };
    await whileSubscribed({ [DIAGNOSTICS_CHANNELS.traceNodeStart]: onStart, [DIAGNOSTICS_CHANNELS.traceNodeEnd]: onEnd }, async () => {
      const runtime = new ScriptedRuntime(["nope", '{"call": "a"}']);
      await decision.make("Pick.", { a: 1, b: 2 }, { runtime });
    });
    expect(seen).toEqual([
      "start:decision:root:running",
      "start:model_call:child:running",
      "end:model_call:ok:true",
      "start:repick:child:running",
      "start:model_call:child:running",
      "end:model_call:ok:true",
      "end:repick:ok:true",
      "end:decision:ok:true",
    ]);
  });
});
