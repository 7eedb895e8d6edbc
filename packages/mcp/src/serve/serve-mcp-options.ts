import type { RequestContext, Runs, Runtime } from "@agentic-ts/core";
import type { McpRunsOptions } from "./mcp-tool-runs";
import type { McpRequest } from "./mcp-request";

/** Options of `serveMcp`. */
export interface ServeMcpOptions {
  /** `"stdio"`: the process's stdin and stdout (one client); `"http"`: Streamable HTTP. */
  readonly transport: "stdio" | "http";
  /** HTTP: the address to bind (default `127.0.0.1`: loopback only). */
  readonly host?: string;
  /** HTTP: the port (default 0: a free one, read it from the returned `url`). */
  readonly port?: number;
  /** HTTP: the endpoint's path (default `/mcp`). */
  readonly path?: string;
  /**
   * HTTP: no sessions — each POST is answered by a fresh server and transport, so any instance behind a
   * load balancer can answer it. Without sessions there is no GET stream, and a tool cannot send requests
   * (sampling, elicitation) to the client. Default false.
   */
  readonly stateless?: boolean;
  /** HTTP, stateful: a session nothing reached for this long is closed (default 30 minutes). */
  readonly idleSessionMs?: number;
  /**
   * HTTP: more accepted `Host` header values (`host:port`) besides the bound address and the loopback
   * names at the bound port — for a server reached through a proxy or by another name.
   */
  readonly allowedHosts?: readonly string[];
  /** HTTP: more accepted `Origin` values (`https://app.example`) besides those of the accepted hosts. */
  readonly allowedOrigins?: readonly string[];
  /**
   * The context values of a call's hidden (`@ContextParam`) parameters, from the MCP request (its session,
   * auth info, headers); they are set with `withContext` around the call. A hidden parameter is never a
   * tool input: a client cannot set it.
   */
  readonly context?: (request: McpRequest) => RequestContext | Promise<RequestContext>;
  /** The runtime the served functions run with (ambient for each call, and given to `@RuntimeParam`s). */
  readonly runtime?: Runtime;
  /** Builds an agent given as a class (default: core's `constructAgent`, tsyringe's container first). */
  readonly resolveAgent?: (agentClass: Function) => object;
  /** The server's name and version reported to clients (default `agentic-ts` and the package's version). */
  readonly serverInfo?: { readonly name: string; readonly version: string };
  /**
   * Told about an exception thrown by a served function (the client gets only an `isError` result saying
   * the tool failed). Default: written to stderr with `console.error`.
   */
  readonly onToolError?: (error: unknown, toolName: string) => void;
  /**
   * Durable runs for calls of tools whose function has an `approval` policy, when the client cannot be
   * asked (it did not declare `elicitation`, or the server is stateless): the call becomes a run in
   * `store` that waits for the approval, and the client gets an `isError` result naming the run, its
   * request hash and the command that approves it (`agentic runs approve <id> --request <hash>`). A
   * verdict given with the CLI is carried out at the next `recover()` of {@link McpServerHandle.runs}
   * (call it at start-up and on a timer); `handle.runs.resume(id, verdict)` carries it out at once.
   * Needs `runtime`. Without it (and without elicitation), a gated call is refused unless the runtime's
   * `approver` approves it.
   */
  readonly runs?: McpRunsOptions;
  /** HTTP, stateful: told when a session ends — deleted by its client or closed (`"closed"`), or idle too long (`"expired"`). */
  readonly onSessionEnd?: (sessionId: string, why: "closed" | "expired") => void;
}

/** A running MCP server. */
export interface McpServerHandle {
  /** HTTP: the endpoint's URL (with the real port); undefined over stdio. */
  readonly url?: string;
  /** The durable runs of gated tool calls, when `runs` was given: `recover()`, `resume()`, `get()`, `list()`. */
  readonly runs?: Runs;
  /** Stops serving: closes every session and the listener (HTTP), or the transport (stdio). */
  close(): Promise<void>;
}
