import { AgenticFunction } from "@agentic-ts/core";

export class Desk {
  /** Refund an order. @param orderId The order. */
  @AgenticFunction()
  refund(orderId: string) {
    // An ES2025 API (Iterator helpers): typed from the lib gen mapped it to.
    return Iterator.from([orderId]).map((id) => id.toUpperCase()).toArray();
  }
}
