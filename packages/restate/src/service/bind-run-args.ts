import type { FunctionSpec } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";

/**
 * The arguments a run's method is called with: the input's positional arguments, with every
 * `@ContextParam` slot (string key) filled from the run's context. A required context value that is
 * missing is a terminal error naming the key: retrying cannot supply it.
 */
export function bindRunArgs(spec: FunctionSpec, given: readonly unknown[] | undefined, context: Readonly<Record<string, unknown>>): unknown[] {
  if (given !== undefined && !Array.isArray(given)) {
    throw new restate.TerminalError(`${spec.name}: the input's \`args\` must be an array of the method's arguments.`, { errorCode: 400 });
  }
  const args = [...(given ?? [])];
  for (const param of spec.params) {
    if (param.source !== "context") continue;
    const key = param.token ?? param.name;
    if (typeof key !== "string") continue;
    if (Object.prototype.hasOwnProperty.call(context, key)) {
      if (args.length <= param.index) args.length = param.index + 1;
      args[param.index] = context[key];
    } else if (param.required && args[param.index] === undefined) {
      throw new restate.TerminalError(`${spec.name}: no value for context parameter "${key}"; pass it in the input's \`context\`${""} or a configured header.`, {
        errorCode: 400,
      });
    }
  }
  return args;
}
