import type { GenerationError } from "./generation-error";

/** The result of one generation step: a value, or every error that stopped it. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly GenerationError[] };

/** Wraps a value as a successful {@link Outcome}. */
export function succeed<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** Wraps errors as a failed {@link Outcome}. */
export function failWith<T = never>(...errors: GenerationError[]): Outcome<T> {
  return { ok: false, errors };
}
