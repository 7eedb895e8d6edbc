/** Gives a slot back. Calling it again does nothing. */
export type ReleaseSlot = () => void;

type Resolve = (release: ReleaseSlot) => void;

// A waiter with a signal; one without is queued as its promise's resolve function alone.
interface Waiter {
  readonly resolve: Resolve;
  readonly signal: AbortSignal;
  readonly onAbort: () => void;
}

/**
 * A first-come-first-served cap on the calls a runtime sends at once, taken before the SDK builds a
 * request. A call waiting here holds its own arguments and one small record; a call queued inside the
 * SDK or the HTTP client would hold the built request, its headers, timers and abort wiring (about 20 KB
 * each with the openai SDK), all of which the garbage collector copies again and again while it waits.
 * With as many slots as the pool has connections, no request waits for a connection inside undici.
 */
export class CallSlots {
  private used = 0;
  private readonly queue: Array<Waiter | Resolve | undefined> = [];
  private head = 0;

  /** @param limit The most calls at once; `Infinity` for no cap. */
  constructor(readonly limit: number) {}

  /** Calls holding a slot now. */
  get inUse(): number {
    return this.used;
  }

  /** Calls waiting for a slot now. */
  get waiting(): number {
    let count = 0;
    for (let i = this.head; i < this.queue.length; i++) if (this.queue[i]) count++;
    return count;
  }

  /**
   * Resolves with a release function once a slot is free, first come first served. Rejects with the
   * signal's reason if `signal` aborts first (the call then never held a slot).
   */
  acquire(signal?: AbortSignal): Promise<ReleaseSlot> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.used < this.limit && this.head === this.queue.length) return Promise.resolve(this.take());
    // Without a signal nothing can take the waiter out of the queue: it waits as its resolve function.
    if (!signal) return new Promise<ReleaseSlot>((resolve) => void this.queue.push(resolve));
    return new Promise<ReleaseSlot>((resolve, reject) => {
      // The queue is only emptied once every waiter in it has been handed a slot or has aborted (and a
      // handed-over waiter's listener is removed), so this position stays valid for as long as it fires.
      const position = this.queue.length;
      const onAbort = (): void => {
        this.queue[position] = undefined;
        reject(signal.reason);
        this.handOver();
      };
      this.queue.push({ resolve, signal, onAbort });
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  private take(): ReleaseSlot {
    this.used++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used--;
      this.handOver();
    };
  }

  // Hands free slots to waiters in order, skipping aborted ones. Afterwards, either every slot is used or
  // no one waits, so `acquire` may take the fast path whenever a slot is free.
  private handOver(): void {
    while (this.used < this.limit && this.head < this.queue.length) {
      const waiter = this.queue[this.head];
      this.queue[this.head++] = undefined;
      if (!waiter) continue;
      if (typeof waiter === "function") {
        waiter(this.take());
        continue;
      }
      waiter.signal.removeEventListener("abort", waiter.onAbort);
      waiter.resolve(this.take());
    }
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    }
  }
}
