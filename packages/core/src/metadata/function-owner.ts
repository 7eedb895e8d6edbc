// A WeakMap rather than a property on the function, for the same reasons as the spec registry: nothing
// leaks into enumeration, user code cannot overwrite it, and entries go away with their function.
const owners = new WeakMap<Function, object>();

/**
 * Records the object a bound agentic method belongs to, so binding can find the agent's DI scope when
 * the method is used as an option or a tool.
 */
export function attachFunctionOwner(fn: Function, owner: object): void {
  owners.set(fn, owner);
}

/** Returns the object a bound agentic method belongs to, or `undefined` for a standalone function. */
export function getFunctionOwner(fn: Function): object | undefined {
  return owners.get(fn);
}
