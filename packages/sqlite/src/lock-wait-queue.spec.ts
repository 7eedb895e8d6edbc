import { isLockError, LockWaitQueue } from "./lock-wait-queue";
import { StoreBusyError } from "./store-busy-error";

const busy = (code = "SQLITE_BUSY"): Error => Object.assign(new Error("database is locked"), { code });

/** A statement that finds the file locked `times` times, then returns `value`; `log` records each try. */
function lockedFor<T>(times: number, value: T, log: string[], name: string): () => T {
  let tries = 0;
  return () => {
    log.push(name);
    if (tries++ < times) throw busy();
    return value;
  };
}

describe("LockWaitQueue", () => {
  it("runs a statement at once when the file is free (no timer)", async () => {
    const queue = new LockWaitQueue("/x.db", 1000);
    const log: string[] = [];
    const result = queue.run("op", lockedFor(0, 42, log, "a"));
    expect(log).toEqual(["a"]);
    await expect(result).resolves.toBe(42);
  });

  it("tries a locked statement again on timers until it runs, keeping the order statements were issued in", async () => {
    const queue = new LockWaitQueue("/x.db", 5000);
    const log: string[] = [];
    const a = queue.run("a", lockedFor(3, "A", log, "a"));
    // Not tried before `a` runs, though the file would let it.
    const b = queue.run("b", lockedFor(0, "B", log, "b"));
    expect(log).toEqual(["a"]);
    await expect(Promise.all([a, b])).resolves.toEqual(["A", "B"]);
    expect(log).toEqual(["a", "a", "a", "a", "b"]);
    // Nothing waits any more: the next one runs at once.
    const c = queue.run("c", lockedFor(0, "C", log, "c"));
    expect(log[log.length - 1]).toBe("c");
    await expect(c).resolves.toBe("C");
  });

  it("fails with a StoreBusyError naming the file and the operation once the timeout has passed, then goes on with the next", async () => {
    const queue = new LockWaitQueue("/data/agentic.db", 40);
    const log: string[] = [];
    const stuck = queue.run("updateRunRecord", lockedFor(Infinity, "never", log, "stuck"));
    const next = queue.run("getRunRecord", lockedFor(0, "next", log, "next"));
    const reason = await stuck.then(() => undefined, (error: unknown) => error);
    expect(reason).toBeInstanceOf(StoreBusyError);
    expect(reason).toEqual(expect.objectContaining({ path: "/data/agentic.db", operation: "updateRunRecord", code: "SQLITE_BUSY" }));
    expect((reason as StoreBusyError).waitedMs).toBeGreaterThanOrEqual(40);
    expect((reason as StoreBusyError).message).toMatch(/^SqliteStore \/data\/agentic\.db: updateRunRecord gave up after waiting \d+ ms for the file's lock/);
    expect((reason as Error).cause).toEqual(expect.objectContaining({ code: "SQLITE_BUSY" }));
    await expect(next).resolves.toBe("next");
  });

  it("passes any other error on at once, and a timeout of 0 never waits", async () => {
    const queue = new LockWaitQueue("/x.db", 1000);
    await expect(queue.run("op", () => { throw new TypeError("bad"); })).rejects.toThrow(TypeError);
    const noWait = new LockWaitQueue("/x.db", 0);
    await expect(noWait.run("op", () => { throw busy(); })).rejects.toBeInstanceOf(StoreBusyError);
  });

  it("idle() resolves once nothing waits", async () => {
    const queue = new LockWaitQueue("/x.db", 5000);
    await queue.idle();
    const log: string[] = [];
    const a = queue.run("a", lockedFor(2, "A", log, "a"));
    let done = false;
    const idle = queue.idle().then(() => (done = true));
    expect(done).toBe(false);
    await idle;
    expect(log).toEqual(["a", "a", "a"]);
    await expect(a).resolves.toBe("A");
  });

  it("knows SQLite's lock errors by their codes", () => {
    for (const code of ["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_RECOVERY", "SQLITE_LOCKED", "SQLITE_LOCKED_SHAREDCACHE"]) expect(isLockError(busy(code))).toBe(true);
    for (const error of [new Error("x"), busy("SQLITE_FULL"), undefined, null, "SQLITE_BUSY"]) expect(isLockError(error)).toBe(false);
  });
});
