import type { IncomingMessage, ServerResponse } from "node:http";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { hostPolicies, refusedHost } from "./host-check";
import { readJsonBody, replyError, type BodyRead } from "./http-replies";
import { runInHttpRequest } from "./http-request-scope";
import { HttpSessions } from "./http-sessions";
import type { McpHttpHandler, McpHttpHandlerOptions } from "./mcp-http-handler-options";
import type { ServedAgent } from "./served-agent";
import { serverFactory } from "./server-factory";

const DEFAULT_IDLE_SESSION_MS = 30 * 60_000;

/**
 * Serves agents' `@AgenticFunction` methods as MCP tools over Streamable HTTP on an HTTP server of one's
 * own — an Express or Fastify route, a NestJS application, a `node:http` listener: mount `handle` at the
 * endpoint's path for every method (POST, GET, DELETE). The tools, their calls and approvals are
 * `serveMcp`'s (which serves HTTP through this very handler).
 *
 * Every request's Host and Origin are checked first (403 when refused): by default the accepted hosts
 * are the address the request's server listens on and the loopback names at its port, read at each
 * request, so the handler follows the server's real port; add the names a proxy or DNS gives it with
 * `allowedHosts`. Then — stateful — a POST `initialize` opens a session and later requests name it with
 * `mcp-session-id` (sessions idle for `idleSessionMs` are closed), or — `stateless` — each POST gets a
 * transport and a server of its own (no session id, no GET stream, no server-to-client requests).
 *
 * @example
 * ```ts
 * const mcp = mcpHttpHandler([new SupportDesk()], { context: (req) => ({ customerId: req.headers["x-customer-id"] }) });
 * app.use(express.json());
 * app.all("/mcp", (req, res) => void mcp.handle(req, res, req.body));
 * ```
 */
export function mcpHttpHandler(agents: readonly ServedAgent[], options: McpHttpHandlerOptions = {}): McpHttpHandler {
  const stateless = options.stateless === true;
  const { newServer, runs } = serverFactory(agents, options, stateless);
  const sessions = new HttpSessions(options.idleSessionMs ?? DEFAULT_IDLE_SESSION_MS, newServer, options.onSessionEnd);
  const policyOf = hostPolicies(options.serverAddress, options.allowedHosts, options.allowedOrigins);
  let closed = false;

  async function route(req: IncomingMessage, res: ServerResponse, parsedBody: unknown): Promise<void> {
    if (closed) return replyError(res, 503, -32000, "Service unavailable: the MCP endpoint is closed");
    const refused = refusedHost(req, policyOf(req));
    if (refused) return replyError(res, 403, -32000, `Forbidden: ${refused}`);
    const method = req.method ?? "GET";
    if (stateless) {
      if (method !== "POST") return replyError(res, 405, -32000, "Method not allowed: this endpoint is stateless (POST only)");
      return answerStateless(req, res, await bodyOf(req, parsedBody), newServer);
    }
    const sessionId = req.headers["mcp-session-id"];
    if (method === "POST") {
      const body = await bodyOf(req, parsedBody);
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

  return {
    ...(runs ? { runs } : {}),
    handle(req, res, parsedBody) {
      // The request travels with the call, for McpRequest.httpRequest (and a per-call agent's DI request).
      return runInHttpRequest(req, () => route(req, res, parsedBody)).catch((error: unknown) => {
        process.emitWarning(`serveMcp: an HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
        replyError(res, 500, -32603, "Internal error");
      });
    },
    async close() {
      closed = true;
      runs?.close();
      await sessions.closeAll();
    },
  };
}

// A framework's body parser may have read the body already; else it is still in the stream.
function bodyOf(req: IncomingMessage, parsedBody: unknown): Promise<BodyRead> | BodyRead {
  return parsedBody !== undefined ? { ok: true, value: parsedBody } : readJsonBody(req);
}

async function answerStateless(req: IncomingMessage, res: ServerResponse, body: BodyRead, newServer: () => Server): Promise<void> {
  if (!body.ok) return replyError(res, body.status, body.code, body.message);
  const server = newServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on("close", () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res, body.value);
}
