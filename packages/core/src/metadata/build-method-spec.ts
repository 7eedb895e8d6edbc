import type { ContextToken } from "../contracts/agent-scope";
import { ConfigurationError } from "../errors/configuration-error";
import { fieldToSchema } from "../schema/field-to-schema";
import type { JsonSchema } from "../contracts/json-schema";
import { checkName } from "../schema/names";
import type { FunctionSpec, ParamSpec } from "./function-spec";
import type { GeneratedParamSpec } from "./generated-spec";
import { getGeneratedClassFile, getGeneratedMethodSpec, getRefusedMethodSpec } from "./generated-spec-registry";
import type { FunctionRecord, LlmParamRecord, ParamRecord } from "./metadata-records";
import { checkGeneratedFresh } from "./check-generated-fresh";
import { checkHiddenNameClash, type HiddenParamNames, type VisibleParamName } from "./check-hidden-name-clash";
import { designTypeToField } from "./design-type";

/** Everything known about a decorated method when its spec is built. */
export interface MethodSource {
  /** The class name (the generated spec is looked up by `ClassName.method`). */
  readonly className: string;
  readonly methodName: string;
  /** The undecorated method (its `length` tells which parameters have defaults). */
  readonly fn: Function;
  readonly record: FunctionRecord;
  readonly params: readonly ParamRecord[];
  /** `design:paramtypes`, when TypeScript emitted them. */
  readonly designTypes?: readonly unknown[];
}

const RUN_GEN = "run `agentic gen` (and import the generated module before this class)";

/**
 * Builds the {@link FunctionSpec} of a decorated method, checking it on the way so that a bad signature
 * fails when the class is defined. Names, schemas, descriptions, optionality and the return schema come
 * from the spec `agentic gen` generated for `ClassName.method`; explicit decorator options (`@LlmParam({ name, type,
 * description, options })`, `@ContextParam(key)`) win over it. Without a generated spec every
 * parameter needs a decorator with an explicit name.
 */
export function buildMethodSpec(source: MethodSource): FunctionSpec {
  const label = `${source.className}.${source.methodName}`;
  const generated = getGeneratedMethodSpec(source.className, source.methodName);
  if (generated) checkGeneratedFresh(label, source, generated);
  const refusal = generated ? undefined : getRefusedMethodSpec(source.className, source.methodName);
  if (refusal) {
    // Saying "run gen" would loop: gen has seen this signature and cannot generate it as written.
    throw new ConfigurationError(
      `${label}: \`agentic gen\` refused this method, so it has no spec — ` +
        refusal.reasons.map((reason) => `${refusal.file}:${reason}`).join("; ") +
        ". Change the signature as the message says, then run `agentic gen` again.",
    );
  }
  const classFile = generated ? undefined : getGeneratedClassFile(source.className);
  if (classFile !== undefined) {
    // Even a method without parameters needs its spec (its description); its class is known, so it is new.
    throw new ConfigurationError(
      `${label}: the generated module has specs for ${source.className} (from ${classFile}) but none for this method — ` +
        "it was added after the last `agentic gen`. Run `agentic gen` to regenerate it.",
    );
  }
  const { fn, params, designTypes } = source;
  const highest = params.reduce((max, p) => Math.max(max, p.index + 1), 0);
  const count = generated ? generated.params.length : Math.max(fn.length, designTypes?.length ?? 0, highest);
  const byIndex = new Map(params.map((p) => [p.index, p] as const));
  const specs: ParamSpec[] = [];
  const llmNames = new Set<string>();
  const visible: VisibleParamName[] = [];
  const hidden: HiddenParamNames[] = [];

  for (let index = 0; index < count; index++) {
    const record = byIndex.get(index);
    const gen = generated?.params[index];
    const position = `parameter #${index}${gen ? ` (${gen.name})` : ""}`;
    const where = `${label} ${position}`;
    const required = gen ? !gen.optional : index < fn.length;
    const source = record?.source ?? gen?.kind;
    if (source === undefined) {
      throw new ConfigurationError(
        `${where} has no decorator and ${label} has no generated spec, so agentic-ts cannot name it for the model. ` +
          `${capitalize(RUN_GEN)}, or mark it @LlmParam({ name: "…" }), @ContextParam("key") or @RuntimeParam().`,
      );
    }
    if (source === "runtime") {
      specs.push({ index, source: "runtime", name: "runtime", required: false });
      hidden.push({ names: gen ? [gen.name] : [], decorator: "@RuntimeParam", where: position });
    } else if (source === "context") {
      const spec = contextParamSpec(index, record?.source === "context" ? record.key : undefined, gen, required, where);
      specs.push(spec);
      hidden.push({ names: hiddenNames(spec, gen), decorator: "@ContextParam", where: position });
    } else {
      const llm = record?.source === "llm" ? record : undefined;
      const name = llm?.name ?? gen?.name;
      if (!name) throw new ConfigurationError(`${where}: @LlmParam needs { name: "…" } (the name the model sees), or ${RUN_GEN}.`);
      checkName(name, `${where} name`);
      if (llmNames.has(name)) throw new ConfigurationError(`${where}: the name "${name}" is used twice in ${label}.`);
      llmNames.add(name);
      visible.push({ name, where: position });
      const description = llm?.description ?? gen?.description;
      const schema = llmParamSchema(llm, gen, designTypes?.[index], description, where);
      const dto = dtoOf(gen, designTypes?.[index]);
      // Dates are revived only where the generated schema (which asks for date-time strings) is the one used.
      const dates = gen?.dates && schemaIsGenerated(llm, gen) ? { dates: gen.dates } : {};
      specs.push({ index, source: "llm", name, required, schema, description, ...(dto ? { dto } : {}), ...dates });
    }
  }
  checkHiddenNameClash(label, visible, hidden);
  return {
    name: source.record.name ?? source.methodName,
    description: source.record.description ?? generated?.description,
    params: specs,
    ...(generated?.returns !== undefined ? { returnSchema: generated.returns } : {}),
  };
}

