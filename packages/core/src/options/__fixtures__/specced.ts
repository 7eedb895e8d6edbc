import type { FunctionSpec, ParamSpec } from "../../metadata/function-spec";
import { attachFunctionSpec } from "../../metadata/function-spec-registry";
import type { AnyFunction } from "../../contracts/any-function";

/** Test helper: attaches a hand-built spec to a function, standing in for the decorators. */
export function specced<F extends AnyFunction>(fn: F, spec: { name: string; description?: string; params?: ParamSpec[] }): F {
  const full: FunctionSpec = { name: spec.name, description: spec.description, params: spec.params ?? [] };
  attachFunctionSpec(fn, full);
  return fn;
}

/** An agentic `refund(orderId, amountCents, reason?, user)` whose last parameter comes from the context. */
export function makeRefund(): (orderId: string, amountCents: number, reason: string | undefined, user: string) => Promise<string> {
  return specced(async (orderId: string, amountCents: number, reason: string | undefined, user: string) => `${orderId}:${amountCents}:${reason}:${user}`, {
    name: "refund",
    description: "Refund an order.",
    params: [
      { index: 0, source: "llm", name: "orderId", required: true, schema: { type: "string", description: "The order to refund." } },
      { index: 1, source: "llm", name: "amountCents", required: true, schema: { type: "integer", description: "Amount in cents." } },
      {
        index: 2,
        source: "llm",
        name: "reason",
        required: false,
        schema: { type: "string", description: "Why the refund is issued.", enum: ["damaged", "late"] },
      },
      { index: 3, source: "context", name: "user", required: true },
    ],
  });
}
