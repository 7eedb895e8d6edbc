import Ajv, { type CodeKeywordDefinition, type Options } from "ajv";
import { AJV_OPTIONS } from "./ajv-options";
import { countSchemaSteps } from "./count-schema-steps";
import { enumKeyword } from "./enum-keyword";
import { uniqueItemsKeyword } from "./unique-items-keyword";

/**
 * A new Ajv instance with core's options ({@link AJV_OPTIONS}, patterns on RE2) and core's keywords
 * (`uniqueItems` and `enum` in time linear in the data, `$ref` and the combinators counting schema steps),
 * plus `extra` options; `extra.code` is merged into core's. Every instance that compiles or precompiles an
 * arguments schema is built here, so all of them validate alike.
 */
export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra, code: { ...AJV_OPTIONS.code, ...extra.code } });
  ajv.removeKeyword("uniqueItems");
  ajv.addKeyword(uniqueItemsKeyword);
  replaceInPlace(ajv, enumKeyword);
  countSchemaSteps(ajv);
  return ajv;
}

// Swaps a built-in keyword's code and errors but keeps its place in Ajv's order, so that when several
// keywords fail, the one reported first does not change.
function replaceInPlace(ajv: Ajv, definition: CodeKeywordDefinition): void {
  const rule = ajv.RULES.all[definition.keyword as string];
  if (typeof rule !== "object") throw new Error(`Ajv has no ${String(definition.keyword)} keyword to replace`);
  rule.definition = { ...rule.definition, code: definition.code, error: definition.error, $data: false };
}
