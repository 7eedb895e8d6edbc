import { agenticFunction, Int } from "@agentic-ts/core";

/**
 * Look an order up.
 * @param orderId The order id.
 */
function lookupOrder(orderId: string): string {
  return orderId;
}

export const lookup = agenticFunction(lookupOrder);

/**
 * Split the bill.
 * @param people Head count.
 */
export const split = agenticFunction((people: Int, total: number) => total / people, { name: "splitBill" });

export const ping = agenticFunction(function pong(): string {
  return "pong";
});

/** Echo the text back. */
export const echo = agenticFunction((text: string, times = 1) => text.repeat(times), { name: "echo" });
