import { createServer, type Http2Server, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { createEndpointHandler, type EndpointOptions } from "@restatedev/restate-sdk";
import { approvalsObject } from "../approvals/approvals-object";

/** Options of {@link serveAgents}. */
export interface ServeAgentsOptions {
  /** The services to serve: {@link agentService} definitions (the approvals object is added for you). */
  readonly services: EndpointOptions["services"];
  /** The port to listen on; 0 (the default) picks a free one. */
  readonly port?: number;
  /** The interface to bind. Default `127.0.0.1`. */
  readonly host?: string;
  /** Where the SDK's log lines go (default: the console, at the level `RESTATE_LOGGING` sets). */
  readonly logger?: EndpointOptions["logger"];
}

/** A running worker: the port it listens on and how to stop it. */
export interface ServingWorker {
  readonly port: number;
  readonly url: string;
  /** Stops listening and closes the connections Restate holds open (runs in flight on them are retried elsewhere). */
  close(): Promise<void>;
}

/**
 * Serves agent services as a Restate deployment over HTTP/2 (h2c): one worker process. Run as many as
 * you need behind one L7 load balancer and register the balancer's URL once; Restate sends each
 * invocation attempt to that URL and any worker can take it, because the run's state lives in
 * Restate's journal, not in the worker.
 */
export async function serveAgents(options: ServeAgentsOptions): Promise<ServingWorker> {
  const host = options.host ?? "127.0.0.1";
  const handler = createEndpointHandler({ services: [...options.services, approvalsObject], logger: options.logger });
  const server: Http2Server = createServer(handler);
  // Restate keeps its connections open; server.close() alone would wait for them forever.
  const sessions = new Set<Http2Session>();
  server.on("session", (session: Http2Session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://${host}:${port}`,
    close: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const session of sessions) session.destroy();
      return closed;
    },
  };
}
