/** Exit codes of the `agentic` command, stable for scripts. `agentic run` passes on its script's own code. */
export const ExitCode = {
  /** Success (and, for `gen --check`, the artefacts are up to date). */
  Ok: 0,
  /**
   * The command ran and found a problem: generation errors, `gen --check` found a stale or missing
   * artefact, `explain` could not load the module or the method failed or made no model call, `run`'s
   * script threw an uncaught error or the example is not built, `trace` could not read its store, write
   * the page or start its server.
   */
  Failed: 1,
  /**
   * The command line itself was wrong (unknown command or option, missing argument, no such file, class,
   * method or run).
   */
  Usage: 2,
} as const;

/** One of the {@link ExitCode} values. */
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];
