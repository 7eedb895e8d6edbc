/**
 * A JSON Schema (draft-07 subset) as agentic-ts produces and consumes it. Extra keywords pass through to Ajv.
 */
/** The name of a JSON type, as JSON Schema's `type` keyword spells it. */
export type JsonTypeName = "string" | "number" | "integer" | "boolean" | "array" | "object" | "null";

export interface JsonSchema {
  /** One type name, or several (e.g. `["string", "null"]` for a nullable string). */
  type?: JsonTypeName | JsonTypeName[];
  description?: string;
  enum?: readonly unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: { [name: string]: JsonSchema };
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  [keyword: string]: unknown;
}
