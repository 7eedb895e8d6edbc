import { ValueIds } from "./value-ids";

/**
 * The state of one validation of a model's arguments: the schema steps taken so far against their bound,
 * and the table of value ids that every `uniqueItems` check of the run shares. Validators reach the
 * run in progress through {@link currentValidationRun}; generated code cannot take an extra argument.
 */
export class ValidationRun {
  /** The schema steps taken so far (see `ValidationLimits.maxSchemaSteps`). */
  steps = 0;
  private table: ValueIds | undefined;

  constructor(readonly maxSteps: number) {}

  /** The run's value-id table, made on first use: most schemas have no `uniqueItems`. */
  get ids(): ValueIds {
    this.table ??= new ValueIds();
    return this.table;
  }
}

let current: ValidationRun | undefined;

/** The validation run in progress, if any: validators called outside `validateArgs` run without one. */
export function currentValidationRun(): ValidationRun | undefined {
  return current;
}

/** Runs `validate` as one {@link ValidationRun} bounded by `maxSteps`, and returns its result. */
export function withValidationRun<T>(maxSteps: number, validate: (run: ValidationRun) => T): T {
  const outer = current;
  const run = new ValidationRun(maxSteps);
  current = run;
  try {
    return validate(run);
  } finally {
    // Validation is synchronous, so the run in progress is always the innermost one.
    current = outer;
  }
}
