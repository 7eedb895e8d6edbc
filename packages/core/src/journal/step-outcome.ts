import { scrubSecrets } from "../errors/scrub-secrets";
import { nonJsonPath } from "./json-value";

/** An error as a journal records it: its name and message. */
export interface RecordedError {
  readonly name: string;
  readonly message: string;
}

/**
 * How a dispatch step ended, as journaled: the function's result, or the error it threw. A thrown error
 * is recorded too, so a function that completed by throwing does not run again on a replay.
 */
export type StepOutcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: RecordedError };

/** Records an error by name and message, with what looks like a credential in the message redacted. */
export function recordError(error: unknown): RecordedError {
  if (error instanceof Error) return { name: error.name, message: scrubSecrets(String(error.message)) };
  return { name: "Error", message: scrubSecrets(String(error)) };
}

/** Rebuilds a recorded error for a replay: an `Error` with the recorded name and message. */
export function restoreError(recorded: RecordedError): Error {
  const error = new Error(recorded.message);
  error.name = recorded.name;
  return error;
}

/**
 * The outcome of a function's result: the result when it is plain JSON data, else an error naming the
 * function and the part that is not (a journal can only replay what it can store).
 */
export function resultOutcome(functionName: string, value: unknown): StepOutcome {
  const bad = nonJsonPath(value);
  if (bad === undefined) return { ok: true, value };
  return {
    ok: false,
    error: {
      name: "AgenticTypeError",
      message:
        `"${functionName}" returned a value that is not plain JSON data (at ${bad}), so a durable run cannot journal it. ` +
        `Inside a run, functions the model chooses must return JSON data (plain objects, arrays, strings, finite numbers, booleans, null).`,
    },
  };
}
