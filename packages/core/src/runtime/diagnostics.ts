import * as diagnosticsChannel from "node:diagnostics_channel";
import type { OptionSet } from "../options/option-spec";
import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import type { Runtime } from "./runtime";
import type { TraceNode } from "../trace/trace-node";
import { DIAGNOSTICS_CHANNELS } from "../contracts/diagnostics-channels";

/** Published on {@link DIAGNOSTICS_CHANNELS.modelCallStart}. */
export interface ModelCallStartMessage {
  readonly runtime: Runtime;
  readonly request: ModelRequest;
  /** The call's `model_call` trace node, so a listener can tie the request to the node it heard start. */
  readonly node?: TraceNode;
}

/** Published on {@link DIAGNOSTICS_CHANNELS.modelCallEnd}. */
export interface ModelCallEndMessage extends ModelCallStartMessage {
  readonly response?: ModelResponse;
  readonly error?: unknown;
}

/** Published on {@link DIAGNOSTICS_CHANNELS.decisionStart}. */
export interface DecisionStartMessage {
  readonly runtime: Runtime;
  /** The normalized options, each with the JSON Schema of its args. */
  readonly options: OptionSet;
  /** The rendered menu the model is shown. */
  readonly menu: string;
}

const modelCallStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.modelCallStart);
const modelCallEnd = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.modelCallEnd);
const decisionStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.decisionStart);

// Publishing costs nothing measurable without subscribers: each helper checks first.

/** Publishes a model call's start. */
export function publishModelCallStart(message: ModelCallStartMessage): void {
  if (modelCallStart.hasSubscribers) modelCallStart.publish(message);
}

/** Publishes a model call's end. */
export function publishModelCallEnd(message: ModelCallEndMessage): void {
  if (modelCallEnd.hasSubscribers) modelCallEnd.publish(message);
}

/** Publishes a decision's start; its message is built only when someone listens (decisions are hot). */
export function publishDecisionStart(runtime: Runtime, options: OptionSet, menu: string): void {
  if (decisionStart.hasSubscribers) decisionStart.publish({ runtime, options, menu } satisfies DecisionStartMessage);
}
