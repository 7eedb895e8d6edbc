import type { GeneratedFunctionSpec, GeneratedSpecs } from "@agentic-ts/core";

/**
 * Lists what differs between two generations of one target, one line per spec, sorted: `Key: added`,
 * `Key: removed` or `Key: changed` (its parameters, schemas, types or description), so a watch run
 * says what an edit did.
 */
export function specChanges(before: GeneratedSpecs, after: GeneratedSpecs): string[] {
  const lines: string[] = [];
  const compare = (was: Readonly<Record<string, GeneratedFunctionSpec>>, now: Readonly<Record<string, GeneratedFunctionSpec>>, suffix: string): void => {
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const a = Object.prototype.hasOwnProperty.call(was, key) ? was[key] : undefined;
      const b = Object.prototype.hasOwnProperty.call(now, key) ? now[key] : undefined;
      if (a === undefined) lines.push(`${key}${suffix}: added`);
      else if (b === undefined) lines.push(`${key}${suffix}: removed`);
      else if (JSON.stringify(a) !== JSON.stringify(b)) lines.push(`${key}${suffix}: changed`);
    }
  };
  compare(before.methods, after.methods, "");
  compare(before.functions, after.functions, " (function)");
  return lines.sort();
}
