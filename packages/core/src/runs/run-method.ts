/** The instance a `Runs` agent is: a class's instances, or the object given itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RunAgentInstance<A> = A extends abstract new (...args: any[]) => infer I ? I : A;

/** The names of an agent's methods: what `runs.start(agent, method, …)` accepts. */
export type RunMethodName<A> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [K in keyof RunAgentInstance<A>]: RunAgentInstance<A>[K] extends (...args: any[]) => unknown ? K : never;
}[keyof RunAgentInstance<A>] &
  string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MethodOf<A, M> = M extends keyof RunAgentInstance<A> ? (RunAgentInstance<A>[M] extends (...args: any[]) => unknown ? RunAgentInstance<A>[M] : never) : never;

/** Every prefix of a parameter tuple (a method called with its trailing context parameters left out). */
export type ParameterPrefix<T extends readonly unknown[]> = number extends T["length"]
  ? T
  : T extends readonly []
    ? []
    : T extends readonly [infer H, ...infer R]
      ? [] | [H, ...ParameterPrefix<R>]
      : T extends readonly [(infer H)?, ...infer R]
        ? [] | [H?, ...ParameterPrefix<R>]
        : T;

/**
 * The arguments a run of `agent.method` starts with: the method's parameters in order, of their declared
 * types; trailing ones may be left out (`@ContextParam` values come from the run's context).
 */
export type RunMethodArgs<A, M> = ParameterPrefix<Parameters<MethodOf<A, M>>>;

/** What a completed run of `agent.method` results in: the method's awaited return type. */
export type RunMethodResult<A, M> = Awaited<ReturnType<MethodOf<A, M>>>;
