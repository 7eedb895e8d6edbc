/**
 * What a handler of an agent service takes: the method's arguments, by position, and the values of its
 * `@ContextParam` parameters. The model never supplies either.
 *
 * @example `{ "args": ["My order A-1 arrived broken"] }` (the customer from a header a gateway sets, or the object key)
 */
export interface AgentRunInput {
  /** The method's arguments in parameter order; `@ContextParam` slots are filled from the context. */
  readonly args?: readonly unknown[];
  /**
   * `@ContextParam` values by key, accepted only by a service defined with `contextFromBody: true` (any
   * other refuses the run, status 400). Headers and the object key, when configured, override these.
   */
  readonly context?: Readonly<Record<string, unknown>>;
}
