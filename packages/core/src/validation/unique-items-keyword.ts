import { _, str, type CodeKeywordDefinition, type KeywordCxt } from "ajv";
import { useFunc } from "ajv/dist/compile/util";
import { duplicateItems } from "./duplicate-items";

/**
 * Core's definition of the `uniqueItems` keyword, replacing Ajv's: Ajv compares items pairwise (quadratic in
 * the reply's size) whenever they may be objects or arrays, while this one calls {@link duplicateItems},
 * which is linear. Errors read as Ajv's (`must NOT have duplicate items (items ## 0 and 2 are identical)`,
 * params `{ i, j }`), so problems sent back to the model do not change.
 */
export const uniqueItemsKeyword: CodeKeywordDefinition = {
  keyword: "uniqueItems",
  type: "array",
  schemaType: "boolean",
  error: {
    message: ({ params }) => str`must NOT have duplicate items (items ## ${params.j} and ${params.i} are identical)`,
    params: ({ params }) => _`{i: ${params.i}, j: ${params.j}}`,
  },
  code(cxt: KeywordCxt) {
    const { gen, data, schema } = cxt;
    if (schema !== true) return;
    const pair = gen.const("pair", _`${useFunc(gen, duplicateItems)}(${data})`);
    cxt.setParams({ i: _`${pair}[1]`, j: _`${pair}[0]` });
    cxt.fail(_`${pair} !== undefined`);
  },
};
