import type { FunctionSpec, Runtime } from "@agentic-ts/core";
import { UsageError } from "../usage-error";
import { placeholderValue } from "./placeholder-value";

/** What the explained method is called with, and what `explain` reports about it. */
export interface CallArguments {
  /** The positional arguments of the call. */
  readonly values: unknown[];
  /** The model-visible arguments by name, or the positional arguments when `--args` was an array. */
  readonly shown: Record<string, unknown> | unknown[];
  /** The values given to its `@ContextParam` parameters, by key. */
  readonly context: Record<string, unknown>;
}

/** What the command line gave for the call. */
export interface GivenArguments {
  /** `--args`: an object by parameter name, or an array of positional arguments. */
  readonly args?: unknown;
  /** `--context`: values of `@ContextParam` parameters by key. */
  readonly context?: Record<string, unknown>;
}

/**
 * Builds the arguments of the explained call from its spec: each model-visible parameter from `--args`
 * or a placeholder of its JSON Schema type, each `@ContextParam` from `--context` or `"<key>"`, each
 * `@RuntimeParam` the capturing runtime. An array `--args` is used as the positional arguments as is.
 * Throws {@link UsageError} for a name in `--args` the method does not have.
 */
export function buildCallArguments(label: string, spec: FunctionSpec | undefined, given: GivenArguments, runtime: Runtime): CallArguments {
  if (Array.isArray(given.args)) return { values: [...given.args], shown: [...given.args], context: {} };
  const args = (given.args ?? {}) as Record<string, unknown>;
  const params = spec?.params ?? [];
  const known = new Set(params.filter((p) => p.source === "llm").map((p) => p.name));
  const unknown = Object.keys(args).filter((k) => !known.has(k));
  if (unknown.length > 0) {
    const list = known.size > 0 ? `its parameters: ${[...known].join(", ")}` : "it takes no model-visible parameters";
    throw new UsageError(`--args: ${label} has no parameter ${unknown.map((k) => `"${k}"`).join(", ")} (${list}).`);
  }
  const values: unknown[] = [];
  const shown: Record<string, unknown> = {};
  const context: Record<string, unknown> = {};
  for (const p of params) {
    if (p.source === "runtime") values[p.index] = runtime;
    else if (p.source === "context") {
      values[p.index] = own(given.context, p.name) ? given.context![p.name] : `<${p.name}>`;
      context[p.name] = values[p.index];
    } else {
      const value = own(args, p.name) ? args[p.name] : placeholderValue(p.schema, p.name);
      values[p.index] = value;
      shown[p.name] = value;
    }
  }
  return { values, shown, context };
}

function own(record: Record<string, unknown> | undefined, key: string): boolean {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, key);
}
