import { Runtime, type ModelRequest, type ModelResponse, type OptionSet } from "@agentic-ts/core";

/** Thrown by {@link CapturingRuntime} to stop the explained call at its first model request; never leaves `explain`. */
export class RequestCaptured extends Error {
  constructor() {
    super("agentic explain: the request was captured; no model was called.");
    this.name = "RequestCaptured";
  }
}

/** The request the explained call tried to send, with the options of the decision it belongs to. */
export interface CapturedRequest {
  readonly request: ModelRequest;
  /** Why the call was made (`decision`, `exec`, …), as its trace node records it. */
  readonly purpose?: string;
  /** The normalized options of the decision (`decision.make` options or `exec` choices), when there is one. */
  readonly options?: OptionSet;
}

/**
 * A runtime that never reaches a model: its first model request is recorded and the call is aborted
 * with {@link RequestCaptured}, so `agentic explain` can show exactly what would have been sent.
 */
export class CapturingRuntime extends Runtime {
  /** The first request the explained call made, once it made one. */
  captured?: CapturedRequest;
  // The options of the decision (or exec choices) under way, noted before its model call happens.
  private pendingOptions?: OptionSet;

  /** Notes the options of a decision about to call the model (heard on core's decision channel). */
  noteOptions(options: OptionSet | undefined): void {
    this.pendingOptions = options;
  }

  protected override complete(request: ModelRequest): Promise<ModelResponse> {
    if (!this.captured) {
      const node = this.trace.nodes.filter((n) => n.kind === "model_call").pop();
      const purpose = typeof node?.data.purpose === "string" ? node.data.purpose : undefined;
      this.captured = { request, purpose, options: this.pendingOptions };
    }
    return Promise.reject(new RequestCaptured());
  }
}
