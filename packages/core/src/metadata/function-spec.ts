import type { ContextToken } from "../contracts/agent-scope";
import type { JsonSchema } from "../contracts/json-schema";
import type { ModelSettings } from "../contracts/model-settings";
import type { PickMode } from "../contracts/pick-mode";
import type { ApprovalPolicy } from "../contracts/approval-policy";

/** Who supplies a parameter: the model (`llm`), the caller's context (`context`) or the active runtime (`runtime`). */
export type ParamSource = "llm" | "context" | "runtime";

/** One parameter of an agentic function, in the form every later stage reads. */
export interface ParamSpec {
  /** Zero-based position in the function's parameter list; arguments are bound by position. */
  readonly index: number;
  /** Who supplies the value. */
  readonly source: ParamSource;
  /**
   * For `llm`: the name the model sees; for `context`: the context key (for a class or symbol token, the
   * parameter's name, used in messages); for `runtime`: `"runtime"`.
   */
  readonly name: string;
  /**
   * For `context`: what the value is looked up by. A string key is read from the call's `context`, then
   * the ambient `withContext`, then the agent's DI container; a class or symbol is a DI token, resolved
   * from the container only. Absent means the key is `name`.
   */
  readonly token?: ContextToken;
  /** Whether a value must be present (false when the parameter has a default). */
  readonly required: boolean;
  /** For `llm` parameters: the JSON Schema of the value, with its description. */
  readonly schema?: JsonSchema;
  /** Human-readable description (also inside `schema` for `llm` parameters). */
  readonly description?: string;
  /**
   * For class-typed `llm` parameters (DTOs): the class. After JSON Schema validation the value is
   * instantiated with class-transformer and checked with class-validator.
   */
  readonly dto?: new (...args: never[]) => object;
  /**
   * For `llm` parameters: where `Date`s sit in the value (from the generated spec, see
   * `GeneratedParamSpec.dates`); the validated ISO strings there become `Date`s when arguments are bound.
   */
  readonly dates?: readonly (readonly string[])[];
}

/** The resolved specification of an agentic function: what the model sees and how arguments are bound. */
export interface FunctionSpec {
  /** The function's own name (method name or standalone function name). */
  readonly name: string;
  /** What the function does, shown on the menu and in tool definitions. */
  readonly description?: string;
  /** Every parameter, ordered by index; hidden ones included. */
  readonly params: readonly ParamSpec[];
  /** When a model's choice of this function needs a person's approval (absent: never). */
  readonly approval?: ApprovalPolicy;
  /** Default model settings of the model calls the function's body makes (checked when defined). */
  readonly settings?: ModelSettings;
  /** Default pick mode of the decisions the function's body makes (checked when defined). */
  readonly pickMode?: PickMode;
  /**
   * The JSON Schema of what the function resolves to (its return type, `Promise<T>` awaited), as its JSON
   * text will be: `agentic gen`'s `returns` for the method or function (see `GeneratedFunctionSpec.returns`),
   * absent without a generated spec or where the return type has no schema (`void`, `any`, a function, …).
   * It describes results to the callers of a function served elsewhere (an MCP tool's `outputSchema`): it is
   * never in a menu, a tool definition or any prompt, and nothing compiles it unless a consumer does.
   */
  readonly returnSchema?: JsonSchema;
}
