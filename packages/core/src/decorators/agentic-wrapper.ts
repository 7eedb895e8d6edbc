/** Gives a wrapper the name and arity of the function it stands for, so it looks like that function. */
export function agenticWrapper<F extends Function>(name: string, original: Function, wrapper: F): F {
  Object.defineProperty(wrapper, "name", { value: name });
  Object.defineProperty(wrapper, "length", { value: original.length });
  return wrapper;
}
