import { createRuntimeFromEnv, type Approver, type Runtime, type RuntimeEnv, type TraceStore } from "@agentic-ts/core";
import { PROVIDER_VARIABLES } from "@agentic-ts/example-kit";
import { ScriptedRuntime } from "@agentic-ts/testing";

/** The runtime the served desk runs with, and a line that says which one it is. */
export interface DeskRuntime {
  readonly runtime: Runtime;
  readonly description: string;
}

/**
 * Offline, the desk's own model (what `handleTicket` runs on) always hands the ticket to a person: a
 * reply in the exact form a model answers in, so the tool works without a key, and says so.
 */
export const OFFLINE_REPLY =
  'No model is configured for this desk, so a person should read the ticket.\n\n{"call": "escalate", "args": {"summary": "The desk runs offline (no model configured): please read this ticket.", "urgency": "low"}}';

/**
 * Inside `handleTicket` there is no one to ask: a large refund the desk's own model picks there is
 * declined with this note (the model then picks again, usually escalating). A client asks for one with
 * the `issueRefund` tool, which asks the person at the client or waits in a durable run.
 */
export const declineInsideHandleTicket: Approver = () => ({
  approved: false,
  by: "mcp-desk",
  note: "Refunds that need a person cannot be approved inside handleTicket: escalate the ticket instead.",
});

/**
 * Picks the runtime of the served desk: a real model when a provider is configured in `env` (see
 * `createRuntimeFromEnv`), else {@link OFFLINE_REPLY} on a `ScriptedRuntime`. Only `handleTicket` calls
 * the model; the other tools run the desk's functions directly. Traces go to `store`.
 */
export function deskRuntime(env: RuntimeEnv, store: TraceStore): DeskRuntime {
  const options = { store, approver: declineInsideHandleTicket };
  if (PROVIDER_VARIABLES.some((name) => (env[name] ?? "").trim() !== "")) {
    const runtime = createRuntimeFromEnv(env, options);
    return { runtime, description: `${runtime.constructor.name}, model ${runtime.model ?? "(default)"}` };
  }
  return {
    runtime: new ScriptedRuntime(OFFLINE_REPLY, options),
    description: "offline: handleTicket escalates every ticket (set OPENAI_API_KEY, OPENAI_BASE_URL or ANTHROPIC_API_KEY for a real model)",
  };
}
