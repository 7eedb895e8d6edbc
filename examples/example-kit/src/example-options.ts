import type { RuntimeEnv } from "@agentic-ts/core";

/** What an example's `main` runs with; every field defaults to the process's own. */
export interface ExampleOptions {
  /** The command line's arguments: the example's sample or input, and `--verbose` to print every prompt and reply. */
  readonly argv?: readonly string[];
  /** Where a model provider is looked up (`OPENAI_API_KEY`, `OPENAI_BASE_URL`, `ANTHROPIC_API_KEY`, `AGENTIC_MODEL`). */
  readonly env?: RuntimeEnv;
  /** Where the report goes, one call per block of text; defaults to `console.log`. */
  readonly print?: (text: string) => void;
  /**
   * A SQLite file to write the run's trace to (as a script: `AGENTIC_DB`, default `./agentic.db`); the
   * report then ends with the commands that open it. None by default.
   */
  readonly db?: string;
}
