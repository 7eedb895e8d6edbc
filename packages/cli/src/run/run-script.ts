import type { Runtime } from "@agentic-ts/core";
import { runAsMain } from "../load/load-user-module";
import { registerTsHook } from "../load/ts-require-hook";
import { monitorModelCalls, type ModelCallListener } from "./model-call-monitor";

/** How a script run in-process ended. */
export interface ScriptOutcome {
  /** Whether the script threw an error it did not catch (or left a promise rejected). */
  readonly failed: boolean;
  /** The first error the script threw and did not catch (or a promise it left rejected). */
  readonly error?: unknown;
  /** 1 when it failed, else the exit code the script set (`process.exitCode`), 0 when it set none. */
  readonly exitCode: number;
  /** The runtimes that made model calls, in the order of their first one. */
  readonly runtimes: readonly Runtime[];
}

/** What {@link runScript} needs besides the script. */
export interface RunScriptOptions {
  /** Resolves once the script has nothing left to do. */
  readonly idle: () => Promise<void>;
  /** Hears each model call start and end. */
  readonly onModelCall: ModelCallListener;
  /** Starts the script; default {@link runAsMain}. */
  readonly runMain?: (file: string) => void;
}

/**
 * Runs a script in this process as `node <file> <args>` would (a `.ts` file through the TypeScript hook)
 * and waits until it is done, catching what it leaves uncaught. `process.argv` and `process.exitCode` are
 * the script's while it runs and restored afterwards.
 */
export async function runScript(file: string, args: readonly string[], options: RunScriptOptions): Promise<ScriptOutcome> {
  const saved = { argv: process.argv, exitCode: process.exitCode, mainModule: process.mainModule };
  let error: unknown;
  let failed = false;
  const onError = (e: unknown): void => {
    if (!failed) [failed, error] = [true, e];
  };
  process.argv = [process.argv[0], file, ...args];
  process.exitCode = undefined;
  process.on("uncaughtException", onError);
  process.on("unhandledRejection", onError);
  const monitor = monitorModelCalls(options.onModelCall);
  const unregister = registerTsHook();
  try {
    try {
      (options.runMain ?? runAsMain)(file);
    } catch (e) {
      onError(e);
    }
    await options.idle();
    const code = Number(process.exitCode ?? 0);
    return { failed, error, exitCode: failed ? 1 : Number.isInteger(code) ? code : 1, runtimes: [...monitor.runtimes] };
  } finally {
    unregister();
    monitor.dispose();
    process.off("uncaughtException", onError);
    process.off("unhandledRejection", onError);
    process.argv = saved.argv;
    process.exitCode = saved.exitCode;
    process.mainModule = saved.mainModule;
  }
}
