import { createRuntimeFromEnv, type Runtime, type RuntimeEnv } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { replayTranscript } from "./transcript";

const PROVIDER_VARIABLES = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY"] as const;

/**
 * Picks the runtime: a real model when a provider is configured in `env` (see `createRuntimeFromEnv`),
 * else a `ScriptedRuntime` replaying the recorded transcript. The app is the same either way.
 */
export function chooseRuntime(env: RuntimeEnv): Runtime {
  const configured = PROVIDER_VARIABLES.some((name) => (env[name] ?? "").trim() !== "");
  return configured ? createRuntimeFromEnv(env) : new ScriptedRuntime(replayTranscript);
}

/** Says which runtime the app runs on, for the start-up line. */
export function describeRuntime(runtime: Runtime): string {
  if (runtime instanceof ScriptedRuntime) {
    return "offline, replaying the recorded transcript (set OPENAI_API_KEY, OPENAI_BASE_URL or ANTHROPIC_API_KEY for a real model)";
  }
  return `${runtime.constructor.name}, model ${runtime.model ?? "(default)"}`;
}
