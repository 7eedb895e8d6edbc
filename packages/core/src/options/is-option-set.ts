import { BoundNames } from "./bound-names";
import type { OptionSet } from "./option-spec";

/**
 * Tells a normalized {@link OptionSet} from an options container: a set has exactly `options` (an array)
 * and `byName` (a Map, or the map of an inline menu bound to one call's values). A dict container with those two keys would need a value option named `byName`
 * holding a Map, which no real menu has.
 */
export function isOptionSet(value: unknown): value is OptionSet {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const candidate = value as Partial<OptionSet>;
  const byName: unknown = candidate.byName;
  return (byName instanceof Map || byName instanceof BoundNames) && Array.isArray(candidate.options) && Object.keys(value).length === 2;
}
