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
 * Renders the menu of options the model picks from, compactly (each type is printed once). Layout: the
 * header line, then the declarations of the menu's named types (a shape or a constrained or described
 * schema that repeats, or one with a `title`: `type Address = { street: string; zip?: string }`, followed
 * by its description and a `- field: notes` line per field that has a description, constraints or a
 * default), then one block per option, blocks separated by a blank line. A block is the signature
 * (model-visible parameters only, optional ones marked `?`, enums as literal unions, named types by
 * name), the description, a `- name: description. constraints. Default: ….` line per parameter or nested
 * field (`steps[].action`) with something to say, and a one-line `Call:` example in compact JSON with the
 * required keys and JSON-native placeholders (`{"call":"skip"}` when none is required). The menu is
 * computed once per {@link OptionSet}.
 *
 * @example
 * ```text
 * Options:
 *
 * type Address = { street: string; zip?: string }
 * - zip: Postal code. pattern ^[0-9]{5}$.
 *
 * refund(orderId: string, amountCents: integer, reason?: "damaged" | "late")
 * Refund an order.
 * - amountCents: Amount in cents. ≥ 1.
 * Call: {"call":"refund","args":{"orderId":"<str>","amountCents":0}}
 *
 * ship(to: Address, copies: Address[])
 * Call: {"call":"ship","args":{"to":{"street":"<str>"},"copies":[{"street":"<str>"}]}}
 *
 * skip()
 * Call: {"call":"skip"}
 * ```
 */
export function renderOptions(options: Options | OptionSet): string {
  // A set bound to this call's values of an inline menu renders like the set of its shape.
  const set = menuTemplate(isOptionSet(options) ? options : normalizeOptions(options as Options));
  const cached = menus.get(set);
  if (cached !== undefined) return cached;
  const table = buildTypeTable(set.options.map((option) => option.argsSchema));
  const menu = [MENU_HEADER, ...typeDeclarations(table), ...set.options.map((option) => renderOption(option, table))].join("\n\n");
  menus.set(set, menu);
  return menu;
}