// A string key (explicit or the parameter's generated name) is a context key and must be a valid name;
// a class or symbol is a DI token and is named after the parameter in messages.
function contextParamSpec(index: number, key: ContextToken | undefined, gen: GeneratedParamSpec | undefined, required: boolean, where: string): ParamSpec {
  if (typeof key === "function" || typeof key === "symbol") {
    const name = gen?.name ?? ((typeof key === "function" ? key.name : key.description) || `param${index}`);
    return { index, source: "context", name, token: key, required };
  }
  const name = key ?? gen?.name;
  if (!name) throw new ConfigurationError(`${where}: @ContextParam() needs the context key, e.g. @ContextParam("customerId"), or ${RUN_GEN}.`);
  checkName(name, `${where} context key`);
  return { index, source: "context", name, token: name, required };
}

// A context parameter goes by its key (a string token) and by its own name when the generator saw it.
function hiddenNames(spec: ParamSpec, gen: GeneratedParamSpec | undefined): string[] {
  const names = typeof spec.token === "string" ? [spec.token] : [];
  if (gen && !names.includes(gen.name)) names.push(gen.name);
  return names;
}

function llmParamSchema(
  record: LlmParamRecord | undefined,
  gen: GeneratedParamSpec | undefined,
  designType: unknown,
  description: string | undefined,
  where: string,
): JsonSchema {
  if (schemaIsGenerated(record, gen)) {
    const schema = gen?.schema as JsonSchema;
    return description === undefined ? schema : { ...schema, description };
  }
  const base = record?.type !== undefined ? record.type : designTypeToField(designType, where);
  if (record?.options !== undefined) {
    const meta: Record<string, unknown> = { type: base, options: record.options };
    if (description !== undefined) meta.description = description;
    return fieldToSchema(meta, where);
  }
  const schema = fieldToSchema(base, where);
  return description === undefined ? schema : { ...schema, description };
}

// The generated schema is used unless the decorator gives its own type or options.
function schemaIsGenerated(record: LlmParamRecord | undefined, gen: GeneratedParamSpec | undefined): boolean {
  return record?.type === undefined && gen?.schema !== undefined && record?.options === undefined;
}

// A DTO is instantiated only when the reflected constructor really is the class the generator saw.
function dtoOf(gen: GeneratedParamSpec | undefined, designType: unknown): ParamSpec["dto"] {
  if (!gen?.dtoClass || typeof designType !== "function" || designType.name !== gen.dtoClass) return undefined;
  return designType as ParamSpec["dto"];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
