import { ConfigurationError } from "../errors/configuration-error";
import { writeParamRecord } from "../metadata/metadata-writer";

/**
 * Marks a parameter as receiving the active runtime. Hidden from the model; when a caller passes a
 * runtime here, it becomes the ambient runtime for the function's body.
 */
export function RuntimeParam(): ParameterDecorator {
  return (target, property, index) => {
    if (property === undefined) {
      throw new ConfigurationError("@RuntimeParam goes on a method parameter, not a constructor parameter.");
    }
    writeParamRecord(target, property, { source: "runtime", index });
  };
}
