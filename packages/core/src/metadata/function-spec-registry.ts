import type { FunctionSpec } from "./function-spec";

// A WeakMap rather than a property on the function: specs never leak into enumeration, cannot be
// overwritten by user code, and are collected with their function.
const specs = new WeakMap<Function, FunctionSpec | (() => FunctionSpec)>();

/**
 * Attaches a spec (or a lazy spec factory, resolved and memoized on first read) to a function, so the
 * function can stand as an option or a tool.
 */
export function attachFunctionSpec(fn: Function, spec: FunctionSpec | (() => FunctionSpec)): void {
  specs.set(fn, spec);
}

/** Reads the spec attached to a function, or `undefined` for a plain function. */
export function getFunctionSpec(fn: Function): FunctionSpec | undefined {
  const entry = specs.get(fn);
  if (typeof entry !== "function") return entry;
  const resolved = entry();
  specs.set(fn, resolved);
  return resolved;
}
