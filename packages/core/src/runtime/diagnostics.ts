import * as diagnosticsChannel from "node:diagnostics_channel";
import type { OptionSet } from "../options/option-spec";
import type { ModelRequest, ModelResponse } from "./model-request";
import type { Runtime } from "./runtime";

/** The `node:diagnostics_channel` names agentic-ts publishes on. Subscribe to watch any runtime in the process. */
export const DIAGNOSTICS_CHANNELS = {
  /** A model call starts: {@link ModelCallStartMessage}. */
  modelCallStart: "agentic-ts:model-call:start",
  /** A model call ends, with its response or error: {@link ModelCallEndMessage}. */
  modelCallEnd: "agentic-ts:model-call:end",
  /** A decision starts, with its normalized options: {@link DecisionStartMessage}. */
  decisionStart: "agentic-ts:decision:start",
} as const;

/** Published on {@link DIAGNOSTICS_CHANNELS.modelCallStart}. */
export interface ModelCallStartMessage {
  readonly runtime: Runtime;
  readonly request: ModelRequest;
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

/** Publishes a decision's start. */
export function publishDecisionStart(message: DecisionStartMessage): void {
  if (decisionStart.hasSubscribers) decisionStart.publish(message);
}
