import { currentValidationRun } from "./validation-run";

/** Thrown from inside a validator when a run takes more schema steps than its bound; caught by `validateArgs`. */
export class SchemaStepsExceeded extends Error {
  constructor(readonly maxSteps: number) {
    super(`validation took more than ${maxSteps} schema steps`);
    this.name = "SchemaStepsExceeded";
  }
}

/** The signature of {@link takeSchemaSteps}, with the `code` Ajv's standalone output loads it by. */
export interface SchemaStepCounter {
  (count: number): void;
  readonly code: string;
}

/**
 * Counts `count` schema steps against the run in progress and throws {@link SchemaStepsExceeded} past its
 * bound; does nothing outside a run. Validators call it before following a `$ref` and before trying the
 * branches of `anyOf` / `oneOf` / `allOf`; `code` tells Ajv's standalone output to load it through
 * `ajvRuntime`.
 */
export const takeSchemaSteps: SchemaStepCounter = Object.assign(
  (count: number): void => {
    const run = currentValidationRun();
    if (run === undefined) return;
    run.steps += count;
    if (run.steps > run.maxSteps) throw new SchemaStepsExceeded(run.maxSteps);
  },
  { code: 'ajvRuntime("takeSchemaSteps")' },
);
