import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { McpServerAddress } from "./mcp-http-handler-options";

/** The Host and Origin values a served HTTP endpoint accepts. */
export interface HostPolicy {
  /** Accepted `Host` header values (`host:port`, lower case). */
  readonly hosts: ReadonlySet<string>;
  /** Accepted `Origin` header values (`scheme://host:port`, lower case); a request without one is accepted. */
  readonly origins: ReadonlySet<string>;
}

/**
 * The default policy of a server listening at `address`: the bound address and the loopback names
 * (`localhost`, `127.0.0.1`, `[::1]`) at that port, plus `extraHosts`; origins are `http://` and
 * `https://` of each accepted host, plus `extraOrigins`. This is the DNS-rebinding protection a local
 * server needs: a page on evil.example resolving to 127.0.0.1 sends `Host: evil.example`. Without an
 * address only `extraHosts` are accepted.
 */
export function hostPolicy(address: McpServerAddress | undefined, extraHosts: readonly string[] = [], extraOrigins: readonly string[] = []): HostPolicy {
  const hosts = new Set<string>();
  if (address) {
    const { host, port } = address;
    const bound = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
    for (const h of [bound, "localhost", "127.0.0.1", "[::1]"]) hosts.add(`${h}:${port}`.toLowerCase());
  }
  for (const h of extraHosts) hosts.add(h.toLowerCase());
  const origins = new Set<string>();
  for (const h of hosts) origins.add(`http://${h}`).add(`https://${h}`);
  for (const o of extraOrigins) origins.add(o.toLowerCase());
  return { hosts, origins };
}

/**
 * The address of the server `req` arrived on: what that server listens on (`server.address()`), else
 * the socket's local address and port; undefined when neither is known.
 */
export function arrivalAddress(req: IncomingMessage): McpServerAddress | undefined {
  const server = (req.socket as { server?: { address?: () => AddressInfo | string | null } }).server;
  const listening = server?.address?.();
  if (listening && typeof listening === "object") return { host: listening.address, port: listening.port };
  const { localAddress, localPort } = req.socket;
  return localAddress && localPort ? { host: localAddress, port: localPort } : undefined;
}

/**
 * The policy for each request: {@link hostPolicy} of the address `serverAddress` gives for it (default
 * {@link arrivalAddress}), remembered while that address stays the same.
 */
export function hostPolicies(
  serverAddress: (req: IncomingMessage) => McpServerAddress | undefined = arrivalAddress,
  extraHosts?: readonly string[],
  extraOrigins?: readonly string[],
): (req: IncomingMessage) => HostPolicy {
  let last: { key: string; policy: HostPolicy } | undefined;
  return (req) => {
    const address = serverAddress(req);
    const key = address ? `${address.host} ${address.port}` : "";
    if (last?.key !== key) last = { key, policy: hostPolicy(address, extraHosts, extraOrigins) };
    return last.policy;
  };
}

/**
 * Checks a request's `Host` and `Origin` headers against `policy`; returns why it is refused, or
 * undefined when it is accepted. A request without a Host header is refused (HTTP/1.1 requires one).
 */
export function refusedHost(req: IncomingMessage, policy: HostPolicy): string | undefined {
  const host = req.headers.host?.toLowerCase();
  if (!host || !policy.hosts.has(host)) return `Host header ${JSON.stringify(req.headers.host ?? "")} is not accepted`;
  const origin = req.headers.origin?.toLowerCase();
  if (origin !== undefined && !policy.origins.has(origin)) return `Origin ${JSON.stringify(req.headers.origin)} is not accepted`;
  return undefined;
}
