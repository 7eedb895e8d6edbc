import type { IncomingMessage } from "node:http";

/** The Host and Origin values a served HTTP endpoint accepts. */
export interface HostPolicy {
  /** Accepted `Host` header values (`host:port`, lower case). */
  readonly hosts: ReadonlySet<string>;
  /** Accepted `Origin` header values (`scheme://host:port`, lower case); a request without one is accepted. */
  readonly origins: ReadonlySet<string>;
}

/**
 * The default policy of a server bound to `host`:`port`: the bound address and the loopback names
 * (`localhost`, `127.0.0.1`, `[::1]`) at that port, plus `extraHosts`; origins are `http://` and
 * `https://` of each accepted host, plus `extraOrigins`. This is the DNS-rebinding protection a local
 * server needs: a page on evil.example resolving to 127.0.0.1 sends `Host: evil.example`.
 */
export function hostPolicy(host: string, port: number, extraHosts: readonly string[] = [], extraOrigins: readonly string[] = []): HostPolicy {
  const bound = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  const hosts = new Set([bound, "localhost", "127.0.0.1", "[::1]"].map((h) => `${h}:${port}`.toLowerCase()));
  for (const h of extraHosts) hosts.add(h.toLowerCase());
  const origins = new Set<string>();
  for (const h of hosts) origins.add(`http://${h}`).add(`https://${h}`);
  for (const o of extraOrigins) origins.add(o.toLowerCase());
  return { hosts, origins };
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
