import { _, type CodeKeywordDefinition, type KeywordCxt } from "ajv";
import { useFunc } from "ajv/dist/compile/util";
import { enumIncludes } from "./enum-members";

/**
 * Core's definition of the `enum` keyword, replacing Ajv's: Ajv compares the value with every member in
 * turn (a deep comparison for object members, so 500 object members cost 500 comparisons per value),
 * while this one calls {@link enumIncludes}, a hash lookup. Errors read as Ajv's (`must be equal to one of
 * the allowed values`, params `{ allowedValues }`), so problems sent back to the model do not change.
 */
export const enumKeyword: CodeKeywordDefinition = {
  keyword: "enum",
  schemaType: "array",
  error: {
    message: "must be equal to one of the allowed values",
    params: ({ schemaCode }) => _`{allowedValues: ${schemaCode}}`,
  },
  code(cxt: KeywordCxt) {
    const { gen, data, schema, schemaCode } = cxt;
    if (!Array.isArray(schema) || schema.length === 0) throw new Error("enum must have non-empty array");
    cxt.pass(_`${useFunc(gen, enumIncludes)}(${schemaCode}, ${data})`);
  },
};
