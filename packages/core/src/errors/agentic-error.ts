// Errors that must also be a built-in subclass (a TypeError, say) cannot extend AgenticError directly,
// so they carry this brand and AgenticError's instanceof check accepts it.
const AGENTIC_ERROR_BRAND: unique symbol = Symbol.for("agentic-ts.error");

/** The base class of every error agentic-ts throws, so `e instanceof AgenticError` catches them all. */
export class AgenticError extends Error {
  /** @internal Marks agentic-ts errors, including those that extend a built-in error class. */
  static readonly brand: typeof AGENTIC_ERROR_BRAND = AGENTIC_ERROR_BRAND;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }

  /** Accepts real subclasses and the branded built-in subclasses (e.g. {@link AgenticTypeError}). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    return this === AgenticError && typeof value === "object" && value !== null && AGENTIC_ERROR_BRAND in value;
  }
}
