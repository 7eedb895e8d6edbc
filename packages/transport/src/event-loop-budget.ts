import { ConfigurationError } from "@agentic-ts/core";
import { performance } from "node:perf_hooks";

/**
 * The default length of a slice, in milliseconds: the time answers may take in one event-loop iteration
 * before the rest wait for the next one. An iteration holds at most about two slices (one while I/O is
 * polled, one in the check phase) plus the last answer's overshoot, so with the default the work answers
 * do between two timer ticks stays near 5 ms even when hundreds of answers arrive at once. Measured by
 * `scripts/bench/provider.bench.js`: 2 ms slices cost no throughput against 4 ms ones and halve the
 * typical loop delay.
 */
export const DEFAULT_SLICE_MS = 2;

// The most runNext immediates pending at once (see EventLoopBudget.pump): more than a slice runs.
const MAX_PUMPS = 16;
// How many more runNext immediates than a slice ran are kept pending (see EventLoopBudget.pump).
const SPARE_PUMPS = 2;

/** Counters of an {@link EventLoopBudget}, for tests, benchmarks and dashboards. */
export interface EventLoopBudgetStats {
  /** Answers that asked to run. */
  readonly admitted: number;
  /** Of those, answers that had to wait for a later event-loop iteration. */
  readonly deferred: number;
  /** Answers waiting right now. */
  readonly waiting: number;
}

/**
 * Cooperative fairness for the event loop of a service that makes many model calls. When a fast server
 * answers hundreds of calls at once, every answer becomes ready in the same event-loop iteration and
 * handling all of them (parsing, validation, dispatch, the next request) would stall timers, health
 * checks and other requests for tens of milliseconds. The budget lets answers run until the current
 * slice has used {@link EventLoopBudget.sliceMs}, then queues the rest, first come first served, and lets
 * them run in later iterations, one slice at a time. Answers that arrive while others wait queue behind
 * them, so none is starved.
 *
 * The provider runtimes call {@link EventLoopBudget.admit} for every answer, before the SDK sees it.
 * One budget should govern one event loop: the runtimes share {@link EventLoopBudget.shared} unless given
 * another.
 *
 * @example
 * // Shorter slices for a latency-sensitive service, shared by both runtimes.
 * const loopBudget = new EventLoopBudget({ sliceMs: 1 });
 * const openai = new OpenAIRuntime({ model: "gpt-6-luna", loopBudget });
 * const anthropic = new AnthropicRuntime({ model: "claude-sonnet-5-5", loopBudget });
 */
export class EventLoopBudget {
  /** The budget the provider runtimes use unless given another: {@link DEFAULT_SLICE_MS} per slice. */
  static readonly shared = new EventLoopBudget();

  /** The CPU time, in milliseconds, answers may use in one slice before the rest wait. */
  readonly sliceMs: number;
  private sliceStart = -1;
  private readonly queue: Array<() => void> = [];
  private head = 0;
  private admitted = 0;
  private deferred = 0;
  private readonly endSlice = (): void => {
    this.sliceStart = -1;
  };
  private readonly runNext = (): void => this.runOne();
  // runNext immediates scheduled and not yet run.
  private pumps = 0;
  // Units run in the current slice, and in the one before it (see pump).
  private sliceRan = 0;
  private lastSliceRan = 0;

  /** @throws {ConfigurationError} when `sliceMs` is not a positive finite number. */
  constructor(options: { readonly sliceMs?: number } = {}) {
    const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
    if (!(typeof sliceMs === "number" && Number.isFinite(sliceMs) && sliceMs > 0)) {
      throw new ConfigurationError(
        `EventLoopBudget sliceMs must be a positive number of milliseconds, got ${String(sliceMs)} (pass loopBudget: false to a runtime to turn the budget off).`,
      );
    }
    this.sliceMs = sliceMs;
  }

  /**
   * Asks to run one unit of work now. Returns `undefined` when the current slice has time left and no
   * one is waiting: the caller goes on at once, with no promise made. Otherwise returns a promise that
   * resolves when the caller's turn comes, in a later phase or iteration of the event loop.
   */
  admit(): Promise<void> | undefined {
    if (this.mayRunNow()) return undefined;
    return new Promise<void>((resolve) => this.enqueue(resolve));
  }

  /**
   * {@link EventLoopBudget.admit} for a callback: calls `work` at once when the slice has time and no one
   * waits, otherwise when its turn comes, as a deferred `admit` would resolve. Spares the promise (and
   * its reaction) a deferred `admit` makes, for callers that only continue with a callback anyway.
   */
  run(work: () => void): void {
    if (this.mayRunNow()) work();
    else this.enqueue(work);
  }

  /** The counters so far. */
  get stats(): EventLoopBudgetStats {
    return { admitted: this.admitted, deferred: this.deferred, waiting: this.queue.length - this.head };
  }

  // Counts an admission; true when it may run at once (the slice has time left and no one waits).
  private mayRunNow(): boolean {
    this.admitted++;
    const now = performance.now();
    this.open(now);
    if (this.head !== this.queue.length || now - this.sliceStart >= this.sliceMs) return false;
    this.sliceRan++;
    return true;
  }

  private enqueue(work: () => void): void {
    this.deferred++;
    this.queue.push(work);
    this.pump();
  }

  // Keeps one runNext immediate pending per waiting answer, but no more than a slice runs plus
  // SPARE_PUMPS (and never more than MAX_PUMPS): the immediates pending when the check phase begins all
  // run in it, and each one beyond those a slice has time for finds the slice used up and is scheduled
  // again for the next iteration, for as long as its answer waits. With a cap of 16 and a slice of about
  // four answers, that was twelve wasted immediates per iteration, three for every answer run. The cap
  // follows the larger of the current and the last slice's count, so it grows by SPARE_PUMPS a slice
  // while slices have time left, and a burst that fills a slice at once sets it at once. One that runs
  // an answer is replaced (for the next iteration, when it runs in the check phase) while more answers
  // wait than immediates.
  private pump(): void {
    const waiting = this.queue.length - this.head;
    const cap = Math.min(MAX_PUMPS, Math.max(this.sliceRan, this.lastSliceRan) + SPARE_PUMPS);
    while (this.pumps < waiting && this.pumps < cap) {
      this.pumps++;
      setImmediate(this.runNext);
    }
  }

  /** Starts a slice unless one is open; it ends in the next check phase of the event loop. */
  private open(now: number): void {
    if (this.sliceStart >= 0) return;
    this.sliceStart = now;
    this.lastSliceRan = this.sliceRan;
    this.sliceRan = 0;
    setImmediate(this.endSlice);
  }

  // One immediate per waiting answer: Node drains microtasks between immediates, so each answer's work
  // has finished (or reached its next I/O) before the next one checks the clock. An immediate scheduled
  // from the check phase runs in the next iteration, after timers and I/O have had their turn.
  private runOne(): void {
    this.pumps--;
    const now = performance.now();
    this.open(now);
    if (now - this.sliceStart >= this.sliceMs) {
      this.pump();
      return;
    }
    this.sliceRan++;
    const resolve = this.queue[this.head];
    this.queue[this.head++] = undefined as unknown as () => void;
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
    this.pump();
    resolve?.();
  }
}
