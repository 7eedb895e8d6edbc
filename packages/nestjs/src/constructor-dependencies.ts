import { PARAMTYPES_METADATA, SELF_DECLARED_DEPS_METADATA } from "@nestjs/common/constants";

interface SelfDeclaredDependency {
  readonly index: number;
  readonly param: unknown;
}

/**
 * Lists what Nest injects into a class's constructor, by position, the way Nest's injector reads it:
 * the emitted `design:paramtypes` (inherited from the base class when the class declares no
 * constructor of its own), with `@Inject(token)` overrides on top.
 */
export function constructorDependencies(cls: Function): readonly unknown[] {
  const types: unknown[] = [...((Reflect.getMetadata(PARAMTYPES_METADATA, cls) as unknown[] | undefined) ?? [])];
  const declared = (Reflect.getMetadata(SELF_DECLARED_DEPS_METADATA, cls) as SelfDeclaredDependency[] | undefined) ?? [];
  for (const { index, param } of declared) types[index] = param;
  return types;
}

/** Whether Nest injects `base` (or a subclass of it) into some constructor parameter of `cls`. */
export function receives(cls: Function, base: Function): boolean {
  return constructorDependencies(cls).some((dep) => dep === base || (typeof dep === "function" && dep.prototype instanceof base));
}
