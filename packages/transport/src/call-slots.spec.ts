import { getEventListeners } from "node:events";
import { CallSlots, type ReleaseSlot } from "./call-slots";

/** Lets pending microtasks (promise hand-overs) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Tracks whether a promise has settled, without awaiting it. */
function track<T>(promise: Promise<T>): { settled: boolean; value?: T; error?: unknown } {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe("CallSlots", () => {
  it("hands out at most `limit` slots at once", async () => {
    const slots = new CallSlots(2);
    const first = track(slots.acquire());
    const second = track(slots.acquire());
    const third = track(slots.acquire());
    await settle();

    expect([first.settled, second.settled, third.settled]).toEqual([true, true, false]);
    expect(slots.inUse).toBe(2);
    expect(slots.waiting).toBe(1);

    first.value!();
    await settle();
    expect(third.settled).toBe(true);
    expect(slots.inUse).toBe(2);
    expect(slots.waiting).toBe(0);
  });

  it("hands freed slots to waiters first come, first served", async () => {
    const slots = new CallSlots(1);
    const release = await slots.acquire();
    const order: string[] = [];
    const waiters = ["a", "b", "c"].map((name) =>
      slots.acquire().then((next) => {
        order.push(name);
        return next;
      }),
    );
    expect(slots.waiting).toBe(3);

    release();
    (await waiters[0])();
    (await waiters[1])();
    (await waiters[2])();

    expect(order).toEqual(["a", "b", "c"]);
    expect(slots.inUse).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  /** A second release of the same slot must not free a slot someone else now holds. */
  it("frees one slot only when a release is called twice", async () => {
    const slots = new CallSlots(1);
    const release = await slots.acquire();
    const second = track(slots.acquire());
    const third = track(slots.acquire());

    release();
    release();
    await settle();

    expect(second.settled).toBe(true);
    expect(third.settled).toBe(false);
    expect(slots.inUse).toBe(1);
    expect(slots.waiting).toBe(1);
  });

  it("rejects a waiter with the exact abort reason, without giving it a slot", async () => {
    const slots = new CallSlots(1);
    const release = await slots.acquire();
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const aborted = slots.acquire(controller.signal);
    const next = track(slots.acquire());
    expect(slots.waiting).toBe(2);

    controller.abort(reason);
    await expect(aborted).rejects.toBe(reason);
    expect(slots.waiting).toBe(1);
    expect(slots.inUse).toBe(1);

    // The slot skips the aborted waiter and goes to the next one.
    release();
    await settle();
    expect(next.settled).toBe(true);
    expect(next.error).toBeUndefined();
    expect(slots.inUse).toBe(1);
  });

  it("rejects with the signal's default AbortError reason when aborted without one", async () => {
    const slots = new CallSlots(1);
    await slots.acquire();
    const controller = new AbortController();
    const waiting = slots.acquire(controller.signal);

    controller.abort();
    await expect(waiting).rejects.toBe(controller.signal.reason);
    expect((controller.signal.reason as Error).name).toBe("AbortError");
  });

  /** Aborting the only waiter must leave no stale queue entry that would block the fast path. */
  it("does not deadlock after the only waiter aborts", async () => {
    const slots = new CallSlots(1);
    const release = await slots.acquire();
    const controller = new AbortController();
    const aborted = slots.acquire(controller.signal);
    controller.abort(new Error("gone"));
    await expect(aborted).rejects.toThrow("gone");

    release();
    expect(slots.inUse).toBe(0);
    const again = track(slots.acquire());
    await settle();
    expect(again.settled).toBe(true);
    expect(slots.inUse).toBe(1);

    // And a slot released after that still reaches a new waiter.
    const later = track(slots.acquire());
    again.value!();
    await settle();
    expect(later.settled).toBe(true);
    expect(later.error).toBeUndefined();
  });

  it("does not consume a slot when an aborted signal is given to a free pool", async () => {
    const slots = new CallSlots(1);
    const controller = new AbortController();
    const reason = new Error("already over");
    controller.abort(reason);

    await expect(slots.acquire(controller.signal)).rejects.toBe(reason);
    expect(slots.inUse).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  /** A granted waiter's abort listener is removed, so long-lived signals collect no stale listeners. */
  it("ignores an abort that comes after a waiter was granted its slot", async () => {
    const slots = new CallSlots(1);
    const first = await slots.acquire();
    const controller = new AbortController();
    const granted = slots.acquire(controller.signal);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(1);

    first();
    const release = await granted;
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
    const next = track(slots.acquire());
    controller.abort(new Error("late"));
    await settle();
    expect(slots.inUse).toBe(1);
    expect(next.settled).toBe(false);

    release();
    await settle();
    expect(next.settled).toBe(true);
  });

  it("queues waiters without a signal beside ones with one, first come first served, an abort skipping only its own", async () => {
    const slots = new CallSlots(1);
    const release = await slots.acquire();
    const controllers = [new AbortController(), new AbortController()];
    const order: string[] = [];
    const take = (name: string, signal?: AbortSignal) =>
      slots.acquire(signal).then((next) => {
        order.push(name);
        return next;
      });
    const a = take("a");
    const b = track(take("b", controllers[0].signal));
    const c = take("c", controllers[1].signal);
    const d = take("d");
    expect(slots.waiting).toBe(4);
    // A waiter without a signal is queued with no listener anywhere; one with a signal listens to it.
    expect(getEventListeners(controllers[0].signal, "abort")).toHaveLength(1);

    controllers[0].abort(new Error("b gave up"));
    await settle();
    expect(b.error).toEqual(new Error("b gave up"));
    expect(slots.waiting).toBe(3);

    release();
    (await a)();
    (await c)();
    expect(getEventListeners(controllers[1].signal, "abort")).toHaveLength(0);
    (await d)();
    expect(order).toEqual(["a", "c", "d"]);
    expect(slots.inUse).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it("never waits with an Infinity limit", async () => {
    const slots = new CallSlots(Infinity);
    const releases: ReleaseSlot[] = await Promise.all(Array.from({ length: 1_000 }, () => slots.acquire()));

    expect(slots.inUse).toBe(1_000);
    expect(slots.waiting).toBe(0);
    releases.forEach((release) => release());
    expect(slots.inUse).toBe(0);
  });
});
