import { DESIGN_PARAM_TYPES, FUNCTION_METADATA, PARAMS_METADATA } from "./metadata-keys";
import type { FunctionRecord, ParamRecord } from "./metadata-records";
import { reflectApi } from "./reflect-api";

/** Reads the parameter records of a method, ordered by index. */
export function getParamMetadata(target: object, property: string | symbol): ParamRecord[] {
  const records = reflectApi().getOwnMetadata(PARAMS_METADATA, target, property) as ParamRecord[] | undefined;
  return [...(records ?? [])].sort((a, b) => a.index - b.index);
}

/** Reads the `@AgenticFunction` record of a method, or `undefined` if it has none. */
export function getFunctionMetadata(target: object, property: string | symbol): FunctionRecord | undefined {
  return reflectApi().getMetadata(FUNCTION_METADATA, target, property) as FunctionRecord | undefined;
}

/** Reads the parameter types TypeScript emitted for a method, or `undefined` without `emitDecoratorMetadata`. */
export function getDesignParamTypes(target: object, property: string | symbol): readonly unknown[] | undefined {
  return reflectApi().getOwnMetadata(DESIGN_PARAM_TYPES, target, property) as unknown[] | undefined;
}

/**
 * The constructor parameter types TypeScript emitted for a class itself (only for a class with a class
 * decorator, such as tsyringe's `@injectable()`); `undefined` when it emitted none.
 */
export function getConstructorParamTypes(ctor: Function): readonly unknown[] | undefined {
  const api = Reflect as unknown as { getOwnMetadata?: unknown };
  // Without reflect-metadata nothing was emitted to read (and a class is built with `new`).
  if (typeof api.getOwnMetadata !== "function") return undefined;
  return reflectApi().getOwnMetadata(DESIGN_PARAM_TYPES, ctor) as unknown[] | undefined;
}

/** Lists the names of the `@AgenticFunction` methods of a class, base classes included. */
export function listAgenticMethods(ctor: Function): string[] {
  const names = new Set<string>();
  for (let proto = ctor.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      if (key !== "constructor" && getFunctionMetadata(proto, key)) names.add(key);
    }
  }
  return [...names];
}
