import { ConfigurationError } from "@agentic-ts/core";
import { performance } from "node:perf_hooks";
import { DEFAULT_SLICE_MS, EventLoopBudget } from "./event-loop-budget";

/** Burns CPU for `ms` milliseconds, as an answer's parsing would; never used for timing assertions. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

/** Lets pending microtasks run, without leaving the current event-loop phase. */
async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Runs one unit of work the way a runtime does: admitted first, awaited only when deferred. */
async function runUnit(budget: EventLoopBudget, work: () => void): Promise<void> {
  const turn = budget.admit();
  if (turn) await turn;
  work();
}

describe("EventLoopBudget", () => {
  it("admits on the fast path, with no promise, while the slice has time and no one waits", () => {
    const budget = new EventLoopBudget({ sliceMs: 1_000 });
    const turns = Array.from({ length: 10 }, () => budget.admit());

    expect(turns).toEqual(Array(10).fill(undefined));
    expect(budget.stats).toEqual({ admitted: 10, deferred: 0, waiting: 0 });
  });

  it("defers once the slice is used up, and resolves the waiters in FIFO order in a later phase", async () => {
    const budget = new EventLoopBudget({ sliceMs: 2 });
    expect(budget.admit()).toBeUndefined();
    busy(3);

    const order: string[] = [];
    const turns = ["a", "b", "c"].map((name) => {
      const turn = budget.admit();
      expect(turn).toBeInstanceOf(Promise);
      return turn!.then(() => order.push(name));
    });
    expect(budget.stats).toEqual({ admitted: 4, deferred: 3, waiting: 3 });

    // Nothing resolves within the current phase: the turns come in a later one.
    await flushMicrotasks();
    expect(order).toEqual([]);

    await Promise.all(turns);
    expect(order).toEqual(["a", "b", "c"]);
    expect(budget.stats).toEqual({ admitted: 4, deferred: 3, waiting: 0 });
  });

  /** A unit that asks while others wait queues behind them, even in a fresh slice with time left. */
  it("queues an admit behind earlier waiters even when the slice has time left", async () => {
    const budget = new EventLoopBudget({ sliceMs: 5 });
    budget.admit();
    busy(6);
    const order: string[] = [];
    let late: Promise<void> | undefined;
    // "a" runs first in a new slice, while "b" still waits: the admit it makes must not overtake "b".
    const a = budget.admit()!.then(() => {
      order.push("a");
      late = budget.admit();
    });
    const b = budget.admit()!.then(() => order.push("b"));
    await a;

    expect(late).toBeInstanceOf(Promise);
    await Promise.all([b, late!.then(() => order.push("c"))]);
    expect(order).toEqual(["a", "b", "c"]);
  });

  /**
   * The point of the budget: a burst of 100 answers of ~1 ms each would hold the loop for ~100 ms; with the
   * budget a timer set when the burst starts gets its turn after a slice or two, not after the burst.
   * The slice is used up first, so every unit is deferred and the burst runs from the budget's queue.
   */
  it("lets a timer scheduled at the start of a burst fire before the burst has finished", async () => {
    const budget = new EventLoopBudget({ sliceMs: DEFAULT_SLICE_MS });
    budget.admit();
    busy(DEFAULT_SLICE_MS + 1);
    const UNITS = 100;
    const runs = new Array<number>(UNITS).fill(0);
    let done = 0;
    let doneWhenTimerFired = -1;
    let timerFired: Promise<void> | undefined;

    const units = runs.map((_, index) =>
      runUnit(budget, () => {
        timerFired ??= new Promise<void>((resolve) =>
          setTimeout(() => {
            doneWhenTimerFired = done;
            resolve();
          }, 0),
        );
        busy(1);
        runs[index]++;
        done++;
      }),
    );
    expect(budget.stats).toEqual({ admitted: UNITS + 1, deferred: UNITS, waiting: UNITS });
    await Promise.all(units);
    await timerFired;

    // The timer is set by the first unit, so it cannot fire before one has run.
    expect(doneWhenTimerFired).toBeGreaterThan(0);
    expect(doneWhenTimerFired).toBeLessThan(UNITS);
    expect(runs).toEqual(new Array(UNITS).fill(1));
    expect(budget.stats).toEqual({ admitted: UNITS + 1, deferred: UNITS, waiting: 0 });
  });

  /** Immediates beyond what a slice runs would each be scheduled again in every iteration their answer waits. */
  it("keeps at most 16 immediates pending for 200 waiting units, and still runs them all in order", async () => {
    const budget = new EventLoopBudget({ sliceMs: 1 });
    budget.admit();
    busy(2);
    const immediates = jest.spyOn(global, "setImmediate");
    try {
      const order: number[] = [];
      const units = Array.from({ length: 200 }, (_, index) => runUnit(budget, () => order.push(index)));
      // One for the slice's end at most, and 16 for the waiting units.
      expect(immediates.mock.calls.length).toBeLessThanOrEqual(17);
      await Promise.all(units);
      expect(order).toEqual(Array.from({ length: 200 }, (_, index) => index));
      expect(budget.stats).toMatchObject({ admitted: 201, deferred: 200, waiting: 0 });
    } finally {
      immediates.mockRestore();
    }
  });

  /**
   * The immediates pending when a check phase begins all run in it; those beyond what the slice has time
   * for only find it used up. With a cap of 16 and about three units a slice, that was 16 runNext
   * immediates per slice (over 500 here); now about a slice's units plus two.
   */
  it("schedules about one runNext immediate per unit run, plus two spare a slice", async () => {
    const budget = new EventLoopBudget({ sliceMs: 2 });
    budget.admit();
    busy(3);
    const immediates = jest.spyOn(global, "setImmediate");
    try {
      const UNITS = 100;
      const order: number[] = [];
      await Promise.all(
        Array.from({ length: UNITS }, (_, index) =>
          runUnit(budget, () => {
            busy(0.6);
            order.push(index);
          }),
        ),
      );
      const scheduled = (name: string) => immediates.mock.calls.filter(([callback]) => callback.name === name).length;
      const slices = scheduled("endSlice");
      expect(order).toEqual(Array.from({ length: UNITS }, (_, index) => index));
      expect(slices).toBeGreaterThan(0);
      // Each unit's own immediate, one replacement at most for each, and the spare ones of every slice.
      expect(scheduled("runNext")).toBeLessThanOrEqual(2 * UNITS + 3 * slices);
    } finally {
      immediates.mockRestore();
    }
  });

  it("runs every deferred unit exactly once, in the order admitted", async () => {
    const budget = new EventLoopBudget({ sliceMs: 1 });
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        runUnit(budget, () => {
          busy(0.5);
          order.push(index);
        }),
      ),
    );

    expect(order).toEqual(Array.from({ length: 30 }, (_, index) => index));
    expect(budget.stats.admitted).toBe(30);
    expect(budget.stats.deferred).toBeGreaterThan(0);
    expect(budget.stats.waiting).toBe(0);
  });

  it("runs a callback at once on the fast path, and in turn with deferred admits otherwise", async () => {
    const budget = new EventLoopBudget({ sliceMs: 1_000 });
    const order: string[] = [];
    budget.run(() => order.push("now"));
    expect(order).toEqual(["now"]);

    const slow = new EventLoopBudget({ sliceMs: 2 });
    slow.admit();
    busy(3);
    const a = slow.admit()!.then(() => order.push("a"));
    slow.run(() => order.push("b"));
    const c = slow.admit()!.then(() => order.push("c"));
    expect(order).toEqual(["now"]);
    expect(slow.stats).toEqual({ admitted: 4, deferred: 3, waiting: 3 });
    await Promise.all([a, c]);
    expect(order).toEqual(["now", "a", "b", "c"]);
  });

  it.each([0, -1, NaN, Infinity, "2"])("rejects sliceMs %p with a ConfigurationError that names loopBudget: false", (sliceMs) => {
    const build = () => new EventLoopBudget({ sliceMs: sliceMs as number });

    expect(build).toThrow(ConfigurationError);
    expect(build).toThrow(/loopBudget: false/);
  });

  it("uses DEFAULT_SLICE_MS when no sliceMs is given, and shares one such budget", () => {
    expect(new EventLoopBudget().sliceMs).toBe(DEFAULT_SLICE_MS);
    expect(new EventLoopBudget({ sliceMs: 2.5 }).sliceMs).toBe(2.5);
    expect(EventLoopBudget.shared).toBeInstanceOf(EventLoopBudget);
    expect(EventLoopBudget.shared.sliceMs).toBe(DEFAULT_SLICE_MS);
    expect(EventLoopBudget.shared).toBe(EventLoopBudget.shared);
  });
});
