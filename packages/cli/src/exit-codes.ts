/** Exit codes of the `agentic` command, stable for scripts. */
export const ExitCode = {
  /** Success (and, for `gen --check`, the artefacts are up to date). */
  Ok: 0,
  /** The command ran and found a problem: generation errors, or `gen --check` found a stale or missing artefact. */
  Failed: 1,
  /** The command line itself was wrong (unknown command or option, missing argument). */
  Usage: 2,
} as const;

/** One of the {@link ExitCode} values. */
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];
