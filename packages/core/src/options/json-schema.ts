/**
 * A JSON Schema (draft-07 subset) as agentic-ts produces and consumes it. Extra keywords pass through to Ajv.
 */
export interface JsonSchema {
  type?: "string" | "number" | "integer" | "boolean" | "array" | "object" | "null";
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
