import type { ContextToken } from "../contracts/agent-scope";
import { ConfigurationError } from "../errors/configuration-error";
import { writeParamRecord } from "../metadata/metadata-writer";

/**
 * Marks a parameter as filled by the framework, never by the model: it is not rendered, any value the
 * model sends for it is discarded, and a missing value is a configuration error raised before the model
 * is asked. Where the value comes from depends on `key`:
 *
 * - a string key (default: the parameter's own name, once `agentic gen` has run) — the call's `context`,
 *   then the ambient request context ({@link withContext}), then the agent's DI container (a string is a
 *   valid tsyringe token);
 * - a class or symbol — a DI token, resolved from the agent's container (the one that constructed it, so
 *   a request-scoped child container gives each request its own value). Checked when the agent is
 *   constructed: a token nothing provides fails at start-up.
 *
 * @example
 * ```ts
 * refund(orderId: string, @ContextParam() customerId: string, @ContextParam(OrdersRepo) orders: OrdersRepo) { … }
 * ```
 */
export function ContextParam(key?: ContextToken): ParameterDecorator {
  // `@ContextParam(Token)` where Token is still undefined (a circular import) must not silently become
  // `@ContextParam()`, which would read a context key named after the parameter instead.
  if (arguments.length > 0 && key === undefined) {
    throw new ConfigurationError(
      "@ContextParam(token) received undefined — usually a circular import that has not defined the token yet. " +
        "Move the token to a module of its own, or use @ContextParam() for the parameter's own name.",
    );
  }
  if (key !== undefined && typeof key !== "string" && typeof key !== "symbol" && typeof key !== "function") {
    throw new ConfigurationError(`@ContextParam takes a context key (string) or a DI token (class or symbol), not ${typeof key}.`);
  }
  return (target, property, index) => {
    if (property === undefined) {
      throw new ConfigurationError("@ContextParam goes on a method parameter, not a constructor parameter.");
    }
    writeParamRecord(target, property, { source: "context", index, key });
  };
}
