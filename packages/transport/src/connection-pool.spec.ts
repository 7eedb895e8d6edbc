import { ConfigurationError } from "@agentic-ts/core";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_MAX_CONNECTIONS, openConnectionPool, type ConnectionPool } from "./connection-pool";
import { EventLoopBudget } from "./event-loop-budget";

describe("openConnectionPool: configuration", () => {
  const opened: ConnectionPool[] = [];
  const open = (...args: Parameters<typeof openConnectionPool>) => {
    const pool = openConnectionPool(...args);
    opened.push(pool);
    return pool;
  };
  afterAll(() => Promise.all(opened.map((pool) => pool.close())));

  it.each([-1, 1.5, NaN])("rejects maxConnections %p with a ConfigurationError", (maxConnections) => {
    expect(() => openConnectionPool({ maxConnections })).toThrow(ConfigurationError);
    expect(() => openConnectionPool({ maxConnections })).toThrow(/maxConnections/);
  });

  it("rejects a loopBudget that is not an EventLoopBudget, naming the class", () => {
    const build = () => openConnectionPool({ loopBudget: {} as EventLoopBudget });
    expect(build).toThrow(ConfigurationError);
    expect(build).toThrow(/EventLoopBudget/);
  });

  it("caps the call slots at DEFAULT_MAX_CONNECTIONS by default", () => {
    expect(open().slots.limit).toBe(DEFAULT_MAX_CONNECTIONS);
    expect(open({ maxConnections: 3 }).slots.limit).toBe(3);
  });

  it.each([0, Infinity])("sets no cap for maxConnections %p", (maxConnections) => {
    expect(open({ maxConnections }).slots.limit).toBe(Infinity);
  });

  it("accepts its own budget or false", () => {
    expect(() => open({ loopBudget: new EventLoopBudget({ sliceMs: 2 }) })).not.toThrow();
    expect(() => open({ loopBudget: false })).not.toThrow();
  });

  it("closes idempotently, and sends nothing once closed", async () => {
    const pool = openConnectionPool();
    const first = pool.close();
    const second = pool.close();

    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(pool.close()).toBe(first);
    await expect(pool.fetch("http://127.0.0.1:9/")).rejects.toThrow("fetch failed");
  });
});

describe("openConnectionPool: sending", () => {
  let server: Server;
  let base: string;
  /** `/hold` requests are held open until answered, so the test sees how many the pool sends at once. */
  let inFlight = 0;
  let mostInFlight = 0;
  let heldResponses: Array<() => void> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const held = req.url === "/hold";
      if (held) mostInFlight = Math.max(mostInFlight, ++inFlight);
      const answer = () => {
        if (held) inFlight--;
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ path: req.url, port: req.socket.remotePort }));
      };
      if (held) heldResponses.push(answer);
      else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends through its fetch and admits the answer through its budget", async () => {
    const loopBudget = new EventLoopBudget();
    const pool = openConnectionPool({ maxConnections: 2, loopBudget });
    try {
      const response = await pool.fetch(`${base}/hello`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ path: "/hello" });
      expect(loopBudget.stats.admitted).toBe(1);
      expect(pool.slots.limit).toBe(2);
    } finally {
      await pool.close();
    }
  });

  /** With maxConnections 2, a third request waits inside the pool until a connection is free. */
  it("uses at most maxConnections connections at once", async () => {
    const pool = openConnectionPool({ maxConnections: 2, loopBudget: false });
    inFlight = 0;
    mostInFlight = 0;
    heldResponses = [];
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    try {
      const pending = [1, 2, 3].map(() => pool.fetch(`${base}/hold`).then((response) => response.json()));
      while (heldResponses.length < 2) await tick();
      // A full round trip on another connection gives a third connection, were one opened, time to arrive.
      await (await fetch(`${base}/probe`)).text();
      expect(heldResponses).toHaveLength(2);

      let answered = 0;
      while (answered < 3) {
        const answer = heldResponses.shift();
        if (!answer) await tick();
        else {
          answer();
          answered++;
        }
      }
      const answers = (await Promise.all(pending)) as Array<{ port: number }>;
      expect(mostInFlight).toBe(2);
      expect(new Set(answers.map((answer) => answer.port)).size).toBe(2);
    } finally {
      await pool.close();
    }
  });
});
