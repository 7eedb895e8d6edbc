import { Injectable } from "@nestjs/common";

/** An order as the shop keeps it. */
interface Order {
  readonly customerId: string;
  readonly amountCents: number;
  refunded: boolean;
}

/** What a refund attempt did. */
export type RefundOutcome =
  | { readonly action: "refund"; readonly orderId: string; readonly amountCents: number; readonly customerId: string }
  | { readonly action: "refund-refused"; readonly orderId: string; readonly why: string };

/** The shop's orders (in memory for the example), a singleton service the agent depends on. */
@Injectable()
export class OrderBook {
  private readonly orders = new Map<string, Order>([
    ["A-1042", { customerId: "cust-1001", amountCents: 129_900, refunded: false }],
    ["B-2077", { customerId: "cust-2002", amountCents: 4_550, refunded: false }],
  ]);

  /** Refunds an order, only to the customer who placed it and only once. */
  refund(orderId: string, customerId: string): RefundOutcome {
    const order = this.orders.get(orderId);
    if (!order || order.customerId !== customerId) return { action: "refund-refused", orderId, why: "no such order for this customer" };
    if (order.refunded) return { action: "refund-refused", orderId, why: "already refunded" };
    order.refunded = true;
    return { action: "refund", orderId, amountCents: order.amountCents, customerId };
  }
}
