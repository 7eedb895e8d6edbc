import { AgenticFunction, Int } from "@agentic-ts/core";

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

// Stands in for class-validator's decorators (not installed here): they must not change the schema.
function IsNotEmpty(): PropertyDecorator {
  return () => undefined;
}

/** An order, as a DTO class. */
export class OrderDto {
  /** @minLength 1 */
  @IsNotEmpty()
  customer!: string;
  items: LineItem[] = [];
  shipTo?: Address;
  counts?: Quantity[];
  private secret = "hidden";

  total(): number {
    return this.items.length + this.secret.length;
  }
}

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
  ): void {
    void [order, address, lines, meta, gift];
  }
}
