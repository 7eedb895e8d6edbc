import path from "node:path";
import { createRuntimeFromEnv, type Runtime, type RuntimeEnv } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { loadTranscript } from "./transcript";

/** The runtime an example runs on, a line that says which one it is, and how to let it go. */
export interface ChosenRuntime {
  readonly runtime: Runtime;
  readonly description: string;
  /** Ends the provider's connections, so the process exits at once; does nothing offline. */
  readonly close: () => Promise<void>;
}

/** The environment variables that configure a real model (see `createRuntimeFromEnv`). */
export const PROVIDER_VARIABLES = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY"] as const;

/**
 * Picks the runtime: a real model when a provider is configured in `env` (see `createRuntimeFromEnv`),
 * else a `ScriptedRuntime` replaying the transcript file. The agent code is the same either way.
 */
export function chooseRuntime(env: RuntimeEnv, transcriptFile: string): ChosenRuntime {
  if (PROVIDER_VARIABLES.some((name) => (env[name] ?? "").trim() !== "")) {
    const runtime = createRuntimeFromEnv(env);
    return { runtime, description: `${runtime.constructor.name}, model ${runtime.model ?? "(default)"}`, close: () => runtime.close() };
  }
  const shown = path.join(path.basename(path.dirname(transcriptFile)), path.basename(transcriptFile));
  return {
    runtime: new ScriptedRuntime(loadTranscript(transcriptFile)),
    close: () => Promise.resolve(),
    description: `offline, replaying ${shown} (set OPENAI_API_KEY, OPENAI_BASE_URL or ANTHROPIC_API_KEY for a real model)`,
  };
}
