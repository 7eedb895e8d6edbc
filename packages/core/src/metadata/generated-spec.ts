import type { JsonSchema } from "../contracts/json-schema";
import type { GeneratedValidatorFactory } from "../validation/generated-validator-factory";

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
  /**
   * For `llm` parameters whose value holds `Date`s: where they sit, each a list of steps from the value
   * (a property name, `"[]"` for every array item, `"{}"` for every record value; `[]` is the value
   * itself). The model sends ISO date-time strings there; they are turned into `Date`s when the function is called.
   */
  readonly dates?: readonly (readonly string[])[];
}

/** The generated spec of one agentic method or standalone agentic function. */
export interface GeneratedFunctionSpec {
  /** The source file, relative to the generated module, for error messages. */
  readonly file: string;
  /** The JSDoc summary of the method or function. */
  readonly description?: string;
  /**
   * A fingerprint of the parameters' names, optionality and TypeScript types as written. Types are erased
   * at run time, so nothing at run time compares it; it makes the generated module change whenever a
   * signature's types do (a narrowed union, an alias), which `agentic gen --check` and `--watch` see.
   */
  readonly types?: string;
  readonly params: readonly GeneratedParamSpec[];
  /**
   * The JSON Schema of the value the function resolves to (its return type, `Promise<T>` awaited), as its
   * JSON text will be; absent when there is none to give (`void`, `any`, a function, a recursive type, …) and
   * in modules written before it was added. Never shown to a model: consumers that describe results (an MCP
   * tool's `outputSchema`) read it from `FunctionSpec.returnSchema`.
   */
  readonly returns?: JsonSchema;
}

/**
 * Everything one `agentic gen` target produced: what the generated module registers. Format version 1;
 * `validators`, `refused` and each spec's `returns` were added later as optional fields, so modules written
 * before them still load.
 */
export interface GeneratedSpecs {
  /** The format version; the runtime refuses versions it does not know. */
  readonly version: 1;
  /** Decorated methods by `"ClassName.methodName"`. */
  readonly methods: Readonly<Record<string, GeneratedFunctionSpec>>;
  /** Standalone `agenticFunction(fn, …)` wrappers by the function's name. */
  readonly functions: Readonly<Record<string, GeneratedFunctionSpec>>;
  /**
   * Precompiled validators of the arguments schemas the runtime builds from these specs, keyed by
   * `precompiledValidatorKey(schema)` (SHA-256 of the validation engine's tag and the schema's canonical JSON). A schema with a validator
   * here is never compiled at run time; one without (or a module without this field) is compiled as usual.
   */
  readonly validators?: Readonly<Record<string, GeneratedValidatorFactory>>;
  /**
   * Decorated methods `agentic gen` saw and could not generate, by `"ClassName.methodName"`, with its
   * reasons: the class then fails when it is defined with those reasons, not as a method "added after the
   * last gen" (running gen again cannot fix a refused signature). Optional, added later like `validators`.
   */
  readonly refused?: Readonly<Record<string, RefusedMethodSpec>>;
}

/** A decorated method `agentic gen` refused: where it is and why (see {@link GeneratedSpecs.refused}). */
export interface RefusedMethodSpec {
  /** The source file, relative to the generated module, like {@link GeneratedFunctionSpec.file}. */
  readonly file: string;
  /** Gen's messages, each `line:column - message` in that file. */
  readonly reasons: readonly string[];
}
