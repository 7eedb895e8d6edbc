import * as restate from "@restatedev/restate-sdk";
import type { AgentRunInput } from "./agent-run-input";

/** Where an agent service reads `@ContextParam` values from, besides the input's `context`. */
export interface ContextSourcesOptions {
  /** For a virtual object: the context key the object's key is bound to (e.g. `"customerId"`). */
  readonly keyedBy?: string;
  /** Context keys read from invocation headers: `{ customerId: "x-customer-id" }`. */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Builds a run's context: the input's `context`, overridden by the configured headers, overridden by the
 * object key. Headers and the key are set by whoever invokes the run (a gateway that authenticated the
 * caller, say), so they win over the body.
 */
export function runContext(ctx: restate.Context, input: AgentRunInput | undefined, sources: ContextSourcesOptions): Record<string, unknown> {
  const context: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const given = input?.context;
  if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given))) {
    throw new restate.TerminalError("The input's `context` must be an object of context values by key.", { errorCode: 400 });
  }
  Object.assign(context, given);
  const headers = ctx.request().headers;
  for (const [key, header] of Object.entries(sources.headers ?? {})) {
    const value = headers.get(header.toLowerCase());
    if (value !== undefined) context[key] = value;
  }
  if (sources.keyedBy !== undefined) context[sources.keyedBy] = (ctx as restate.ObjectContext).key;
  return context;
}
