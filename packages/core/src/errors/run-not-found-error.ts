import { AgenticError } from "./agentic-error";

/** Thrown by `Runs` when no run has the given id in its store. */
export class RunNotFoundError extends AgenticError {
  constructor(readonly runId: string) {
    super(`No run with id ${runId} in this store.`);
  }
}
