import { ConfigurationError } from "../errors/configuration-error";

// The single place that talks to reflect-metadata: decorators write through metadata-writer.ts, every
// other module reads through metadata-reader.ts, and both reach Reflect only through here.

/** The part of the reflect-metadata API agentic-ts uses. */
export interface ReflectWithMetadata {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown;
}

/** Returns the reflect-metadata API, or throws a ConfigurationError naming the missing import. */
export function reflectApi(): ReflectWithMetadata {
  const api = Reflect as unknown as Partial<ReflectWithMetadata>;
  if (typeof api.defineMetadata !== "function" || typeof api.getMetadata !== "function") {
    throw new ConfigurationError(
      'agentic-ts decorators need the reflect-metadata polyfill: add `import "reflect-metadata";` as the first line of your entry point.',
    );
  }
  return api as ReflectWithMetadata;
}

