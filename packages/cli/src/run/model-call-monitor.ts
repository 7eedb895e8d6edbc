import { Runtime, type CallModelOptions, type ModelRequest, type ModelResponse } from "@agentic-ts/core";

/** Hears model calls start and end, with how many are in flight. */
export interface ModelCallListener {
  (event: { readonly inFlight: number; readonly model?: string }): void;
}

/** What a {@link monitorModelCalls} watch saw, and the function that ends it. */
export interface ModelCallMonitor {
  /** Every runtime that made a model call, in the order of its first one. */
  readonly runtimes: ReadonlySet<Runtime>;
  /** Stops watching (restores `Runtime.prototype.callModel`). */
  dispose(): void;
}

/**
 * Watches every model call made in this process through `Runtime.callModel` (which `exec`, decisions and
 * re-picks all go through): `listener` hears each start and end, and the runtimes that called are kept
 * so their traces can be shown afterwards.
 */
export function monitorModelCalls(listener: ModelCallListener): ModelCallMonitor {
  // Core has no process-wide hook for model calls or a registry of runtimes; wrapping the one method
  // every model call passes through gives both, for the duration of one `agentic run`.
  const proto = Runtime.prototype;
  const original = proto.callModel;
  const runtimes = new Set<Runtime>();
  let inFlight = 0;
  const wrapped = async function (this: Runtime, request: ModelRequest, options?: CallModelOptions): Promise<ModelResponse> {
    runtimes.add(this);
    const model = request.model ?? this.model;
    listener({ inFlight: ++inFlight, model });
    try {
      return await original.call(this, request, options);
    } finally {
      listener({ inFlight: --inFlight, model });
    }
  };
  proto.callModel = wrapped;
  return {
    runtimes,
    dispose: () => {
      if (proto.callModel === wrapped) proto.callModel = original;
    },
  };
}
