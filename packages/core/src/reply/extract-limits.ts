/** The caps extraction enforces on a reply, so hostile text fails fast. */
export interface ExtractLimits {
  /** The longest reply accepted, in UTF-16 code units. */
  readonly maxLength: number;
  /** The deepest nesting of objects and arrays accepted in any JSON attempt (`{}` is depth 1). */
  readonly maxDepth: number;
}

/** The default {@link ExtractLimits}: 4 Mi characters and 64 levels of nesting. */
export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = Object.freeze({ maxLength: 4 * 1024 * 1024, maxDepth: 64 });
