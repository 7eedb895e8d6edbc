import { ConfigurationError } from "../errors/configuration-error";
import { writeParamRecord } from "../metadata/metadata-writer";

/**
 * Marks a parameter as filled by the framework from the call's `context` under `key`. The model never
 * sees it, any value the model sends for it is discarded, and a missing value is a configuration error
 * raised before the model is asked.
 *
 * @example `refund(@LlmParam({ name: "orderId" }) id: string, @ContextParam("customerId") customer: string)`
 */
export function ContextParam(key?: string): ParameterDecorator {
  return (target, property, index) => {
    if (property === undefined) {
      throw new ConfigurationError("@ContextParam goes on a method parameter, not a constructor parameter.");
    }
    writeParamRecord(target, property, { source: "context", index, key });
  };
}
