// options/ (layer 5): `OptionSpec`, the option helpers, normalization, the option-set caches.
// May import: layers 0-4. The layer table and the rule: ../README.md.
export { Int, isIntMarker } from "../schema/int";
export type { IntMarker } from "../schema/int";
export { jsonSchema, isJsonSchemaField, unwrapJsonSchema } from "../schema/json-schema-field";
export type { JsonSchemaField } from "../schema/json-schema-field";
export type { JsonSchema } from "../contracts/json-schema";
export { META_SPEC_KEYS } from "../schema/schema-field";
export type { FieldConstructor, MetaSpec, MetaSpecKey, OptionLiteral, PayloadSchema, SchemaField, SchemaShape } from "../schema/schema-field";
export { fieldToSchema, shapeToSchema } from "../schema/field-to-schema";
export { copyRawSchema } from "../schema/copy-raw-schema";
export { checkName, NAME_PATTERN } from "../schema/names";
export { option, isOptionHelper } from "./option-helper";
export type { FunctionOptionHelper, OptionHelper, SchemaOptionHelper, ValueOptionHelper } from "./option-helper";
export { isStandardSchema, standardArgsSchema } from "../schema/standard-schema";
export { functionArgsSchema } from "./function-args-schema";
export { resolveFunctionSpec, functionOption } from "./function-option";
export { schemaOption, isPayloadSchema, DECISION_FIELD } from "./schema-option";
export { normalizeOptions } from "./normalize-options";
export type { DictOptions, ListOptionItem, ListOptions, OptionHandler, Options } from "./options-types";
export type { FunctionOption, NameOption, OptionSet, OptionSpec, SchemaOption, ValueOption } from "./option-spec";
export type { StandardSchemaLike } from "../contracts/standard-schema-like";
export type { FieldValue, Payload, ShapeValue } from "../schema/payload";
export type { DecisionResult, Decided, HandlerResult, ListItemResult } from "./decision-result";
