import type { RecordedRequest } from "@agentic-ts/testing";

/**
 * Holds back the answer to the first model request `match` accepts: `arrived` resolves with that
 * request when it comes in, and the answer waits until `release()`. Lets a test act (kill the worker
 * that sent it) while a model call is in flight.
 */
export class HeldReply {
  readonly arrived: Promise<RecordedRequest>;
  private arrive!: (request: RecordedRequest) => void;
  private released!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.released = resolve));
  private taken = false;

  constructor(private readonly match: (request: RecordedRequest) => boolean) {
    this.arrived = new Promise((resolve) => (this.arrive = resolve));
  }

  /** Waits (for the held request only) until released; resolves at once for any other request. */
  async pass(request: RecordedRequest): Promise<void> {
    if (this.taken || !this.match(request)) return;
    this.taken = true;
    this.arrive(request);
    await this.gate;
  }

  /** Lets the held answer go. */
  release(): void {
    this.released();
  }
}
