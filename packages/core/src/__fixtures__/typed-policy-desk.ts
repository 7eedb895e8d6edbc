import "reflect-metadata";
import "./agentic.generated";
import { Agent } from "../agent/agent";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ContextParam } from "../decorators/context-param.decorator";
import type { Int } from "../schema/int";

/**
 * A desk whose approval policies are typed from their methods' parameters (`agentic gen` wrote the names
 * into agentic.generated.ts): see typed-policy.int.spec.ts. The `@ts-expect-error` below is the test that a
 * misspelt argument in a policy does not compile (the spec type-check of `npm test` fails without it).
 */
export class TypedPolicyDesk extends Agent {
  /** What the refund policy was given, in order. */
  static readonly seen: unknown[] = [];

  /**
   * Refund an order until a date.
   * @param orderId The order.
   * @param amountCents The amount in cents.
   * @param until The last day the refund may be paid out.
   */
  @AgenticFunction({
    approval: (args, context) => {
      TypedPolicyDesk.seen.push({ args, customerId: context.customerId });
      // `until` is a Date here (the value the method gets), `amountCents` a number: no casts needed.
      return args.amountCents > 10_000 && `Refunds over $100 need a person (due ${args.until.toISOString().slice(0, 10)}).`;
    },
  })
  refund(orderId: string, amountCents: Int, until: Date, @ContextParam() customerId: string) {
    return { refunded: orderId, amountCents, until: until.toISOString(), customerId };
  }

  /**
   * Refund an order, with a policy that misspells its argument.
   * @param orderId The order.
   * @param amountCents The amount in cents.
   */
  @AgenticFunction({
    // @ts-expect-error `amountCent` is not a parameter of refundLoosely: a typo in a policy is a compile error
    approval: (args) => args.amountCent > 10_000,
  })
  refundLoosely(orderId: string, amountCents: Int) {
    return { refunded: orderId, amountCents };
  }
}
