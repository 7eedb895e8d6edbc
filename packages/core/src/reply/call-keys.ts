/**
 * The keys that name the chosen option in a pick. An object may carry several only when they all name
 * the same call; two that differ are a contradiction sent back to the model, never settled by an order.
 */
export const CALL_KEYS = ["call", "action", "function", "tool"] as const;

/** One of the {@link CALL_KEYS}. */
export type CallKey = (typeof CALL_KEYS)[number];

/**
 * What a pick inherits: JSON.parse builds every object on Object.prototype. Where this reads a key as
 * undefined, a defined value read from a pick is the pick's own, with no own-property call (read-action.ts,
 * pick-scan.ts).
 */
export const PICK_PROTOTYPE = Object.prototype as Readonly<Record<string, unknown>>;
