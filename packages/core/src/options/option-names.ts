import { menuTemplate } from "./option-set-cache";
import type { OptionSet } from "./option-spec";

// Keyed by the set a menu is rendered from: a set bound to this call's values has the names of its shape.
const names = new WeakMap<OptionSet, readonly string[]>();

/**
 * The names of a set's options in menu order, as one frozen array per set (and per shape of an inline
 * menu), so that a decision does not map them afresh for its trace node each time.
 */
export function optionNames(set: OptionSet): readonly string[] {
  const template = menuTemplate(set);
  let list = names.get(template);
  if (list === undefined) {
    list = Object.freeze(template.options.map((o) => o.name));
    names.set(template, list);
  }
  return list;
}
