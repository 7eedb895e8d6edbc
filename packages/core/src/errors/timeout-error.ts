import { AgenticError } from "./agentic-error";

/** The reason a call is aborted with when its `timeoutMs` runs out (first model call and re-picks together). */
export class TimeoutError extends AgenticError {
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms (the budget covers the first model call and every re-pick)`);
  }
}
