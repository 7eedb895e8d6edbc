import type Ajv from "ajv";
import type { JsonSchema } from "../contracts/json-schema";
import { createAjv } from "./create-ajv";

type StandaloneCode = (ajv: Ajv, validate: unknown) => string;

// Ajv's CommonJS header of a one-function module: `"use strict";`, then the two exports of `validateN`.
const HEADER = /^"use strict";\s*module\.exports = (validate\d+);\s*module\.exports\.default = \1;\s*/;
// What Ajv writes for a runtime helper; only these four exist for JSON Schema (see ajvRuntime). Core's own
// helpers (the linear pattern engine, the linear uniqueItems check) already come as `ajvRuntime("…")`, their `code`.
const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/(equal|ucs2length|uri|validation_error)"\)/g;

let checker: Ajv | undefined;
let standalone: StandaloneCode | undefined;

/**
 * The source of a precompiled validator for `schema`: a self-contained function expression
 * `function (ajvRuntime) { …; return validateN; }` wrapping Ajv's standalone validation code, built with
 * core's own Ajv options, with every `require("ajv/dist/runtime/…")` rewritten to `ajvRuntime("…")`. Used at
 * build time by `agentic gen`; the text depends only on the schema (and the Ajv version), so generated
 * modules are deterministic. The wrapper's first and last lines are unindented; Ajv's statements follow,
 * one per line, each indented by two spaces.
 *
 * Returns `undefined` for a schema that is not precompiled: one Ajv rejects (the runtime compiles it and
 * reports the error as before) or one whose code needs anything beyond the known runtime helpers.
 */
export function standaloneValidatorCode(schema: JsonSchema): string | undefined {
  // Checked against the meta-schema once here, as core's instance checks it before compiling.
  checker ??= createAjv();
  if (!isValidSchema(checker, schema)) return undefined;
  // A fresh instance per schema numbers Ajv's names (validate0, schema1, func2 …) from zero, so one
  // validator's text never depends on which schemas were compiled before it. Only the meta-schema check
  // (already done above) is skipped; it does not change the code Ajv generates.
  const ajv = createAjv({ validateSchema: false, code: { source: true, lines: true } });
  let code: string;
  try {
    standalone ??= (require("ajv/dist/standalone") as { default: StandaloneCode }).default;
    code = standalone(ajv, ajv.compile(schema));
  } catch {
    return undefined;
  }
  return asFactory(code);
}

function isValidSchema(ajv: Ajv, schema: JsonSchema): boolean {
  try {
    return ajv.validateSchema(schema) === true;
  } catch {
    return false;
  }
}

function asFactory(code: string): string | undefined {
  const header = HEADER.exec(code);
  if (header === null) return undefined;
  const body = code.slice(header[0].length).replace(RUNTIME_REQUIRE, 'ajvRuntime("$1")');
  // Anything else loaded at run time (formats, re2) would not resolve from the user's project.
  // (Inside string literals a quote is always escaped, so this only finds real calls.)
  if (/\brequire\("/.test(body)) return undefined;
  // Ajv's statements, one per line, indented one level: block-depth indentation would double the size.
  const lines = body.split("\n").filter((line) => line.trim() !== "").map((line) => `  ${line}`);
  return ["function (ajvRuntime) {", ...lines, `  return ${header[1]};`, "}"].join("\n");
}
