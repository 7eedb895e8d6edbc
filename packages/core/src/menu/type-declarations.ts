import { fieldLines } from "./detail-lines";
import { renderDeclaredType } from "./render-type";
import type { TypeTable } from "./type-table";

/**
 * Renders the declarations of a menu's named types, one block each: `type Address = { street: string;
 * zip?: string }`, then the type's own description and constraints and a `- field: notes` line for each
 * field with a description, constraints or a default. Empty when the menu names no type.
 *
 * @example
 * ```text
 * type Address = { street: string; zip?: string }
 *   - zip: Postal code. pattern ^\d{5}$.
 * ```
 */
export function typeDeclarations(table: TypeTable): string[] {
  return table.declarations.map(({ name, schema }) =>
    [`type ${name} = ${renderDeclaredType(schema, table)}`, ...fieldLines(schema, table)].join("\n"),
  );
}
