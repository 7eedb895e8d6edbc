import type { RequestContext, Runtime } from "@agentic-ts/core";
import type { McpRunsOptions } from "./mcp-runs-options";
import type { McpRequest } from "./mcp-request";

/** What every way of serving agents over MCP takes (`serveMcp`, `mcpHttpHandler`): how tools are called. */
export interface McpServingOptions {
  /**
   * The context values of a call's hidden (`@ContextParam`) parameters, from the MCP request (its session,
   * auth info, headers); they are set with `withContext` around the call. A hidden parameter is never a
   * tool input: a client cannot set it.
   */
  readonly context?: (request: McpRequest) => RequestContext | Promise<RequestContext>;
  /** The runtime the served functions run with (ambient for each call, and given to `@RuntimeParam`s). */
  readonly runtime?: Runtime;
  /** Builds an agent given as a class, once, when serving starts (default: core's `constructAgent`, tsyringe's container first). */
  readonly resolveAgent?: (agentClass: Function) => object;
  /**
   * Resolves the agent that answers one call, for agents given as classes: for a container that builds
   * agents per request (NestJS's request scope), with `request.httpRequest` as the request to build it for.
   * When given, a class is not built when serving starts (its tools are read from the class) and
   * `resolveAgent` is not used; an exception is an `isError` result, as one of the function is. It
   * cannot be combined with `runs`.
   */
  readonly resolveAgentForCall?: (agentClass: Function, request: McpRequest) => object | Promise<object>;
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
   * verdict given with the CLI is carried out at the next `recover()` of the returned handle's `runs`
   * (call it at start-up and on a timer); `handle.runs.resume(id, verdict)` carries it out at once.
   * Needs `runtime`. Without it (and without elicitation), a gated call is refused unless the runtime's
   * `approver` approves it.
   */
  readonly runs?: McpRunsOptions;
}
