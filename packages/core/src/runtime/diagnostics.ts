import * as diagnosticsChannel from "node:diagnostics_channel";
import type { OptionSet } from "../options/option-spec";
import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import type { Runtime } from "./runtime";
import type { Trace } from "../trace/trace";
import type { TraceNode } from "../trace/trace-node";

/** The `node:diagnostics_channel` names agentic-ts publishes on. Subscribe to watch any runtime in the process. */
export const DIAGNOSTICS_CHANNELS = {
  /** A model call starts: {@link ModelCallStartMessage}. */
  modelCallStart: "agentic-ts:model-call:start",
  /** A model call ends, with its response or error: {@link ModelCallEndMessage}. */
  modelCallEnd: "agentic-ts:model-call:end",
  /** A decision starts, with its normalized options: {@link DecisionStartMessage}. */
  decisionStart: "agentic-ts:decision:start",
  /** A trace node starts (any kind), in the async context of the work it records: {@link TraceNodeMessage}. */
  traceNodeStart: "agentic-ts:trace:node-start",
  /** A trace node ends (`ok` or `error`), in the async context of the work it records: {@link TraceNodeMessage}. */
  traceNodeEnd: "agentic-ts:trace:node-end",
} as const;

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

/**
 * Published on {@link DIAGNOSTICS_CHANNELS.traceNodeStart} and {@link DIAGNOSTICS_CHANNELS.traceNodeEnd}:
 * the trace that recorded the node and the node itself (plain, bounded data; read it synchronously, the
 * same object is updated when the node ends).
 */
export interface TraceNodeMessage {
  readonly trace: Trace;
  readonly node: TraceNode;
}

const modelCallStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.modelCallStart);
const modelCallEnd = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.modelCallEnd);
const decisionStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.decisionStart);
const traceNodeStart = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.traceNodeStart);
const traceNodeEnd = diagnosticsChannel.channel(DIAGNOSTICS_CHANNELS.traceNodeEnd);

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

/** Publishes a trace node's start. */
export function publishTraceNodeStart(message: TraceNodeMessage): void {
  if (traceNodeStart.hasSubscribers) traceNodeStart.publish(message);
}

/** Publishes a trace node's end. */
export function publishTraceNodeEnd(message: TraceNodeMessage): void {
  if (traceNodeEnd.hasSubscribers) traceNodeEnd.publish(message);
}
