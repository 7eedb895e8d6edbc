import type { ContextToken } from "../contracts/agent-scope";

/** What `@LlmParam` records about a parameter the model fills. */
export interface LlmParamRecord {
  readonly source: "llm";
  readonly index: number;
  /** The name the model sees (defaults to the parameter's own name once the generator supplies it). */
  readonly name?: string;
  readonly description?: string;
  /** Allowed values (an enum). */
  readonly options?: readonly unknown[];
  /** A schema field (`String`, `Int`, `[String]`, a nested shape, `jsonSchema(...)`) overriding the reflected type. */
  readonly type?: unknown;
}

/** What `@ContextParam` records about a parameter the framework fills from the context or the DI container. */
export interface ContextParamRecord {
  readonly source: "context";
  readonly index: number;
  /**
   * The context key (a string) or DI token (a class or symbol); defaults to the parameter's own name
   * once the generator supplies it.
   */
  readonly key?: ContextToken;
}

/** What `@RuntimeParam` records about a parameter that receives the active runtime. */
export interface RuntimeParamRecord {
  readonly source: "runtime";
  readonly index: number;
}

/** A parameter record written by one of the parameter decorators. */
export type ParamRecord = LlmParamRecord | ContextParamRecord | RuntimeParamRecord;

/** What `@AgenticFunction` records about a method. */
export interface FunctionRecord {
  readonly name?: string;
  readonly description?: string;
}
