import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TraceRunFilter, TraceStore } from "@agentic-ts/core";
import { TRACE_STATUSES } from "../trace/status-text";
import { isAccessToken, newAccessToken, requestCookies } from "./access-token";
import { viewerPage } from "./viewer-page";

/** Options of {@link startTraceServer}. */
export interface TraceServerOptions {
  /** The port; 0 (the default) picks a free one. */
  readonly port?: number;
  /** How often the page polls a running run for new nodes. Default 1000 ms. */
  readonly pollMs?: number;
}

/** A running trace viewer server. */
export interface TraceServer {
  /** The page's address with the access token, e.g. `http://127.0.0.1:4545/?token=…`: the one to open. */
  readonly url: string;
  /** The server's root without the token, e.g. `http://127.0.0.1:4545/`; alone it gets 403. */
  readonly root: string;
  /** The access token of this start of the server (256 random bits, base64url). */
  readonly token: string;
  /** Stops accepting connections and ends the open ones. */
  close(): Promise<void>;
}

const STATUSES = new Set<string>(TRACE_STATUSES);

/**
 * The trace viewer over HTTP, on 127.0.0.1 only: `/` is the viewer page, `/api/runs` lists runs
 * (`status`, `since`, `until`, `limit` in the query), `/api/runs/<id>` is one run with its nodes and
 * `/api/runs/<id>/nodes?after=<seq>` the nodes written since (the page polls it to follow a running run).
 *
 * Every request needs the access token drawn for this start (any other local user or process, and any
 * web page that guesses the port, gets 403 and no data): as `?token=` in the query (the printed
 * {@link TraceServer.url}, or a script's own request), or as the cookie the page is served with when it is
 * opened with the token. The page's own requests carry the cookie, so the page needs no change and never
 * sees the token: the cookie is HttpOnly (no script reads it) and SameSite=Strict (no other site's page
 * sends it), and named after the port, since cookies do not tell ports apart.
 */
export async function startTraceServer(store: TraceStore, options: TraceServerOptions = {}): Promise<TraceServer> {
  const page = viewerPage({ mode: "serve", pollMs: options.pollMs });
  const token = newAccessToken();
  // Named after the port, known once listening; no request can arrive before that.
  let cookie = "";
  const server = createServer((request, response) => {
    handle(store, page, { token, cookie }, request, response).catch((error: unknown) => {
      send(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  cookie = `agentic-trace-${port}`;
  const root = `http://127.0.0.1:${port}/`;
  return {
    url: `${root}?token=${token}`,
    root,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What a request must show to be answered: the token, in the query or in the cookie of this name. */
interface Access {
  readonly token: string;
  readonly cookie: string;
}

async function handle(store: TraceStore, page: string, access: Access, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // A page on another site could reach 127.0.0.1 through a rebound DNS name; only our own host names pass.
  const host = (request.headers.host ?? "").replace(/:\d+$/, "");
  if (host !== "127.0.0.1" && host !== "localhost") return send(response, 403, { error: "unexpected Host header" });
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const inQuery = isAccessToken(url.searchParams.get("token"), access.token);
  if (!inQuery && !requestCookies(request, access.cookie).some((value) => isAccessToken(value, access.token))) {
    return send(response, 403, { error: "forbidden: open the address agentic trace serve printed (it carries this start's access token)" });
  }
  if (request.method !== "GET" && request.method !== "HEAD") return send(response, 405, { error: "only GET" });
  const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === "index.html")) {
    // Opened with the token: from now on the page's own requests show the cookie instead.
    const session = inQuery ? { "set-cookie": `${access.cookie}=${access.token}; HttpOnly; SameSite=Strict; Path=/` } : {};
    response.writeHead(200, { ...HEADERS, ...session, "content-type": "text/html; charset=utf-8" });
    response.end(page);
    return;
  }
  if (parts[0] !== "api" || parts[1] !== "runs") return send(response, 404, { error: `no such path: ${url.pathname}` });
  if (parts.length === 2) {
    const filter = runFilter(url.searchParams);
    if (typeof filter === "string") return send(response, 400, { error: filter });
    return send(response, 200, await store.listRuns(filter));
  }
  const runId = parts[2];
  if (parts.length === 3) {
    const run = await store.getRun(runId);
    return run ? send(response, 200, run) : send(response, 404, { error: `no run ${runId}` });
  }
  if (parts.length === 4 && parts[3] === "nodes") {
    const after = Number(url.searchParams.get("after") ?? "0");
    if (!Number.isFinite(after)) return send(response, 400, { error: "after must be a number" });
    return send(response, 200, await store.nodesSince(runId, after));
  }
  send(response, 404, { error: `no such path: ${url.pathname}` });
}

/** The run filter from a query string, or what is wrong with it. */
function runFilter(query: URLSearchParams): TraceRunFilter | string {
  const status = query.get("status") ?? undefined;
  if (status !== undefined && !STATUSES.has(status)) return `status must be one of ${TRACE_STATUSES.join(", ")}, got "${status}"`;
  const numbers: Record<string, number> = {};
  for (const key of ["since", "until", "limit"]) {
    const raw = query.get(key);
    if (raw === null) continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) return `${key} must be a number, got "${raw}"`;
    numbers[key] = value;
  }
  return { ...numbers, status: status as TraceRunFilter["status"] };
}

const HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, { ...HEADERS, "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}
