import { fork } from "node:child_process";
import { Agent, get } from "node:http";
import * as nodePath from "node:path";
import { holdWriteLock, runRecord } from "./__fixtures__/lock-holder";
import { tempDbPath } from "./__fixtures__/temp-db";
import { SqliteStore } from "./sqlite-store";
import { describeEachDriver, driverEnv } from "./__fixtures__/each-driver";
import type { SqliteDriverName } from "./sqlite-driver-name";

jest.setTimeout(60_000);

/**
 * How many requests the server answers, one after another, while the other process holds the lock and the
 * server's writes wait for it. Counted, not timed: a store that waited on the event loop (a blocking busy
 * timeout) would answer none of them until its writes ended, and the writes are still pending after all.
 */
const REQUESTS_WHILE_HELD = 40;
// The server is a child process of its own (it loads dist/, built by `npm test`): its event loop carries
// nothing but the store and the HTTP server, whatever the test runner's worker holds from earlier files.
const SERVER = nodePath.join(__dirname, "__fixtures__", "lock-wait-server.child.js");

/** The measured server: a child process, asked over IPC. */
function startServer(file: string, driver: SqliteDriverName): { ask<T>(what: string): Promise<T>; ready: Promise<{ port: number }>; kill(): void } {
  const child = fork(SERVER, [file], { stdio: ["ignore", "inherit", "inherit", "ipc"], env: driverEnv(driver) });
  const waiting = new Map<string, (value: unknown) => void>();
  let failed: ((error: Error) => void) | undefined;
  const ended = new Promise<never>((_, reject) => (failed = reject));
  ended.catch(() => undefined);
  child.on("message", (message: Record<string, unknown>) => {
    if (typeof message.error === "string") return failed?.(new Error(message.error));
    for (const [key, value] of Object.entries(message)) waiting.get(key)?.(key === "ready" ? message : value);
  });
  child.once("exit", (code) => failed?.(new Error(`the server child ended (${code})`)));
  const answer = <T>(key: string): Promise<T> => Promise.race([new Promise<T>((resolve) => waiting.set(key, resolve as (v: unknown) => void)), ended]);
  return {
    ready: answer<{ port: number }>("ready"),
    ask: <T>(what: string) => {
      const reply = answer<T>(what);
      child.send(what);
      return reply;
    },
    kill: () => child.kill(),
  };
}

describeEachDriver("SqliteStore while another process holds the write lock", (driver) => {
  it("never holds up the server's event loop: requests are answered, run statements wait on timers and finish once the lock is released", async () => {
    const path = tempDbPath();
    const server = startServer(path, driver);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { port } = await server.ready;
      const request = (): Promise<void> =>
        new Promise((resolve, reject) => {
          get(`http://127.0.0.1:${port}/`, { agent }, (response) => response.resume().on("end", () => resolve())).on("error", reject);
        });
      await request(); // connected, and the server's code warm, before the measurement
      const holder = holdWriteLock(path, driver);
      await holder.locked;

      // A read with nothing waiting ahead of it: WAL readers do not wait for the writer.
      expect(await server.ask("go")).toEqual({ read: 1 });
      for (let answered = 0; answered < REQUESTS_WHILE_HELD; answered++) await request();
      // Every request was answered while the writes (and the read issued behind them) still wait.
      expect(await server.ask("status")).toEqual({ writesSettled: false, readBackSettled: false });

      await holder.commit();
      const outcome = await server.ask<{ maxDelayMs: number; first: boolean; second: boolean; steps: string[]; r0: Record<string, unknown>; ids: string[] }>("finish");
      // For the reader only (times are not asserted on a shared machine; `npm run bench` measures them).
      process.stdout.write(`server event-loop delay while the lock was held: max ${outcome.maxDelayMs.toFixed(1)} ms, ${REQUESTS_WHILE_HELD} requests answered\n`);
      expect([outcome.first, outcome.second]).toEqual([true, false]);
      expect(outcome.steps).toEqual(["s-1"]);
      expect(outcome.r0).toEqual(expect.objectContaining({ version: 2, result: "first", heartbeatAt: "2030-01-01T00:00:00.000Z" }));
      expect(outcome.ids).toEqual(["held-by-child", "r-0", "r-1"]);
    } finally {
      agent.destroy();
      server.kill();
    }
  });

  it("gives up after busyTimeoutMs with an error naming the file and the lock, and nothing stored", async () => {
    const path = tempDbPath();
    const store = new SqliteStore(path, { driver, busyTimeoutMs: 200 });
    try {
      const holder = holdWriteLock(path, driver);
      await holder.locked;
      const reason: unknown = await store.insertRunRecord(runRecord("late")).then(
        () => undefined,
        (error: unknown) => error,
      );
      // Still held: the child commits only now.
      await holder.commit();
      expect(reason).toEqual(
        expect.objectContaining({
          name: "StoreBusyError",
          code: "SQLITE_BUSY",
          path,
          operation: "insertRunRecord",
          message: expect.stringMatching(new RegExp(`^SqliteStore ${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: insertRunRecord gave up after waiting \\d+ ms for the file's lock, held by another connection`)),
        }),
      );
      expect((reason as { waitedMs: number }).waitedMs).toBeGreaterThanOrEqual(200);
      // Core's StoreUnavailableError without this package loading core: HTTP 503, nothing of the message.
      const { StoreUnavailableError, toHttpError } = await import("@agentic-ts/core");
      expect(reason).toBeInstanceOf(StoreUnavailableError);
      expect(toHttpError(reason)).toMatchObject({ status: 503, headers: { "Retry-After": "1" }, body: { code: "store_unavailable", retryAfterSeconds: 1 } });
      expect(JSON.stringify(toHttpError(reason))).not.toContain(path);
      expect(await store.getRunRecord("late")).toBeUndefined();
      // The lock is free again: the same write goes through.
      await store.insertRunRecord(runRecord("late"));
      expect((await store.getRunRecord("late"))?.id).toBe("late");
    } finally {
      await store.close();
    }
  });
});
