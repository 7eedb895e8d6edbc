import * as diagnosticsChannel from "node:diagnostics_channel";
import { DIAGNOSTICS_CHANNELS, type ModelCallStartMessage, type Runtime } from "@agentic-ts/core";

/** Hears model calls start and end, with how many are in flight. */
export interface ModelCallListener {
  (event: { readonly inFlight: number; readonly model?: string }): void;
}

/** What a {@link monitorModelCalls} watch saw, and the function that ends it. */
export interface ModelCallMonitor {
  /** Every runtime that made a model call, in the order of its first one. */
  readonly runtimes: ReadonlySet<Runtime>;
  /** Stops watching. */
  dispose(): void;
}

/**
 * Watches every model call made in this process on core's diagnostics channels (`exec`, decisions and
 * re-picks all publish there): `listener` hears each start and end, and the runtimes that called are
 * kept so their traces can be shown afterwards.
 */
export function monitorModelCalls(listener: ModelCallListener): ModelCallMonitor {
  const runtimes = new Set<Runtime>();
  let inFlight = 0;
  const onStart = (message: unknown): void => {
    const { runtime, request } = message as ModelCallStartMessage;
    runtimes.add(runtime);
    listener({ inFlight: ++inFlight, model: request.model ?? runtime.model });
  };
  const onEnd = (message: unknown): void => {
    const { runtime, request } = message as ModelCallStartMessage;
    listener({ inFlight: --inFlight, model: request.model ?? runtime.model });
  };
  diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.modelCallStart, onStart);
  diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.modelCallEnd, onEnd);
  return {
    runtimes,
    dispose: () => {
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.modelCallStart, onStart);
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.modelCallEnd, onEnd);
    },
  };
}
