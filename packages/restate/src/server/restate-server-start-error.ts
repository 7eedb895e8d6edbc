import { AgenticError } from "@agentic-ts/core";

/** Raised when the Restate server does not start: its exit, or the tail of its log. */
export class RestateServerStartError extends AgenticError {
  override readonly name = "RestateServerStartError";
}
