import { notesOf } from "./notes";
import { renderDeclaredType } from "./render-type";
import type { TypeTable } from "./type-table";

/**
 * Renders the declarations of a menu's named types, one block each: `type Address = { street: string;
 * zip?: string /* Postal code. pattern ^\d{5}$. *\/ }` (each field's notes as a comment after its type),
 * then, on the next line, the type's own description, constraints and default when it has any. Empty
 * when the menu names no type.
 *
 * @example
 * ```text
 * type Price = { amountCents: integer /* ≥ 0. *\/; currency: "USD" | "EUR" }
 * An amount of money.
 * ```
 */
export function typeDeclarations(table: TypeTable): string[] {
  return table.declarations.map(({ name, schema }) => {
    const own = notesOf(schema);
    return `type ${name} = ${renderDeclaredType(schema, table)}${own ? `\n${own}` : ""}`;
  });
}
