import { ConfigurationError } from "../errors/configuration-error";

/**
 * Maps a `design:paramtypes` constructor to a schema field. Primitives map to themselves; a class is a
 * free-form object unless the generator supplied its real shape.
 */
export function designTypeToField(type: unknown, where: string): unknown {
  if (type === String || type === Number || type === Boolean || type === Array || type === Object) return type;
  if (type === undefined) {
    throw new ConfigurationError(
      `${where}: no type information. Run \`agentic gen\`, enable "emitDecoratorMetadata" and import "reflect-metadata" first, ` +
        `or give the type explicitly with @LlmParam({ name, type }).`,
    );
  }
  if (type === Function) {
    throw new ConfigurationError(`${where}: a function-typed parameter cannot be filled by the model.`);
  }
  return Object;
}

/** The constructor name a reflected parameter type has, as the generator records it (`"undefined"` for none). */
export function designTypeName(type: unknown): string {
  return typeof type === "function" ? type.name : "undefined";
}
