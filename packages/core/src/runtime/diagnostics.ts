import * as diagnosticsChannel from "node:diagnostics_channel";
import type { OptionSet } from "../options/option-spec";
import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import type { TraceNode } from "../trace/trace-node";
import { DIAGNOSTICS_CHANNELS } from "../contracts/diagnostics-channels";

// What is published on each channel is typed for subscribers in runtime-messages.ts (its types name the
// Runtime, which imports this file); the publishers take the same shapes with the runtime as an object.
interface ModelCallEvent {
  readonly runtime: object;
  readonly request: ModelRequest;
  readonly node?: TraceNode;
  readonly response?: ModelResponse;
  readonly error?: unknown;
}

const modelCallStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.modelCallStart);
const modelCallEnd = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.modelCallEnd);
const decisionStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.decisionStart);

// Publishing costs nothing measurable without subscribers: each helper checks first.

/** Publishes a model call's start. */
export function publishModelCallStart(message: ModelCallEvent): void {
  if (modelCallStart.hasSubscribers) modelCallStart.publish(message);
}

/** Publishes a model call's end. */
export function publishModelCallEnd(message: ModelCallEvent): void {
  if (modelCallEnd.hasSubscribers) modelCallEnd.publish(message);
}

/** Publishes a decision's start; its message is built only when someone listens (decisions are hot). */
export function publishDecisionStart(runtime: object, options: OptionSet, menu: string): void {
  if (decisionStart.hasSubscribers) decisionStart.publish({ runtime, options, menu });
}
