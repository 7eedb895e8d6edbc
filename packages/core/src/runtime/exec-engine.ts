import { ConfigurationError } from "../errors/configuration-error";
import type { ExecDetails } from "./exec-details";
import type { ExecInput } from "./exec-input";
import type { ExecOptions } from "./exec-options";

/**
 * What `Runtime.exec` runs: the exec turn (tool loop, tool calls, exec picks, response formats), which
 * sits above decisions and dispatch. The runtime, below them, reaches it through this hook, which the
 * package entry installs (`exec/install-exec-engine.ts`), so no import runs back up.
 */
export type ExecEngine<R = object> = (runtime: R, content: ExecInput, options: ExecOptions<unknown, unknown>, details?: ExecDetails) => Promise<unknown>;

// Typed by the runtime it is given (`Runtime`, which imports this file: naming it here would be a circle).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let installed: ExecEngine<any> | undefined;

/** Installs the exec turn `Runtime.exec` runs (done once by `@agentic-ts/core`'s entry). */
export function installExecEngine<R extends object>(engine: ExecEngine<R>): void {
  installed = engine;
}

/**
 * The installed exec turn; when there is none, one that rejects with a {@link ConfigurationError} saying how
 * to get it (a rejection, as any failure of `exec` is).
 */
export function execEngine(): ExecEngine {
  return installed ?? missingEngine;
}

const missingEngine: ExecEngine = () =>
  Promise.reject(
    new ConfigurationError(
      "Runtime.exec needs the exec engine, which @agentic-ts/core installs when its entry is loaded: import Runtime " +
        "(and the rest) from \"@agentic-ts/core\", not from a file inside the package.",
    ),
  );
