import { AgenticFunction, Int } from "@agentic-ts/core";
import { IsInt, IsOptional, IsString, Max, MinLength } from "class-validator";

/** A postal address. */
export interface Address {
  /**
   * Street and number.
   * @maxLength 80
   */
  street: string;
  /** @pattern ^[0-9]{5}$ */
  zip?: string;
}

/** A garment size. */
export type Size = "s" | "m" | "l";

export type Quantity = Int;

export interface LineItem {
  sku: string;
  /**
   * How many.
   * @minimum 1
   */
  quantity: Int;
  size?: Size;
  /** @TJS-type integer */
  grams: number;
  extra?: Quantity | null;
}

/** Values that reached {@link OrderDto}'s `admin` setter; model data must never get there. */
export const adminWrites: unknown[] = [];

/** An order, as a DTO class: class-validator checks what the schema cannot (or checks it again). */
export class OrderDto {
  /** @minLength 1 */
  @IsString()
  @MinLength(3)
  customer!: string;
  items: LineItem[] = [];
  shipTo?: Address;
  counts?: Quantity[];
  /**
   * Discount in percent.
   * @minimum 0
   */
  @IsOptional()
  @IsInt()
  @Max(50)
  discount?: Int;
  private secret = "hidden";

  total(): number {
    return this.items.length + this.secret.length;
  }
}

// A setter for a property the class does not declare (so its schema has no `admin`): unknown fields are
// dropped before instantiation, so model data never calls it.
Object.defineProperty(OrderDto.prototype, "admin", {
  set(value: unknown) {
    adminWrites.push(value);
  },
  configurable: true,
});

export class Shop {
  /**
   * Place an order.
   * @param order The order to place.
   * @param gift Wrap it as a gift?
   */
  @AgenticFunction()
  place(
    order: OrderDto,
    address: Address,
    lines: Array<LineItem>,
    meta: { note: string; rush?: boolean; tags: readonly string[] },
    gift: boolean | null = false,
  ): OrderDto {
    void [address, lines, meta, gift];
    return order;
  }
}
