/** Something the desk did, printed by the worker as one JSON line (what a log collector would read). */
export interface DeskEvent {
  readonly event: "lookup" | "refund";
  readonly orderId: string;
  readonly customerId: string;
  readonly amountCents?: number;
  /** The journaled step the function ran as: stable across retries, usable as an idempotency key. */
  readonly stepId?: string;
  /** The worker process that ran it (`WORKER_NAME`). */
  readonly worker?: string;
}

/** Prints a desk event on stdout as one JSON line (unless `DESK_EVENTS=off`, as in the benchmark). */
export function reportDeskEvent(event: DeskEvent): void {
  if (process.env.DESK_EVENTS === "off") return;
  process.stdout.write(`${JSON.stringify({ ...event, worker: process.env.WORKER_NAME })}\n`);
}
