// Internal to reply/: shared by strict-json.ts and extract-action.ts.

/**
 * Fills in missing or unusable caps from `defaults`: a cap that is not a positive number would
 * silently disable the protection, so it falls back instead.
 */
export function resolveLimits(
  defaults: { readonly maxLength: number; readonly maxDepth: number },
  limits: { readonly maxLength?: number; readonly maxDepth?: number } | undefined,
): { maxLength: number; maxDepth: number } {
  const length = limits?.maxLength;
  const depth = limits?.maxDepth;
  return {
    maxLength: typeof length === "number" && length >= 0 ? length : defaults.maxLength,
    maxDepth: typeof depth === "number" && depth >= 1 ? Math.floor(depth) : defaults.maxDepth,
  };
}
