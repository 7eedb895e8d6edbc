import type { FunctionSpec } from "../metadata/function-spec";
import type { AnyFunction } from "../contracts/any-function";
import type { OptionSpec } from "../options/option-spec";
import { oneLine } from "./one-line";
import { renderAnnotatedType } from "./render-type";
import { isSchema, propertiesOf, requiredOf } from "./schema-walk";
import { NO_TYPES, type TypeTable } from "./type-table";

// Function options are re-normalized whenever options are written inline, but the function, its name
// and description are stable, so their blocks are cached on the function. The spec is kept alongside
// so that a function whose spec is replaced is rendered afresh. Only blocks that use no named type are
// cached: the names depend on the rest of the menu.
const functionBlocks = new WeakMap<AnyFunction, Map<string, { spec: FunctionSpec; text: string }>>();

function signature(option: OptionSpec, table: TypeTable): string {
  const schema = option.argsSchema;
  const entries = propertiesOf(schema);
  if (entries.length > 0) {
    const required = requiredOf(schema);
    const params = entries.map(([key, sub]) => `${key}${required.has(key) ? "" : "?"}: ${renderAnnotatedType(isSchema(sub) ? sub : {}, table)}`);
    return `${option.name}(${params.join(", ")})`;
  }
  // No named fields: either the option takes nothing, or its payload is free-form or a union, which is
  // then shown whole.
  const open = schema.additionalProperties !== false && (schema.type === "object" || !!schema.anyOf || !!schema.oneOf || !!schema.allOf);
  return open ? `${option.name}(args: ${renderAnnotatedType(schema, table)})` : `${option.name}()`;
}

function render(option: OptionSpec, table: TypeTable): string {
  const description = oneLine(option.description);
  return description ? `${signature(option, table)}\n${description}` : signature(option, table);
}

/**
 * Renders one option's menu block: the signature with the model-visible parameters (optional ones
 * marked `?`, types written out or by name when `table` names them, and each parameter's or nested
 * field's description, constraints and default as a comment after its type), then the option's
 * description on the next line. Blocks of function options rendered without named types are cached by
 * (function, name, description).
 *
 * @example
 * ```text
 * refund(orderId: string /* The order to refund. *\/, amountCents: integer /* ≥ 1. *\/)
 * Refund an order.
 * ```
 */
export function renderOption(option: OptionSpec, table: TypeTable = NO_TYPES): string {
  if (option.kind !== "function" || table.names.size > 0) return render(option, table);
  let byKey = functionBlocks.get(option.fn);
  if (!byKey) functionBlocks.set(option.fn, (byKey = new Map()));
  const key = JSON.stringify([option.name, option.description ?? null]);
  const hit = byKey.get(key);
  if (hit && hit.spec === option.spec) return hit.text;
  const text = render(option, table);
  byKey.set(key, { spec: option.spec, text });
  return text;
}
