import { StoreBusyError } from "./store-busy-error";

/** The first wait before a locked statement is tried again, in milliseconds; each wait doubles it, up to {@link MAX_DELAY_MS}. */
const FIRST_DELAY_MS = 1;
/** The longest wait between two tries: how late a statement may run after the lock is released. */
const MAX_DELAY_MS = 32;

/** One statement waiting for its turn. */
interface Waiting {
  readonly operation: string;
  readonly statement: () => unknown;
  readonly since: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Whether `error` is SQLite's "another connection holds the lock" (`SQLITE_BUSY*`, `SQLITE_LOCKED*`). */
export function isLockError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

/**
 * Runs a store's statements on the event-loop thread without ever waiting there for a lock. The connection
 * has no busy timeout (SQLite would sleep in the statement, holding the event loop up to the timeout while
 * another process writes), so a statement that finds the file locked fails at once with `SQLITE_BUSY`;
 * this queue then tries it again on a timer, after 1, 2, 4… up to 32 ms, until it runs or `timeoutMs` has
 * passed since it was issued ({@link StoreBusyError}). A statement that fails is rolled back by SQLite
 * (one statement, or one `db.transaction`), so trying it again is safe and a compare-and-set stays atomic.
 *
 * Statements run in the order they were issued: one that finds nothing waiting runs at once (no timer,
 * the usual case), any other waits behind the ones ahead of it.
 */
export class LockWaitQueue {
  private readonly waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  private delayMs = FIRST_DELAY_MS;
  private idlers: Array<() => void> = [];

  constructor(
    /** The store's file, named by the error. */
    private readonly path: string,
    /** How long a statement may wait for the lock, from when it was issued, in milliseconds. */
    private readonly timeoutMs: number,
  ) {}

  /** Runs `statement` (named `operation` in errors) once the file lets it; resolves with its result. */
  run<T>(operation: string, statement: () => T): Promise<T> {
    const since = Date.now();
    if (this.waiting.length === 0) {
      try {
        return Promise.resolve(statement());
      } catch (error) {
        if (!isLockError(error)) return Promise.reject(error);
        if (this.timeoutMs <= 0) return Promise.reject(new StoreBusyError(this.path, operation, 0, error));
      }
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ operation, statement, since, resolve: resolve as (value: unknown) => void, reject });
      this.arm();
    });
  }

  /** Resolves once no statement waits (at once when none does). */
  idle(): Promise<void> {
    if (this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idlers.push(resolve));
  }

  private arm(): void {
    // Ref'd: someone awaits each waiting statement, so the process must not end before it has run.
    this.timer ??= setTimeout(() => this.tryWaiting(), this.delayMs);
  }

  private tryWaiting(): void {
    this.timer = undefined;
    while (this.waiting.length > 0) {
      const head = this.waiting[0];
      try {
        head.resolve(head.statement());
      } catch (error) {
        const waited = Date.now() - head.since;
        if (isLockError(error) && waited < this.timeoutMs) {
          this.delayMs = Math.min(MAX_DELAY_MS, this.delayMs * 2, Math.max(1, this.timeoutMs - waited));
          this.arm();
          return;
        }
        head.reject(isLockError(error) ? new StoreBusyError(this.path, head.operation, waited, error) : error);
      }
      this.waiting.shift();
      this.delayMs = FIRST_DELAY_MS;
    }
    const idlers = this.idlers;
    this.idlers = [];
    for (const resolve of idlers) resolve();
  }
}
