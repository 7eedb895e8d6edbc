import type { JsonSchema } from "../options/json-schema";

/** Which decorator (if any) a parameter carries, as the generator saw it in the source. */
export type GeneratedParamKind = "llm" | "context" | "runtime";

/** One parameter of a generated spec. */
export interface GeneratedParamSpec {
  /** The parameter's own name in the source. */
  readonly name: string;
  /** Zero-based position. */
  readonly index: number;
  /** `llm` for `@LlmParam` and undecorated parameters, `context` for `@ContextParam`, `runtime` for `@RuntimeParam`. */
  readonly kind: GeneratedParamKind;
  /** True when the parameter is optional (`?`) or has a default. */
  readonly optional: boolean;
  /**
   * The constructor name TypeScript emits for this parameter in `design:paramtypes` (`"String"`,
   * `"Number"`, `"Boolean"`, `"Array"`, `"Object"`, `"Function"`, or a class name). The runtime compares
   * it with the reflected type to notice a stale spec.
   */
  readonly designType: string;
  /** For `llm` parameters: the JSON Schema of the value (with `description` from `@param` JSDoc). */
  readonly schema?: JsonSchema;
  /** The `@param` JSDoc text, when there is one. */
  readonly description?: string;
  /** For class-typed `llm` parameters (DTOs): the class name, instantiated with class-transformer after validation. */
  readonly dtoClass?: string;
}

/** The generated spec of one agentic method or standalone agentic function. */
export interface GeneratedFunctionSpec {
  /** The source file, relative to the generated module, for error messages. */
  readonly file: string;
  /** The JSDoc summary of the method or function. */
  readonly description?: string;
  readonly params: readonly GeneratedParamSpec[];
}

/** Everything one `agentic gen` target produced: what the generated module registers. */
export interface GeneratedSpecs {
  /** The format version; the runtime refuses versions it does not know. */
  readonly version: 1;
  /** Decorated methods by `"ClassName.methodName"`. */
  readonly methods: Readonly<Record<string, GeneratedFunctionSpec>>;
  /** Standalone `agenticFunction(fn, …)` wrappers by the function's name. */
  readonly functions: Readonly<Record<string, GeneratedFunctionSpec>>;
}
