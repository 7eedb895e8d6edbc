import { AgenticError } from "@agentic-ts/core";

/** Thrown by a {@link ScriptedRuntime} asked for more replies than its script holds. */
export class ScriptExhaustedError extends AgenticError {
  constructor(readonly call: number, readonly scripted: number) {
    super(`ScriptedRuntime ran out of replies: model call #${call + 1} was made but only ${scripted} were scripted.`);
  }
}
