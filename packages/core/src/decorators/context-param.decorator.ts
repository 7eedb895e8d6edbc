import { ConfigurationError } from "../errors/configuration-error";
import { writeParamRecord } from "../metadata/metadata-writer";

/**
 * Marks a parameter as filled by the framework from the call's `context` under `key`. The model never
 * sees it, any value the model sends for it is discarded, and a missing value is a configuration error
 * raised before the model is asked.
 *
 * The key defaults to the parameter's own name once `agentic gen` has run.
 *
 * @example `refund(orderId: string, @ContextParam() customerId: string)`
 */
export function ContextParam(key?: string): ParameterDecorator {
  return (target, property, index) => {
    if (property === undefined) {
      throw new ConfigurationError("@ContextParam goes on a method parameter, not a constructor parameter.");
    }
    writeParamRecord(target, property, { source: "context", index, key });
  };
}
