import { normalizeOptions } from "../options/normalize-options";
import type { Options } from "../options/options-types";
import { isOptionSet } from "../options/is-option-set";
import { menuTemplate } from "../options/option-set-cache";
import type { OptionSet } from "../options/option-spec";
import { renderOption } from "./render-option";
import { typeDeclarations } from "./type-declarations";
import { buildTypeTable } from "./type-table";

/** The first line of every menu. It names the list; the prompt or the finish instruction asks for the pick. */
export const MENU_HEADER = "Options:";

// Keyed by OptionSet identity; normalizeOptions returns the same set for the same container, so a
// hoisted container renders once.
const menus = new WeakMap<OptionSet, string>();


/**
 * The last line of every menu: the shape of a pick, `"name"` standing for the picked option's name and
 * `args` holding its parameters by name (left out, or `{}`, for an option that takes none). The name is
 * quoted so that the line reads as the JSON the pick must be.
 */
export const MENU_CALL_LINE = 'Call: {"call":"name","args":{...}}';

/**
 * Renders the menu of options the model picks from, compactly: each name, type and note is printed once.
 * Layout: the header line; the declarations of the menu's named types (a shape or a constrained or
 * described schema that repeats, or one with a `title`: `type Address = { street: string; zip?: string }`,
 * its own description and constraints on the line below); one block per option, the signature
 * (model-visible parameters only, optional ones marked `?`, enums as literal unions, named types by
 * name, and after each type that has a description, constraints or a default a `/* … *\/` comment with
 * them) and the option's description on the next line; and last the {@link MENU_CALL_LINE} with the
 * shape of a pick. Blocks are separated by a blank line. The menu is computed once per {@link OptionSet}.
 *
 * @example
 * ```text
 * Options:
 *
 * type Address = { street: string; zip?: string /* Postal code. pattern ^[0-9]{5}$. *\/ }
 *
 * refund(orderId: string, amountCents: integer /* Amount in cents. ≥ 1. *\/, reason?: "damaged" | "late")
 * Refund an order.
 *
 * ship(to: Address, copies: Address[])
 *
 * skip()
 *
 * Call: {"call":"name","args":{...}}
 * ```
 */
export function renderOptions(options: Options | OptionSet): string {
  return renderSetMenu(isOptionSet(options) ? options : normalizeOptions(options as Options));
}

/**
 * {@link renderOptions} of a set already normalized (what a decision holds): the same menu, without telling
 * a set from a container first.
 */
export function renderSetMenu(options: OptionSet): string {
  // A set bound to this call's values of an inline menu renders like the set of its shape.
  const set = menuTemplate(options);
  const cached = menus.get(set);
  if (cached !== undefined) return cached;
  const table = buildTypeTable(set.options.map((option) => option.argsSchema));
  const blocks = [MENU_HEADER, ...typeDeclarations(table), ...set.options.map((option) => renderOption(option, table)), MENU_CALL_LINE];
  const menu = blocks.join("\n\n");
  menus.set(set, menu);
  return menu;
}
