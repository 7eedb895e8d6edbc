import { Agent, getFunctionSpec, listAgenticMethods, requestText, runWithRuntime, withContext } from "@agentic-ts/core";
import { UsageError } from "../usage-error";
import { buildCallArguments, type GivenArguments } from "./call-arguments";
import { withDecisionCapture } from "./capture-decision-options";
import { CapturingRuntime, RequestCaptured } from "./capturing-runtime";
import type { Explanation } from "./explanation";

type Constructor = new (...args: unknown[]) => object;

/**
 * Explains `className.methodName` of a loaded module: constructs the class (an {@link Agent} gets a
 * capturing runtime), calls the method with arguments built from its spec, stops it at its first model
 * request and describes that request. Throws {@link UsageError} when the class or method does not exist,
 * and the method's own error (or a plain Error) when it made no model call.
 */
export async function explainCall(exports: Record<string, unknown>, className: string, methodName: string, given: GivenArguments): Promise<Explanation> {
  const label = `${className}.${methodName}`;
  const Class = exports[className];
  if (typeof Class !== "function") {
    const classes = Object.keys(exports).filter((k) => typeof exports[k] === "function");
    throw new UsageError(`the module exports no class ${className} (it exports: ${classes.join(", ") || "no classes"}).`);
  }
  const runtime = new CapturingRuntime();
  const instance = (Class.prototype instanceof Agent ? new (Class as Constructor)(runtime) : new (Class as Constructor)()) as Record<string, unknown>;
  const method = instance[methodName];
  if (typeof method !== "function") throw new UsageError(`${className} has no method ${methodName}.`);
  const spec = getFunctionSpec(method);
  const call = buildCallArguments(label, spec, given, runtime);

  // The call runs as a request would: inside withContext, with --context over "<key>" placeholders for
  // the context keys of the class's agentic methods (the options a decision of this agent offers).
  const context = { ...contextPlaceholders(instance), ...call.context, ...given.context };
  let failure: unknown;
  try {
    // runWithRuntime: a plain class's `decision.make` finds the capturing runtime as the ambient one.
    await withContext(context, () => withDecisionCapture(runtime, () => runWithRuntime(runtime, async () => method.apply(instance, call.values))));
  } catch (error) {
    failure = error;
  }
  const captured = runtime.captured;
  if (!captured) {
    if (failure !== undefined && !(failure instanceof RequestCaptured)) throw failure;
    throw new Error(`${label} returned without calling the model, so there is no request to show.`);
  }
  const { request, purpose, options } = captured;
  return {
    target: label,
    description: spec?.description,
    args: call.shown,
    context,
    purpose,
    model: request.model,
    system: request.system,
    messages: request.messages,
    text: requestText(request),
    tools: request.tools,
    options: options === undefined ? undefined : options.options.map((o) => ({
      name: o.name,
      kind: o.kind,
      description: o.description,
      argsSchema: o.argsSchema,
    })),
  };
}

// "<key>" for every string context key a @ContextParam of the instance's agentic methods reads.
function contextPlaceholders(instance: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of listAgenticMethods(instance.constructor)) {
    const fn = (instance as Record<string, unknown>)[name];
    const spec = typeof fn === "function" ? getFunctionSpec(fn) : undefined;
    for (const p of spec?.params ?? []) {
      const key = p.token ?? p.name;
      if (p.source === "context" && typeof key === "string") Object.defineProperty(out, key, { value: `<${key}>`, enumerable: true, writable: true, configurable: true });
    }
  }
  return out;
}
