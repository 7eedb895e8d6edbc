import type { PickMode } from "../contracts/pick-mode";
import { ConfigurationError } from "../errors/configuration-error";

const MODES: ReadonlySet<string> = new Set(["text", "tools", "json"]);

/** Checks a `pickMode` value given by a user; `where` names it in the error. */
export function checkPickMode(mode: unknown, where: string): PickMode | undefined {
  if (mode === undefined) return undefined;
  if (typeof mode !== "string" || !MODES.has(mode)) {
    throw new ConfigurationError(`${where}: pickMode must be "text", "tools" or "json", got ${JSON.stringify(mode)}.`);
  }
  return mode as PickMode;
}
