import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage } from "node:http";

/** An MCP log level (`notifications/message`), from least to most severe. */
export type McpLogLevel = "debug" | "info" | "notice" | "warning" | "error" | "critical" | "alert" | "emergency";

/**
 * What an authentication middleware in front of the HTTP server validated (the SDK's `AuthInfo`, set as
 * `req.auth`): the access token, the client and its scopes.
 */
export interface McpAuthInfo {
  readonly token: string;
  readonly clientId: string;
  readonly scopes: readonly string[];
  /** Seconds since the epoch. */
  readonly expiresAt?: number;
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** The HTTP headers of an MCP request, lower-cased names (empty over stdio). */
export type McpHeaders = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The MCP request a served tool is answering: who sent it (session, auth info, headers) and the channel
 * back to that client while the tool runs (log messages, progress, requests such as sampling or
 * elicitation). `serveMcp` hands it to its `context` hook, and a tool body reads it with
 * {@link currentMcpRequest}.
 */
export interface McpRequest {
  /** The tool being called (its MCP name). */
  readonly toolName: string;
  /** The transport's session id (stateful HTTP); undefined over stdio and in stateless mode. */
  readonly sessionId?: string;
  /** What an authentication middleware in front of the server validated (its `req.auth`), if any. */
  readonly authInfo?: McpAuthInfo;
  /** The HTTP request headers (empty over stdio). */
  readonly headers: McpHeaders;
  /**
   * The HTTP request that carried the call (over HTTP; undefined over stdio) — as the framework it is
   * mounted on passed it to `mcpHttpHandler`, with whatever its middleware set on it (`req.user`…).
   */
  readonly httpRequest?: IncomingMessage;
  /** Aborted when the client cancels the call or the connection goes. */
  readonly signal: AbortSignal;
  /** The client's capabilities, as it declared them when it initialized. */
  readonly clientCapabilities: Readonly<Record<string, unknown>>;
  /**
   * Sends a log message to the client (`notifications/message`), unless the client asked for a higher
   * level with `logging/setLevel`.
   */
  log(level: McpLogLevel, data: unknown, logger?: string): Promise<void>;
  /**
   * Reports progress (`notifications/progress`) when the client asked for it (the call carried a
   * progress token); does nothing otherwise.
   */
  progress(progress: number, total?: number, message?: string): Promise<void>;
  /**
   * Sends a request to the client related to this call (`sampling/createMessage`, `elicitation/create`,
   * …) and resolves with its result (untyped: check it before use).
   */
  request(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>>;
}

const storage = new AsyncLocalStorage<McpRequest>();

/**
 * Returns the MCP request the current tool call answers, or undefined outside a call served by
 * `serveMcp`. Isolated per async flow: concurrent calls each see their own.
 *
 * @example
 * ```ts
 * @AgenticFunction()
 * async importTickets(source: string) {
 *   await currentMcpRequest()?.progress(0, 100);
 *   …
 * }
 * ```
 */
export function currentMcpRequest(): McpRequest | undefined {
  return storage.getStore();
}

/** Runs `fn` with `request` as the current MCP request (internal: the tool-call handler's). */
export function runInMcpRequest<T>(request: McpRequest, fn: () => T): T {
  return storage.run(request, fn);
}
