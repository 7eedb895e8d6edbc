import { AgenticError } from "./agentic-error";

/**
 * A mistake in how agentic-ts is set up (malformed options, a decorator misuse, a missing context value).
 * Thrown at definition time, or at once when a call cannot be bound; never turned into a re-pick.
 */
export class ConfigurationError extends AgenticError {}
