import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { hostPolicy, refusedHost, type HostPolicy } from "./host-check";
import { readJsonBody, replyError } from "./http-replies";
import { HttpSessions, type SessionEnd } from "./http-sessions";

/** How the Streamable HTTP endpoint is served. */
export interface HttpServeSettings {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly stateless: boolean;
  readonly idleSessionMs: number;
  readonly allowedHosts?: readonly string[];
  readonly allowedOrigins?: readonly string[];
  readonly onSessionEnd?: (sessionId: string, why: SessionEnd) => void;
}

/** A listening endpoint: its URL and how to close it. */
export interface HttpEndpoint {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves MCP over Streamable HTTP at `path` on a `node:http` server: every request's Host and Origin
 * are checked first (403 when refused), then — stateful — a POST `initialize` opens a session and later
 * requests name it with `mcp-session-id`, or — stateless — each POST gets a transport and a server of its
 * own (no session id, no GET stream, no server-to-client requests across POSTs).
 */
export async function serveHttp(newServer: () => Server, settings: HttpServeSettings): Promise<HttpEndpoint> {
  const sessions = new HttpSessions(settings.idleSessionMs, newServer, settings.onSessionEnd);
  let policy: HostPolicy | undefined;
  const http = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      process.emitWarning(`serveMcp: an HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
      replyError(res, 500, -32603, "Internal error");
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refused = refusedHost(req, policy!);
    if (refused) return replyError(res, 403, -32000, `Forbidden: ${refused}`);
    if (new URL(req.url ?? "/", "http://x").pathname !== settings.path) return replyError(res, 404, -32000, `Not found: the MCP endpoint is ${settings.path}`);
    const method = req.method ?? "GET";
    if (settings.stateless) {
      if (method !== "POST") return replyError(res, 405, -32000, "Method not allowed: this endpoint is stateless (POST only)");
      return handleStateless(req, res);
    }
    const sessionId = req.headers["mcp-session-id"];
    if (method === "POST") {
      const body = await readJsonBody(req);
      if (!body.ok) return replyError(res, body.status, body.code, body.message);
      if (sessionId === undefined && isInitializeRequest(body.value)) {
        const transport = await sessions.open();
        await transport.handleRequest(req, res, body.value);
        // An initialize the transport refused leaves no session: its server goes now.
        if (transport.sessionId === undefined) await transport.close();
        return;
      }
      return routeToSession(req, res, sessionId, body.value);
    }
    if (method === "GET" || method === "DELETE") return routeToSession(req, res, sessionId);
    return replyError(res, 405, -32000, "Method not allowed");
  }

  async function routeToSession(req: IncomingMessage, res: ServerResponse, sessionId: string | string[] | undefined, body?: unknown): Promise<void> {
    if (typeof sessionId !== "string") return replyError(res, 400, -32000, "Bad request: no valid mcp-session-id (initialize first)");
    const transport = sessions.touch(sessionId);
    // 404 tells the client its session is gone (expired or deleted) and that it should initialize again.
    if (!transport) return replyError(res, 404, -32001, "Session not found");
    await transport.handleRequest(req, res, body);
  }

  async function handleStateless(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJsonBody(req);
    if (!body.ok) return replyError(res, body.status, body.code, body.message);
    const server = newServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(req, res, body.value);
  }

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(settings.port, settings.host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  const port = (http.address() as AddressInfo).port;
  policy = hostPolicy(settings.host, port, settings.allowedHosts, settings.allowedOrigins);
  const shownHost = settings.host.includes(":") ? `[${settings.host}]` : settings.host;
  return {
    url: `http://${shownHost}:${port}${settings.path}`,
    async close() {
      await sessions.closeAll();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
