import { AgenticError } from "./agentic-error";

/** Thrown when a call needs a model but no runtime was passed and none is ambient. */
export class NoRuntimeError extends AgenticError {
  constructor(what: string) {
    super(
      `${what} needs a runtime and none is active: pass { runtime }, call it inside an @AgenticFunction method ` +
        `of an Agent constructed with a runtime, or wrap the call in runWithRuntime(runtime, () => …).`,
    );
  }
}
