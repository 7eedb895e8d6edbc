import { ConfigurationError } from "../errors/configuration-error";
import type { ModelRequest, ModelResponse } from "../contracts/model-request";
import { Runtime } from "../runtime/runtime";

// registerAgentic is the typed spelling: tsyringe's types reject the abstract Runtime class as a token,
// though at run time container.register(Runtime, { useValue }) is the same registration.
const HOW_TO_REGISTER =
  'register one once at start-up: registerAgentic(container, { runtime: new OpenAIRuntime({ model: "…" }) }) ' +
  "(any provider runtime; it is container.register(Runtime, { useValue: runtime }))";

/** The {@link ConfigurationError} for a container that has no runtime registered, naming the fix. */
export function noRuntimeRegistered(who: string): ConfigurationError {
  return new ConfigurationError(`${who} needs a Runtime from the container and none is registered; ${HOW_TO_REGISTER}.`);
}

/**
 * What the container hands out for `Runtime` until a real one is registered. Agents reject it when they
 * are constructed (start-up fails with a message naming the fix); any other service that injected it
 * fails the same way on its first model call. A later registration shadows it (tsyringe resolves the
 * last registration of a token).
 */
export class UnregisteredRuntime extends Runtime {
  protected complete(_request: ModelRequest): Promise<ModelResponse> {
    return Promise.reject(noRuntimeRegistered("This service"));
  }
}

let placeholder: UnregisteredRuntime | undefined;

/** The shared placeholder the default `Runtime` registration resolves to. */
export function unregisteredRuntime(): UnregisteredRuntime {
  placeholder ??= new UnregisteredRuntime();
  return placeholder;
}

/**
 * Whether `runtime` is a real runtime: not the placeholder, and not a bare `Runtime` that a container
 * without any `Runtime` registration constructed from the abstract class itself.
 */
export function isUsableRuntime(runtime: Runtime): boolean {
  return !(runtime instanceof UnregisteredRuntime) && Object.getPrototypeOf(runtime) !== Runtime.prototype;
}
