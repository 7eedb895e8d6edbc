import { randomUUID } from "node:crypto";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

/** Why a session ended: the client deleted it or the server closed, or it was idle too long. */
export type SessionEnd = "closed" | "expired";

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
  readonly timer: NodeJS.Timeout;
}

/**
 * The stateful endpoint's sessions: each a Streamable HTTP transport and its own SDK `Server`, made when
 * a client initializes, found again by its `mcp-session-id`, and closed when the client deletes it, when
 * nothing reached it for `idleMs` (its next request is then answered 404, and the client initializes
 * again), or when the endpoint closes.
 */
export class HttpSessions {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly idleMs: number,
    private readonly newServer: () => Server,
    private readonly onEnd?: (sessionId: string, why: SessionEnd) => void,
  ) {}

  /** The session's transport (its idle clock restarted), or undefined for an unknown or expired id. */
  touch(sessionId: string): StreamableHTTPServerTransport | undefined {
    const session = this.sessions.get(sessionId);
    session?.timer.refresh();
    return session?.transport;
  }

  /** A transport for a new session; the session is recorded once the transport assigns its id. */
  async open(): Promise<StreamableHTTPServerTransport> {
    const server = this.newServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        const timer = setTimeout(() => void this.end(id, "expired"), this.idleMs);
        // An idle session must not keep the process alive.
        timer.unref();
        this.sessions.set(id, { transport, server, timer });
      },
    });
    // A DELETE from the client closes the transport: the session goes with it.
    transport.onclose = () => {
      if (transport.sessionId !== undefined) void this.end(transport.sessionId, "closed");
    };
    await server.connect(transport);
    return transport;
  }

  /** Ends one session (idempotent). */
  async end(sessionId: string, why: SessionEnd): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (!session) return;
    this.sessions.delete(sessionId);
    clearTimeout(session.timer);
    await session.server.close();
    this.onEnd?.(sessionId, why);
  }

  /** Ends every session. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.sessions.keys()].map((id) => this.end(id, "closed")));
  }
}
