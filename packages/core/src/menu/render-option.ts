import type { FunctionSpec } from "../metadata/function-spec";
import type { AnyFunction, OptionSpec } from "../options/option-spec";
import { detailLines } from "./detail-lines";
import { inlineJson } from "./inline-json";
import { oneLine } from "./one-line";
import { placeholderFor } from "./placeholder";
import { renderType } from "./render-type";
import { isSchema, propertiesOf, requiredOf } from "./schema-walk";

// Function options are re-normalized whenever options are written inline, but the function, its name
// and description are stable, so their blocks are cached on the function. The spec is kept alongside
// so that a function whose spec is replaced is rendered afresh.
const functionBlocks = new WeakMap<AnyFunction, Map<string, { spec: FunctionSpec; text: string }>>();

function signature(option: OptionSpec): string {
  const schema = option.argsSchema;
  const entries = propertiesOf(schema);
  if (entries.length > 0) {
    const required = requiredOf(schema);
    const params = entries.map(([key, sub]) => `${key}${required.has(key) ? "" : "?"}: ${renderType(isSchema(sub) ? sub : {})}`);
    return `${option.name}(${params.join(", ")})`;
  }
  // No named fields: either the option takes nothing, or its payload is free-form or a union, which is
  // then shown whole.
  const open = schema.additionalProperties !== false && (schema.type === "object" || !!schema.anyOf || !!schema.oneOf || !!schema.allOf);
  return open ? `${option.name}(args: ${renderType(schema)})` : `${option.name}()`;
}

function render(option: OptionSpec): string {
  const lines = [signature(option)];
  const description = oneLine(option.description);
  if (description) lines.push(`  ${description}`);
  lines.push(...detailLines(option.argsSchema));
  lines.push(`  Call: ${inlineJson({ call: option.name, args: placeholderFor(option.argsSchema) })}`);
  return lines.join("\n");
}

/**
 * Renders one option's menu block: the signature with the model-visible parameters, the description,
 * one detail line per parameter (plus nested detail lines), and a one-line `Call:` JSON example.
 * Blocks of function options are cached by (function, name, description).
 */
export function renderOption(option: OptionSpec): string {
  if (option.kind !== "function") return render(option);
  let byKey = functionBlocks.get(option.fn);
  if (!byKey) functionBlocks.set(option.fn, (byKey = new Map()));
  const key = JSON.stringify([option.name, option.description ?? null]);
  const hit = byKey.get(key);
  if (hit && hit.spec === option.spec) return hit.text;
  const text = render(option);
  byKey.set(key, { spec: option.spec, text });
  return text;
}
