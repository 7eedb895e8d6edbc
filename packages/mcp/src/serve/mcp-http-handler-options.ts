import type { IncomingMessage, ServerResponse } from "node:http";
import type { Runs } from "@agentic-ts/core";
import type { McpServingOptions } from "./mcp-serving-options";

/** The address an HTTP server listens on: what the Host check accepts by default. */
export interface McpServerAddress {
  /** The bound address (`127.0.0.1`, `::`, a host name). */
  readonly host: string;
  readonly port: number;
}

/** Options of `mcpHttpHandler`: how tools are called, and how the Streamable HTTP endpoint behaves. */
export interface McpHttpHandlerOptions extends McpServingOptions {
  /**
   * HTTP: no sessions — each POST is answered by a fresh server and transport, so any instance behind a
   * load balancer can answer it. Without sessions there is no GET stream, and a tool cannot send requests
   * (sampling, elicitation) to the client. Default false.
   */
  readonly stateless?: boolean;
  /** HTTP, stateful: a session nothing reached for this long is closed (default 30 minutes). */
  readonly idleSessionMs?: number;
  /**
   * HTTP: more accepted `Host` header values (`host:port`) besides the listening address and the loopback
   * names at its port — for a server reached through a proxy or by another name.
   */
  readonly allowedHosts?: readonly string[];
  /** HTTP: more accepted `Origin` values (`https://app.example`) besides those of the accepted hosts. */
  readonly allowedOrigins?: readonly string[];
  /**
   * HTTP: the listening address whose `host:port` — and `localhost`, `127.0.0.1`, `[::1]` at its port —
   * the Host check accepts. Default: the address of the server each request arrived on
   * (`server.address()`), so an endpoint mounted on an application follows its real port (`listen(0)`
   * included). Returning undefined leaves only `allowedHosts`.
   */
  readonly serverAddress?: (req: IncomingMessage) => McpServerAddress | undefined;
  /** HTTP, stateful: told when a session ends — deleted by its client or closed (`"closed"`), or idle too long (`"expired"`). */
  readonly onSessionEnd?: (sessionId: string, why: "closed" | "expired") => void;
}

/** A Streamable HTTP endpoint to mount on an HTTP server of one's own (Express, Fastify, NestJS, `node:http`). */
export interface McpHttpHandler {
  /**
   * Answers one request for the endpoint's path (route only that path here; the handler answers any
   * request it is given). `parsedBody`: the JSON body a framework's body parser already read (Express's
   * `req.body`); without it the handler reads the body itself (at most 4 MiB). Never rejects: a failure
   * is a JSON-RPC error answer (500) and a process warning.
   */
  handle(req: IncomingMessage, res: ServerResponse, parsedBody?: unknown): Promise<void>;
  /** The durable runs of gated tool calls, when `runs` was given: `recover()`, `resume()`, `get()`, `list()`. */
  readonly runs?: Runs;
  /** Closes every session (and stops the runs' heartbeat); later requests are answered 503. The HTTP server is the caller's. */
  close(): Promise<void>;
}
