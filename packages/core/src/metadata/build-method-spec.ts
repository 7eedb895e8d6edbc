import { ConfigurationError } from "../errors/configuration-error";
import { fieldToSchema } from "../options/field-to-schema";
import { checkName } from "../options/names";
import type { JsonSchema } from "../options/json-schema";
import type { FunctionSpec, ParamSpec } from "./function-spec";
import type { FunctionRecord, LlmParamRecord, ParamRecord } from "./metadata-records";

/** Everything known about a decorated method when its spec is built. */
export interface MethodSource {
  /** `Class.method`, used in error messages. */
  readonly label: string;
  readonly methodName: string;
  /** The undecorated method (its `length` tells which parameters have defaults). */
  readonly fn: Function;
  readonly record: FunctionRecord;
  readonly params: readonly ParamRecord[];
  /** `design:paramtypes`, when TypeScript emitted them. */
  readonly designTypes?: readonly unknown[];
}

/**
 * Builds the {@link FunctionSpec} of a decorated method from its decorator records and reflected
 * types, checking it on the way (so a bad signature fails when the class is defined).
 *
 * Parameters at or after the method's `length` have defaults, so they are optional.
 */
export function buildMethodSpec(source: MethodSource): FunctionSpec {
  const { label, fn, params, designTypes } = source;
  const highest = params.reduce((max, p) => Math.max(max, p.index + 1), 0);
  const count = Math.max(fn.length, designTypes?.length ?? 0, highest);
  const byIndex = new Map(params.map((p) => [p.index, p] as const));
  const specs: ParamSpec[] = [];
  const llmNames = new Set<string>();

  for (let index = 0; index < count; index++) {
    const record = byIndex.get(index);
    const where = `${label} parameter #${index}`;
    const required = index < fn.length;
    if (!record) {
      throw new ConfigurationError(
        `${where} has no decorator, so agentic-ts cannot name it for the model. ` +
          `Mark it @LlmParam({ name: "…" }), @ContextParam("key") or @RuntimeParam().`,
      );
    }
    if (record.source === "runtime") {
      specs.push({ index, source: "runtime", name: "runtime", required: false });
    } else if (record.source === "context") {
      if (!record.key) {
        throw new ConfigurationError(`${where}: @ContextParam() needs the context key, e.g. @ContextParam("customerId").`);
      }
      checkName(record.key, `${where} context key`);
      specs.push({ index, source: "context", name: record.key, required });
    } else {
      const name = record.name;
      if (!name) {
        throw new ConfigurationError(`${where}: @LlmParam needs { name: "…" } (the name the model sees).`);
      }
      checkName(name, `${where} name`);
      if (llmNames.has(name)) throw new ConfigurationError(`${where}: the name "${name}" is used twice in ${label}.`);
      llmNames.add(name);
      const schema = llmParamSchema(record, designTypes?.[index], where);
      specs.push({ index, source: "llm", name, required, schema, description: record.description });
    }
  }
  return {
    name: source.record.name ?? source.methodName,
    description: source.record.description,
    params: specs,
  };
}

function llmParamSchema(record: LlmParamRecord, designType: unknown, where: string): JsonSchema {
  const base = record.type !== undefined ? record.type : designTypeToField(designType, where);
  if (record.options !== undefined) {
    const meta: Record<string, unknown> = { type: base, options: record.options };
    if (record.description !== undefined) meta.description = record.description;
    return fieldToSchema(meta, where);
  }
  const schema = fieldToSchema(base, where);
  return record.description === undefined ? schema : { ...schema, description: record.description };
}

// design:paramtypes only carries constructors: primitives map to themselves, anything class-like is a
// free-form object until the build-time generator supplies its real shape.
function designTypeToField(type: unknown, where: string): unknown {
  if (type === String || type === Number || type === Boolean || type === Array || type === Object) return type;
  if (type === undefined) {
    throw new ConfigurationError(
      `${where}: no type information. Enable "emitDecoratorMetadata" and import "reflect-metadata" first, ` +
        `or give the type explicitly with @LlmParam({ name, type }).`,
    );
  }
  if (type === Function) {
    throw new ConfigurationError(`${where}: a function-typed parameter cannot be filled by the model.`);
  }
  return Object;
}
