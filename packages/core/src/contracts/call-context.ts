/** The values a call passes to `@ContextParam` parameters, by key. */
export type CallContext = Readonly<Record<string, unknown>>;

/** Returns the context value under `key`, if the context has one as its own property. */
export function contextValue(context: CallContext | undefined, key: string): { found: boolean; value?: unknown } {
  if (context === undefined || context === null || !Object.prototype.hasOwnProperty.call(context, key)) {
    return { found: false };
  }
  return { found: true, value: context[key] };
}
