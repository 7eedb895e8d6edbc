import path from "node:path";
import { createRuntimeFromEnv, type Runtime, type RuntimeEnv } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { openTraceDb, type TraceDb } from "./trace-db";
import { loadTranscript } from "./transcript";

/** The runtime an example runs on, a line that says which one it is, and how to let it go. */
export interface ChosenRuntime {
  readonly runtime: Runtime;
  readonly description: string;
  /** Ends the provider's connections, so the process exits at once, and closes the trace store. */
  readonly close: () => Promise<void>;
  /** The trace store file the runtime writes to, when one was asked for. */
  readonly db?: TraceDb;
}

/** The environment variables that configure a real model (see `createRuntimeFromEnv`). */
export const PROVIDER_VARIABLES = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY"] as const;

/**
 * Picks the runtime: a real model when a provider is configured in `env` (see `createRuntimeFromEnv`),
 * else a `ScriptedRuntime` replaying the transcript file. The agent code is the same either way. With
 * `db`, the runtime also writes its trace to that SQLite file (`@agentic-ts/sqlite`).
 */
export function chooseRuntime(env: RuntimeEnv, transcriptFile: string, db?: string): ChosenRuntime {
  const traceDb = db === undefined ? undefined : openTraceDb(db);
  const store = traceDb?.store;
  const closeStore = () => store?.close() ?? Promise.resolve();
  if (PROVIDER_VARIABLES.some((name) => (env[name] ?? "").trim() !== "")) {
    const runtime = createRuntimeFromEnv(env, { store });
    const close = () => runtime.close().finally(closeStore);
    return { runtime, description: `${runtime.constructor.name}, model ${runtime.model ?? "(default)"}`, close, db: traceDb };
  }
  const shown = path.join(path.basename(path.dirname(transcriptFile)), path.basename(transcriptFile));
  return {
    runtime: new ScriptedRuntime(loadTranscript(transcriptFile), { store }),
    close: closeStore,
    description: `offline, replaying ${shown} (set OPENAI_API_KEY, OPENAI_BASE_URL or ANTHROPIC_API_KEY for a real model)`,
    db: traceDb,
  };
}
