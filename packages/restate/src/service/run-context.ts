import * as restate from "@restatedev/restate-sdk";
import type { AgentRunInput } from "./agent-run-input";

/** Where an agent service reads `@ContextParam` values from. */
export interface ContextSourcesOptions {
  /** For a virtual object: the context key the object's key is bound to (e.g. `"customerId"`). */
  readonly keyedBy?: string;
  /**
   * Context keys read from invocation headers: `{ customerId: "x-customer-id" }`. Headers are what a
   * gateway in front of the ingress sets after it authenticated the caller (and strips when a caller sent them).
   */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Whether the input's `context` object may supply context values (headers and the key still win).
   * Default `false`: the body is the caller's to write, so a body that carries `context` is refused —
   * otherwise any caller of the ingress could name any customer. Turn it on only for a service that
   * nothing outside the cluster can reach, or whose every caller may act for any context.
   */
  readonly contextFromBody?: boolean;
}

/**
 * Builds a run's context: the input's `context` (only when the service allows it), overridden by the
 * configured headers, overridden by the object key. Headers and the key are set by whoever invokes the
 * run (a gateway that authenticated the caller, say), so they win over the body.
 */
export function runContext(ctx: restate.Context, input: AgentRunInput | undefined, sources: ContextSourcesOptions): Record<string, unknown> {
  const context: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const given = input?.context;
  if (given !== undefined) {
    if (!sources.contextFromBody) {
      throw new restate.TerminalError(
        "This service does not take context values from the request body: it reads them from " +
          `${sourcesText(sources)}. Leave \`context\` out of the input (or define the service with contextFromBody: true).`,
        { errorCode: 400 },
      );
    }
    if (typeof given !== "object" || given === null || Array.isArray(given)) {
      throw new restate.TerminalError("The input's `context` must be an object of context values by key.", { errorCode: 400 });
    }
    // Copied key by key: an own "__proto__" key of parsed JSON stays a key and never reaches a prototype.
    for (const key of Object.keys(given)) context[key] = (given as Record<string, unknown>)[key];
  }
  const headers = ctx.request().headers;
  for (const [key, header] of Object.entries(sources.headers ?? {})) {
    const value = headers.get(header.toLowerCase());
    if (value !== undefined) context[key] = value;
  }
  if (sources.keyedBy !== undefined) context[sources.keyedBy] = (ctx as restate.ObjectContext).key;
  return context;
}

function sourcesText(sources: ContextSourcesOptions): string {
  const parts = Object.values(sources.headers ?? {}).map((h) => `the ${h} header`);
  if (sources.keyedBy !== undefined) parts.push(`the object key (${sources.keyedBy})`);
  return parts.length > 0 ? parts.join(" and ") : "no source (it takes no context)";
}
