import { ConfigurationError, Runtime } from "@agentic-ts/core";
import type { FactoryProvider } from "@nestjs/common";
import { AGENTIC_MODULE_OPTIONS } from "./agentic-module.constants";
import type { AgenticRuntimeOptions } from "./agentic-module-options";

const EXAMPLE =
  "e.g. AgenticModule.forRoot({ runtime: createRuntimeFromEnv() }) (from @agentic-ts/core), " +
  "new OpenAIRuntime({ model: \"…\" }), or new ScriptedRuntime([…]) in tests";

/**
 * Reads the runtime out of the module options, throwing a {@link ConfigurationError} that names the
 * call to fix (`origin`) when there is none, so a misconfigured application fails while it starts.
 */
export function runtimeFromOptions(options: AgenticRuntimeOptions | undefined, origin: string): Runtime {
  const runtime: unknown = options?.runtime;
  if (runtime instanceof Runtime) return runtime;
  const got = runtime === undefined ? "no runtime" : `${typeof runtime === "object" && runtime !== null ? runtime.constructor.name : typeof runtime}`;
  throw new ConfigurationError(
    `${origin} needs a runtime (an instance of Runtime from @agentic-ts/core) and got ${got}. ` +
      `Pass the model connection the agents should use: ${EXAMPLE}.`,
  );
}

/** The provider of the `Runtime` token: the runtime from the module options, checked. */
export function runtimeProvider(origin: string): FactoryProvider<Runtime> {
  return {
    provide: Runtime,
    inject: [AGENTIC_MODULE_OPTIONS],
    useFactory: (options: AgenticRuntimeOptions | undefined) => runtimeFromOptions(options, origin),
  };
}
