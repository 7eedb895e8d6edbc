import type { Problem } from "./problem";

/** The outcome of one pipeline step: a value, or the {@link Problem} that stopped it. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

/** Wraps a value as a successful {@link Result}. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Wraps a problem as a failed {@link Result}. */
export function fail<T = never>(problem: Problem): Result<T> {
  return { ok: false, problem };
}
