import { AgenticFunction, ContextParam, Int, LlmParam, Runtime, RuntimeParam } from "@agentic-ts/core";

export enum Priority {
  Low = 1,
  High = 2,
}

export enum Channel {
  Mail = "mail",
  Phone = "phone",
}

/** A help desk: primitives, Int, literal unions, optional and hidden parameters. */
export class Desk {
  /**
   * Issue a refund for an order.
   * @param orderId The order to refund.
   * @param amountCents - Amount in cents.
   */
  @AgenticFunction()
  async refund(
    @LlmParam() orderId: string,
    @LlmParam() amountCents: Int,
    reason?: "damaged" | "late",
    @ContextParam() customerId?: string,
  ): Promise<string> {
    return `${orderId}:${amountCents}:${reason}:${customerId}`;
  }

  /** Count things up. */
  @AgenticFunction()
  tally(
    count: number,
    exact: boolean,
    tags: string[],
    note = "none",
    @RuntimeParam() runtime?: Runtime,
    limit: Int = 10,
  ): void {
    void [count, exact, tags, note, runtime, limit];
  }

  @AgenticFunction({ description: "Route a ticket." })
  route(
    this: Desk,
    priority: Priority,
    channel: Channel,
    level: 1 | 2 | 3,
    when: Date,
    maybe: string | null,
    anything: unknown,
    flag?: true,
  ): void {
    void [priority, channel, level, when, maybe, anything, flag];
  }

  /** Not agentic: no decorator. */
  helper(value: string): string {
    return value;
  }
}
