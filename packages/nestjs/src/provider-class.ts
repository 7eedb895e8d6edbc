import type { DiscoveryService } from "@nestjs/core";

/** A provider as `DiscoveryService` lists it. */
type InstanceWrapper = ReturnType<DiscoveryService["getProviders"]>[number];

/** The class behind a provider, and whether Nest constructs it (so its constructor's dependencies are Nest's). */
export interface ProviderClass {
  readonly cls: Function;
  readonly constructedByNest: boolean;
}

/**
 * Finds the class of a provider: the class of a class provider (known before anything is
 * instantiated), or the constructor of the value of a value provider, or of what a factory returned
 * once it has run. `undefined` for aliases, plain objects and factories not run yet.
 */
export function providerClass(wrapper: InstanceWrapper): ProviderClass | undefined {
  if (wrapper.isAlias) return undefined;
  if (!wrapper.inject && typeof wrapper.metatype === "function") return { cls: wrapper.metatype, constructedByNest: true };
  // A request-scoped wrapper's `instance` is a placeholder, not a value.
  if (!wrapper.isDependencyTreeStatic()) return undefined;
  const instance: unknown = wrapper.instance;
  if (typeof instance !== "object" || instance === null) return undefined;
  const cls = (instance as { constructor?: unknown }).constructor;
  if (typeof cls !== "function" || cls === Object) return undefined;
  return { cls, constructedByNest: false };
}
