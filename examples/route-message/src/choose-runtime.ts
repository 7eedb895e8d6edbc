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

/** A runtime that keeps connections open (provider runtimes do) and can end them. */
interface Closable {
  close(): Promise<void>;
}

function isClosable(runtime: object): runtime is Closable {
  return typeof (runtime as Partial<Closable>).close === "function";
}

const PROVIDER_VARIABLES = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY"] as const;

/**
 * Picks the runtime: a real model when a provider is configured in `env` (see `createRuntimeFromEnv`),
 * else a `ScriptedRuntime` replaying the recorded `transcript`. The agent code is the same either way.
 */
export function chooseRuntime(env: RuntimeEnv, transcript: string): ChosenRuntime {
  if (PROVIDER_VARIABLES.some((name) => (env[name] ?? "").trim() !== "")) {
    const runtime = createRuntimeFromEnv(env);
    return {
      runtime,
      description: `${runtime.constructor.name}, model ${runtime.model ?? "(default)"}`,
      close: () => (isClosable(runtime) ? runtime.close() : Promise.resolve()),
    };
  }
  return {
    runtime: new ScriptedRuntime(loadTranscript(transcript)),
    close: () => Promise.resolve(),
    description: `offline, replaying transcripts/${transcript} (set OPENAI_API_KEY, OPENAI_BASE_URL or ANTHROPIC_API_KEY for a real model)`,
  };
}
