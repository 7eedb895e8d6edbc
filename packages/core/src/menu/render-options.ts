import { normalizeOptions } from "../options/normalize-options";
import type { Options } from "../options/options-types";
import { isOptionSet } from "../options/is-option-set";
import { menuTemplate } from "../options/option-set-cache";
import type { OptionSet } from "../options/option-spec";
import { renderOption } from "./render-option";

/** The first line of every menu. It names the list; the prompt or the finish instruction asks for the pick. */
export const MENU_HEADER = "Options:";

// Keyed by OptionSet identity; normalizeOptions returns the same set for the same container, so a
// hoisted container renders once.
const menus = new WeakMap<OptionSet, string>();


/**
 * Renders the menu of options the model picks from. Layout: the header line, then one block per option,
 * blocks separated by a blank line. A block is the signature (model-visible parameters only, optional
 * ones marked `?`), the description, one `- name (type): description. Allowed values: …. Constraints:
 * …. Default: ….` line per parameter (each part only when there is one) with indented lines for nested
 * fields that carry any of those, and a one-line `Call:` example with JSON-native placeholders. The menu
 * is computed once per {@link OptionSet}.
 *
 * @example
 * ```text
 * Options:
 *
 * refund(orderId: string, amountCents: integer, reason?: "damaged" | "late")
 *   Refund an order.
 *   - orderId (string): The order to refund.
 *   - amountCents (integer): Amount in cents. Constraints: ≥ 1.
 *   - reason (string, optional): Why. Allowed values: "damaged", "late".
 *   Call: {"call": "refund", "args": {"orderId": "<str>", "amountCents": 0, "reason": "<str>"}}
 *
 * emit_plan(steps: { action: string; target: string }[], rationale: string)
 *   Produce a plan.
 *   - steps ({ action: string; target: string }[])
 *   - rationale (string)
 *   Call: {"call": "emit_plan", "args": {"steps": [{"action": "<str>", "target": "<str>"}], "rationale": "<str>"}}
 *
 * skip()
 *   Call: {"call": "skip", "args": {}}
 * ```
 */
export function renderOptions(options: Options | OptionSet): string {
  // A set bound to this call's values of an inline menu renders like the set of its shape.
  const set = menuTemplate(isOptionSet(options) ? options : normalizeOptions(options as Options));
  const cached = menus.get(set);
  if (cached !== undefined) return cached;
  const menu = [MENU_HEADER, ...set.options.map(renderOption)].join("\n\n");
  menus.set(set, menu);
  return menu;
}
