import { DecisionError, normalizeOptions, parseArgs, type FunctionOption, type FunctionSpec, type OptionSet } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";

/** One method an agent service serves, prepared when the service is defined. */
export interface ServedMethod {
  /** The Restate service name. */
  readonly service: string;
  /** The method's name: the handler's name and the option's. */
  readonly method: string;
  /** `Service.method`, for messages. */
  readonly label: string;
  readonly spec: FunctionSpec;
  /** The method as an option, on a menu of its own: what a model's pick of it is validated against. */
  readonly menu: OptionSet;
}

/**
 * Prepares `method` of an agent class for serving: its spec, and the one-option menu its ingress arguments
 * are checked against (built once; a parameter schema the validator cannot compile fails here, when the
 * service is defined).
 */
export function serveMethod(service: string, prototype: object, method: string): ServedMethod {
  const fn = (prototype as Record<string, (...args: never[]) => unknown>)[method];
  const menu = normalizeOptions({ [method]: fn });
  const option = menu.byName.get(method) as FunctionOption;
  return { service, method, label: `${service}.${method}`, spec: option.spec, menu };
}

/**
 * Checks a run's input against its method the way a model's pick is checked — the same validation (JSON
 * Schema with unknown fields dropped, then DTO classes), on the arguments by name — and that every
 * required context value is there. Resolves with the validated pick of the method; a problem is a
 * terminal error (status 400) naming the field, before anything runs.
 *
 * `given` holds the method's arguments by position, as the input's `args`; positions of context and
 * runtime parameters are ignored (those values never come from the caller's arguments).
 */
export async function checkRunArgs(
  served: ServedMethod,
  given: unknown,
  context: Readonly<Record<string, unknown>>,
): Promise<{ readonly option: FunctionOption; readonly args: Readonly<Record<string, unknown>> }> {
  if (given !== undefined && !Array.isArray(given)) {
    throw new restate.TerminalError(`${served.label}: the input's \`args\` must be an array of the method's arguments, in order.`, { errorCode: 400 });
  }
  const positional = (given ?? []) as readonly unknown[];
  const named: Record<string, unknown> = {};
  for (const param of served.spec.params) {
    if (param.source === "llm" && param.index < positional.length && positional[param.index] !== undefined) {
      Object.defineProperty(named, param.name, { value: positional[param.index], enumerable: true, writable: true, configurable: true });
    } else if (param.source === "context" && param.required && typeof (param.token ?? param.name) === "string") {
      const key = (param.token ?? param.name) as string;
      if (!Object.prototype.hasOwnProperty.call(context, key)) {
        throw new restate.TerminalError(`${served.label}: no value for context parameter "${key}"; send it the way this service reads it (a header or the object key).`, {
          errorCode: 400,
        });
      }
    }
  }
  try {
    // Through the pick path itself (one call, no re-pick): the same checks, limits and messages as a model's.
    const pick = await parseArgs(JSON.stringify({ call: served.method, args: named }), served.menu, { maxRetries: 0 });
    return { option: pick.option as FunctionOption, args: pick.args };
  } catch (error) {
    if (!(error instanceof DecisionError)) throw error;
    const problem = error.attempts[error.attempts.length - 1];
    // Core's messages name the field already; a path they leave out is added.
    const where = problem.path && !problem.message.includes(`"${problem.path}"`) ? ` (field "${problem.path}")` : "";
    throw new restate.TerminalError(`${served.label}: invalid arguments${where}: ${problem.message}`, { errorCode: 400 });
  }
}

