import type { Runs } from "@agentic-ts/core";
import type { McpHttpHandlerOptions } from "./mcp-http-handler-options";

/** Options of `serveMcp`: the transport, where HTTP listens, and what `mcpHttpHandler` takes. */
export interface ServeMcpOptions extends McpHttpHandlerOptions {
  /** `"stdio"`: the process's stdin and stdout (one client); `"http"`: Streamable HTTP. */
  readonly transport: "stdio" | "http";
  /** HTTP: the address to bind (default `127.0.0.1`: loopback only). */
  readonly host?: string;
  /** HTTP: the port (default 0: a free one, read it from the returned `url`). */
  readonly port?: number;
  /** HTTP: the endpoint's path (default `/mcp`). */
  readonly path?: string;
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
