import { createServer, type Http2Server, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { ConfigurationError } from "@agentic-ts/core";
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
  /**
   * Restate request identity public keys (`publickeyv1_…`, the form the Restate server logs at startup when
   * it has a request identity private key). Given, the worker answers only requests signed by a server
   * holding one of the matching private keys (every other request gets 401), so nothing but your Restate
   * cluster can invoke handlers on it — the private ones included. Without keys, anyone who reaches the
   * worker's port can; keep it on a private network then.
   */
  readonly identityKeys?: readonly string[];
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
 * Restate's journal, not in the worker. With `identityKeys` a worker serves only requests your Restate
 * server signed.
 */
export async function serveAgents(options: ServeAgentsOptions): Promise<ServingWorker> {
  const host = options.host ?? "127.0.0.1";
  const identityKeys = checkIdentityKeys(options.identityKeys);
  const handler = createEndpointHandler({ services: [...options.services, approvalsObject], logger: options.logger, ...(identityKeys && { identityKeys }) });
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

const KEY_PREFIX = "publickeyv1_";

// The SDK checks keys only when the first request arrives; a typo must fail when the worker starts.
function checkIdentityKeys(keys: readonly string[] | undefined): string[] | undefined {
  if (keys === undefined) return undefined;
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new ConfigurationError("serveAgents: `identityKeys` is empty; pass the publickeyv1_… key(s) your Restate server logs at startup, or leave the option out.");
  }
  for (const key of keys) {
    if (typeof key !== "string" || !key.startsWith(KEY_PREFIX) || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(key.slice(KEY_PREFIX.length))) {
      throw new ConfigurationError(
        `serveAgents: ${JSON.stringify(key)} is not a Restate request identity public key; it looks like publickeyv1_ followed by the base58 ` +
          `Ed25519 public key (the Restate server logs it at startup when request-identity-private-key-pem-file is set).`,
      );
    }
  }
  return [...keys];
}
