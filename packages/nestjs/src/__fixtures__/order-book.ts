import { Injectable } from "@nestjs/common";

/** A singleton service an agent depends on through its own constructor. */
@Injectable()
export class OrderBook {
  /** Returns the amount paid for an order, in cents. */
  amountOf(orderId: string): number {
    return orderId.length * 100;
  }
}
