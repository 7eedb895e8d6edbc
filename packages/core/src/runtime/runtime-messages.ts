import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import type { OptionSet } from "../options/option-spec";
import type { TraceNode } from "../trace/trace-node";
import type { Runtime } from "./runtime";

/** Published on `DIAGNOSTICS_CHANNELS.modelCallStart`. */
export interface ModelCallStartMessage {
  readonly runtime: Runtime;
  readonly request: ModelRequest;
  /** The call's `model_call` trace node, so a listener can tie the request to the node it heard start. */
  readonly node?: TraceNode;
}

/** Published on `DIAGNOSTICS_CHANNELS.modelCallEnd`. */
export interface ModelCallEndMessage extends ModelCallStartMessage {
  readonly response?: ModelResponse;
  readonly error?: unknown;
}

/** Published on `DIAGNOSTICS_CHANNELS.decisionStart`. */
export interface DecisionStartMessage {
  readonly runtime: Runtime;
  /** The normalized options, each with the JSON Schema of its args. */
  readonly options: OptionSet;
  /** The rendered menu the model is shown. */
  readonly menu: string;
}
