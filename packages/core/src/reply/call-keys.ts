/**
 * The keys that name the chosen option in a pick, in priority order: when an object carries several,
 * the first one listed here is the call.
 */
export const CALL_KEYS = ["call", "action", "function", "tool"] as const;

/** One of the {@link CALL_KEYS}. */
export type CallKey = (typeof CALL_KEYS)[number];
