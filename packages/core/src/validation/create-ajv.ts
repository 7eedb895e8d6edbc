import Ajv, { type Options } from "ajv";
import { AJV_OPTIONS } from "./ajv-options";
import { uniqueItemsKeyword } from "./unique-items-keyword";

/**
 * A new Ajv instance with core's options ({@link AJV_OPTIONS}, patterns on RE2) and core's keywords
 * (a linear `uniqueItems`), plus `extra` options; `extra.code` is merged into core's. Every instance that
 * compiles or precompiles an arguments schema is built here, so all of them validate alike.
 */
export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra, code: { ...AJV_OPTIONS.code, ...extra.code } });
  ajv.removeKeyword("uniqueItems");
  ajv.addKeyword(uniqueItemsKeyword);
  return ajv;
}
