import { ConfigurationError } from "../errors/configuration-error";
import { writeParamRecord } from "../metadata/metadata-writer";

/** Options of {@link LlmParam}. */
export interface LlmParamOptions {
  /** The name the model sees; defaults to the parameter's own name once `agentic gen` supplies it. */
  readonly name?: string;
  /** What the model should put here. */
  readonly description?: string;
  /** The allowed values (rendered on the menu and enforced). */
  readonly options?: readonly unknown[];
  /** A schema field (`String`, `Int`, `[String]`, a nested shape, `jsonSchema(...)`) overriding the reflected type. */
  readonly type?: unknown;
}

/**
 * Marks a parameter as filled by the model. Takes a description string or {@link LlmParamOptions}.
 * Undecorated parameters of an `@AgenticFunction` are model-visible too once `agentic gen` has run; use
 * the decorator to override the generated name, type or description.
 *
 * @example `refund(@LlmParam({ name: "amount", type: Int, description: "Amount in cents" }) amount: number)`
 */
export function LlmParam(options: string | LlmParamOptions = {}): ParameterDecorator {
  const o: LlmParamOptions = typeof options === "string" ? { description: options } : options;
  return (target, property, index) => {
    if (property === undefined) {
      throw new ConfigurationError("@LlmParam goes on a method parameter, not a constructor parameter.");
    }
    writeParamRecord(target, property, {
      source: "llm",
      index,
      name: o.name,
      description: o.description,
      options: o.options,
      type: o.type,
    });
  };
}
