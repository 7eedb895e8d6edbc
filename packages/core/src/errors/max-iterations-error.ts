import { AgenticError } from "./agentic-error";

/** Thrown when an `exec` turn used all its model calls and the model still asked for tools. */
export class MaxIterationsError extends AgenticError {
  constructor(readonly maxIterations: number) {
    super(
      `exec stopped after ${maxIterations} model calls that all asked for tools; ` +
        `raise { maxIterations } or give the model a clearer stopping point.`,
    );
  }
}
