import { AgenticTypeError } from "../errors/agentic-type-error";
import { ConfigurationError } from "../errors/configuration-error";
import { JournalWriteError } from "../errors/journal-write-error";
import { currentJournal, runInStep } from "./journal-scope";
import { isSuspension } from "../errors/run-suspension";
import { recordError, restoreError, resultOutcome, type StepOutcome } from "./step-outcome";

/** The function a model chose: the option name it called, and the function's own name. */
export interface DispatchTarget {
  readonly option: string;
  readonly function: string;
}

/**
 * Dispatches a function the model chose. Outside a durable run it simply calls `dispatch`; inside one the
 * call is a journaled step: a replay answers it from the journal (the function does not run again), and
 * its result — or the error it threw — is recorded. Configuration errors, a suspension and a journal
 * that could not be written propagate unrecorded. A result that is not plain JSON data becomes an error naming the function.
 */
export async function dispatchStep(target: DispatchTarget, args: Readonly<Record<string, unknown>>, dispatch: () => Promise<unknown>): Promise<unknown> {
  const journal = currentJournal();
  if (!journal) return dispatch();
  // The first execution rethrows the function's own error object; a replay can only rebuild it.
  let thrown: { error: unknown } | undefined;
  const outcome = await journal.step<StepOutcome>(
    { kind: "dispatch", name: target.option, request: { option: target.option, function: target.function, args } },
    (stepId) =>
      runInStep(stepId, async (): Promise<StepOutcome> => {
        try {
          return resultOutcome(target.function, await dispatch());
        } catch (error) {
          // A step inside the function that could not be journaled is the run's failure, not the function's.
          if (isSuspension(error) || error instanceof ConfigurationError || error instanceof JournalWriteError) throw error;
          thrown = { error };
          return { ok: false, error: recordError(error) };
        }
      }),
  );
  if (outcome.ok) return outcome.value;
  if (thrown) throw thrown.error;
  if (outcome.error.name === "AgenticTypeError") throw new AgenticTypeError(outcome.error.message);
  throw restoreError(outcome.error);
}
