import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { replyError } from "./http-replies";
import type { McpHttpHandler } from "./mcp-http-handler-options";

/** Where `serveMcp`'s own HTTP server listens and the endpoint's path. */
export interface HttpListenSettings {
  readonly host: string;
  readonly port: number;
  readonly path: string;
}

/** A listening endpoint: its URL, its port and how to close it. */
export interface HttpEndpoint {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `handler` at `path` on a `node:http` server of its own, listening at `host`:`port`; any other
 * path is answered 404. `close()` closes the handler's sessions, then the server and its connections.
 */
export async function serveHttp(handler: McpHttpHandler, settings: HttpListenSettings): Promise<HttpEndpoint> {
  const http = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://x").pathname !== settings.path) return replyError(res, 404, -32000, `Not found: the MCP endpoint is ${settings.path}`);
    void handler.handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(settings.port, settings.host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  const port = (http.address() as AddressInfo).port;
  const shownHost = settings.host.includes(":") ? `[${settings.host}]` : settings.host;
  return {
    url: `http://${shownHost}:${port}${settings.path}`,
    port,
    async close() {
      await handler.close();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
