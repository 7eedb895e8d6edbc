import "reflect-metadata";
import * as diagnosticsChannel from "node:diagnostics_channel";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { decision } from "../decision/decision";
import { DIAGNOSTICS_CHANNELS, type DecisionStartMessage, type ModelCallEndMessage, type ModelCallStartMessage, type TraceNodeMessage } from "./diagnostics";

describe("diagnostics channels", () => {
  it("publish every model call's start and end and every decision's options", async () => {
    const seen: string[] = [];
    const onStart = (m: unknown): void => void seen.push(`start:${(m as ModelCallStartMessage).request.messages.length}`);
    const onEnd = (m: unknown): void => void seen.push(`end:${(m as ModelCallEndMessage).response?.text ?? "error"}`);
    const onDecision = (m: unknown): void => {
      const { options, menu } = m as DecisionStartMessage;
      seen.push(`decision:${options.options.map((o) => o.name).join(",")}:${menu.startsWith("Options:")}`);
    };
    diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.modelCallStart, onStart);
    diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.modelCallEnd, onEnd);
    diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.decisionStart, onDecision);
    try {
      const runtime = new ScriptedRuntime(["nope", '{"call": "a"}']);
      await decision.make("Pick.", { a: 1, b: 2 }, { runtime });
      await runtime.exec("x", { choices: { c: 3 } }).catch(() => undefined);
    } finally {
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.modelCallStart, onStart);
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.modelCallEnd, onEnd);
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.decisionStart, onDecision);
    }
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
    diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.traceNodeStart, onStart);
    diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.traceNodeEnd, onEnd);
    try {
      const runtime = new ScriptedRuntime(["nope", '{"call": "a"}']);
      await decision.make("Pick.", { a: 1, b: 2 }, { runtime });
    } finally {
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.traceNodeStart, onStart);
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.traceNodeEnd, onEnd);
    }
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
