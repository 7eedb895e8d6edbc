import type { IncomingMessage } from "node:http";
import type { RequestContext } from "@agentic-ts/core";

/**
 * What the MCP `context` hook of {@link AgenticMcpOptions} sees of a tool call: part of the `McpRequest`
 * of `@agentic-ts/mcp`, written out so that this package's declarations never import that optional peer
 * (annotate the hook's parameter as `McpRequest` to reach the rest: log, progress, signal, …).
 */
export interface AgenticMcpRequest {
  /** The tool being called (its MCP name). */
  readonly toolName: string;
  /** The MCP session id; undefined in stateless mode. */
  readonly sessionId?: string;
  /** What an authentication middleware set as `req.auth` (the MCP SDK's `AuthInfo`), if any. */
  readonly authInfo?: { readonly token: string; readonly clientId: string; readonly scopes: readonly string[] };
  /** The HTTP request headers, lower-cased names. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The HTTP request that carried the call (Express's `req`, or Fastify's raw request): what Nest middleware set on it. */
  readonly httpRequest?: IncomingMessage;
}

/**
 * The MCP endpoint {@link AgenticModule} mounts on the Nest HTTP server (needs `@agentic-ts/mcp`):
 * Streamable HTTP at `path`, serving the `@AgenticFunction` methods of the application's agents as tools.
 */
export interface AgenticMcpOptions {
  /**
   * The endpoint's path on the HTTP server (default `/mcp`). It is a route of the HTTP adapter, beside
   * Nest's router: a global prefix, guards, interceptors and pipes do not apply to it; middleware
   * applied with `app.use` does.
   */
  readonly path?: string;
  /**
   * The agent (or agentic provider) classes to serve. Default: every discovered provider with an
   * `@AgenticFunction` method that is provided under its own class. Two tools of one name are a
   * `ConfigurationError`: list the agents to serve, or rename one with `@AgenticFunction({ name })`.
   */
  readonly agents?: readonly Function[];
  /** No sessions: each POST is answered on its own (no sampling or elicitation). Default false. */
  readonly stateless?: boolean;
  /**
   * The values of hidden `@ContextParam` parameters read by string key, from the call (its headers, its
   * HTTP request, the MCP session). Class and symbol tokens are resolved by Nest, for the HTTP request.
   */
  context?(request: AgenticMcpRequest): RequestContext | Promise<RequestContext>;
  /**
   * More accepted `Host` values (`host:port`). Default: the address the Nest server listens on and
   * `localhost`, `127.0.0.1`, `[::1]` at its port (DNS-rebinding protection); list the names a proxy
   * or DNS gives the server.
   */
  readonly allowedHosts?: readonly string[];
  /** More accepted `Origin` values (`https://app.example`) besides those of the accepted hosts. */
  readonly allowedOrigins?: readonly string[];
  /** A session nothing reached for this long is closed (default 30 minutes). */
  readonly idleSessionMs?: number;
  /** The server's name and version reported to clients. */
  readonly serverInfo?: { readonly name: string; readonly version: string };
  /** Told about a tool's exception (the client learns only that it failed). Default: Nest's `Logger`. */
  readonly onToolError?: (error: unknown, toolName: string) => void;
  /** Told when a session ends: deleted by its client or closed with the application (`"closed"`), or idle too long (`"expired"`). */
  readonly onSessionEnd?: (sessionId: string, why: "closed" | "expired") => void;
}
