import type { JsonSchema, Message, ToolDefinition } from "@agentic-ts/core";

/** One option of the captured decision, with the JSON Schema of the `args` the model sends for it. */
export interface ExplainedOption {
  readonly name: string;
  /** `function`, `value`, `schema` or `name` (a list-form string option). */
  readonly kind: string;
  readonly description?: string;
  readonly argsSchema: JsonSchema;
}

/** What `agentic explain` found out about one call: what it was called with and what it would send. */
export interface Explanation {
  /** `Class.method`. */
  readonly target: string;
  /** The method's description from its spec. */
  readonly description?: string;
  /** The model-visible arguments it was called with, by name (or positional, as `--args` gave them). */
  readonly args: Record<string, unknown> | readonly unknown[];
  /** The values its `@ContextParam` parameters got, by key. */
  readonly context: Record<string, unknown>;
  /** Why the first model call is made: `decision`, `exec`, … */
  readonly purpose?: string;
  readonly model?: string;
  readonly system?: string;
  /** The messages of the first model request, exactly as sent. */
  readonly messages: readonly Message[];
  /** The whole text sent (system prompt and messages, joined), as traces and `ScriptedRuntime` show it. */
  readonly text: string;
  /** The tools offered, with the JSON Schema of their parameters. */
  readonly tools: readonly ToolDefinition[];
  /** The options of the decision the request belongs to; absent when it is not a decision. */
  readonly options?: readonly ExplainedOption[];
}
