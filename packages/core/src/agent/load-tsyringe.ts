import { isMissingModule } from "../errors/is-missing-module";
import type { DependencyContainerLike } from "./dependency-container-like";

/**
 * What core uses of the tsyringe module, written out so that core's declarations never import tsyringe
 * (an optional peer: a project without it must still compile them with `skipLibCheck: false`).
 */
export interface TsyringeModule {
  /** tsyringe's global container. */
  readonly container: DependencyContainerLike;
  /** tsyringe's `@injectable()` class decorator factory. */
  injectable(): (target: never) => void;
}

// `null`: looked for and not installed, so the lookup is not repeated on every agent class.
let loaded: TsyringeModule | null | undefined;

/**
 * Returns the tsyringe module, or `undefined` while it cannot be used: the reflect-metadata polyfill is
 * missing (tsyringe throws on import without it), or tsyringe is not installed. tsyringe is an optional
 * peer — a NestJS app brings its own container and never needs it — and core must stay importable
 * without it, so it is loaded on first need rather than at import time.
 */
export function loadTsyringe(): TsyringeModule | undefined {
  if (loaded !== undefined) return loaded ?? undefined;
  const api = Reflect as unknown as { getMetadata?: unknown };
  if (typeof api.getMetadata !== "function") return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require("tsyringe") as TsyringeModule;
  } catch (error) {
    if (!isMissingModule(error, "tsyringe")) throw error;
    loaded = null;
  }
  return loaded ?? undefined;
}
