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

  constructor(
    /** The most schema steps this run may take. */
    public maxSteps: number,
  ) {}

  /** The run's value-id table, made on first use: most schemas have no `uniqueItems`. */
  get ids(): ValueIds {
    this.table ??= new ValueIds();
    return this.table;
  }

  /** Begins the run anew with a bound of `maxSteps` and no steps taken (its table was emptied when it ended). */
  restart(maxSteps: number): void {
    this.steps = 0;
    this.maxSteps = maxSteps;
  }

  /** Ends the run: its table (if any) is emptied, so that it holds none of the run's data. */
  end(): void {
    this.table?.clear();
  }
}

let current: ValidationRun | undefined;
// A finished run, kept for the next one rather than made anew: its table keeps the size runs have needed,
// and while an instance of a class lives, the optimised code that reads it survives full garbage
// collections (once every instance has died, V8 throws that code away, and each reply would run cold code).
let spare: ValidationRun | undefined;

/** The validation run in progress, if any: validators called outside `validateArgs` run without one. */
export function currentValidationRun(): ValidationRun | undefined {
  return current;
}

/** Runs `validate` as one {@link ValidationRun} bounded by `maxSteps`, and returns its result. */
export function withValidationRun<T>(maxSteps: number, validate: (run: ValidationRun) => T): T {
  const outer = current;
  const run = begin(maxSteps);
  try {
    return validate(run);
  } finally {
    finish(run, outer);
  }
}

/**
 * Runs a compiled validator on `data` as one {@link ValidationRun} bounded by `maxSteps`, and returns its
 * verdict: {@link withValidationRun} for the commonest call, without a closure made per validation.
 */
export function validateInRun(maxSteps: number, validate: (data: unknown) => boolean, data: unknown): boolean {
  const outer = current;
  const run = begin(maxSteps);
  try {
    return validate(data);
  } finally {
    finish(run, outer);
  }
}

// Makes a run (the spare one if there is one) the run in progress.
function begin(maxSteps: number): ValidationRun {
  const run = spare ?? new ValidationRun(maxSteps);
  spare = undefined;
  run.restart(maxSteps);
  current = run;
  return run;
}

// Ends `run` and puts `outer` back in progress.
function finish(run: ValidationRun, outer: ValidationRun | undefined): void {
  // Validation is synchronous, so the run in progress is always the innermost one.
  current = outer;
  // Emptied now, not when reused: the table must not hold on to the run's data.
  run.end();
  spare = run;
}
