import { isMissingModule } from "../errors/is-missing-module";

type Tsyringe = typeof import("tsyringe");

// `null`: looked for and not installed, so the lookup is not repeated on every agent class.
let loaded: Tsyringe | null | undefined;

/**
 * Returns the tsyringe module, or `undefined` while it cannot be used: the reflect-metadata polyfill is
 * missing (tsyringe throws on import without it), or tsyringe is not installed. tsyringe is an optional
 * peer — a NestJS app brings its own container and never needs it — and core must stay importable
 * without it, so it is loaded on first need rather than at import time.
 */
export function loadTsyringe(): Tsyringe | undefined {
  if (loaded !== undefined) return loaded ?? undefined;
  const api = Reflect as unknown as { getMetadata?: unknown };
  if (typeof api.getMetadata !== "function") return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require("tsyringe") as Tsyringe;
  } catch (error) {
    if (!isMissingModule(error, "tsyringe")) throw error;
    loaded = null;
  }
  return loaded ?? undefined;
}
