type Tsyringe = typeof import("tsyringe");

let loaded: Tsyringe | undefined;

/**
 * Returns the tsyringe module, or `undefined` while the reflect-metadata polyfill is missing. tsyringe
 * throws on import without the polyfill, and core must stay importable without it (decision.make with
 * plain options needs no metadata), so tsyringe is loaded on first need rather than at import time.
 */
export function loadTsyringe(): Tsyringe | undefined {
  if (loaded) return loaded;
  const api = Reflect as unknown as { getMetadata?: unknown };
  if (typeof api.getMetadata !== "function") return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded = require("tsyringe") as Tsyringe;
  return loaded;
}
