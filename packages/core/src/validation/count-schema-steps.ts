import type Ajv from "ajv";
import { _, type KeywordCxt } from "ajv";
import { useFunc } from "ajv/dist/compile/util";
import { takeSchemaSteps } from "./take-schema-steps";

// The keywords that apply a schema again to the same data: the only way validation work can multiply.
// Every recursion goes through `$ref`; the combinators multiply the work by their number of branches.
const COUNTED: Readonly<Record<string, (schema: unknown) => number>> = {
  $ref: () => 1,
  anyOf: (schema) => (Array.isArray(schema) ? schema.length : 1),
  oneOf: (schema) => (Array.isArray(schema) ? schema.length : 1),
  allOf: (schema) => (Array.isArray(schema) ? schema.length : 1),
};

/**
 * Makes an Ajv instance's `$ref`, `anyOf`, `oneOf` and `allOf` count schema steps before they apply their
 * schemas ({@link takeSchemaSteps}: one per `$ref`, one per branch), so a validation run stops with
 * `SchemaStepsExceeded` instead of following a recursive schema's branches exponentially. The keywords keep
 * Ajv's own code and their place in Ajv's order; only a count goes before it.
 */
export function countSchemaSteps(ajv: Ajv): void {
  for (const [keyword, weigh] of Object.entries(COUNTED)) {
    const rule = ajv.RULES.all[keyword];
    if (typeof rule !== "object") throw new Error(`Ajv has no ${keyword} keyword to count`);
    const ajvCode = "code" in rule.definition ? rule.definition.code : undefined;
    if (ajvCode === undefined) throw new Error(`Ajv's ${keyword} keyword has no code to count`);
    // The rule object is this instance's own (Ajv copies each definition into it), so no other instance changes.
    rule.definition = {
      ...rule.definition,
      code(cxt: KeywordCxt, ruleType?: string) {
        cxt.gen.code(_`${useFunc(cxt.gen, takeSchemaSteps)}(${weigh(cxt.schema)})`);
        ajvCode(cxt, ruleType);
      },
    };
  }
}
