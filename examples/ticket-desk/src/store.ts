/** An order as the ticket desk's (in-memory) order system keeps it. */
export interface Order {
  readonly orderId: string;
  readonly customerId: string;
  readonly item: string;
  readonly amountCents: number;
  readonly status: "delivered" | "in_transit";
  /** How many times the card was charged for the order. */
  readonly charges: number;
}

/** A customer as the ticket desk's (in-memory) CRM keeps them. */
export interface Customer {
  readonly customerId: string;
  readonly name: string;
  readonly tier: "standard" | "gold";
  readonly refundsThisYear: number;
}

/** The sample orders the example's tools look up. */
export const ORDERS: ReadonlyMap<string, Order> = new Map(
  [
    { orderId: "A-1001", customerId: "C-42", item: "Noise-cancelling headphones", amountCents: 12900, status: "delivered", charges: 1 },
    { orderId: "A-1002", customerId: "C-77", item: "USB-C dock", amountCents: 8900, status: "delivered", charges: 2 },
    { orderId: "A-1003", customerId: "C-42", item: "Desk lamp", amountCents: 3900, status: "delivered", charges: 1 },
  ].map((o) => [o.orderId, o as Order]),
);

/** The sample customers, by id. */
export const CUSTOMERS: ReadonlyMap<string, Customer> = new Map(
  [
    { customerId: "C-42", name: "Dana Reyes", tier: "gold", refundsThisYear: 0 },
    { customerId: "C-77", name: "Sam Okafor", tier: "standard", refundsThisYear: 2 },
  ].map((c) => [c.customerId, c as Customer]),
);
