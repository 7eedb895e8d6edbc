import type { NodeState } from "./trace-rows";

/**
 * Where a stored state's data values come from `trace_texts`: `key: id` for a value that is that whole
 * text (left `""` in `data`, so the key keeps its place), `key: [id, at]` for a text cut out of the stored
 * string at `at`.
 */
export type TextRefs = Record<string, number | [id: number, at: number]>;

/** Shorter menus are stored in place: a reference would save little. */
const MIN_MENU = 64;

/**
 * The states of one batch with each decision's menu stored once, in `trace_texts` (`idOf` stores it or
 * finds it): the decision refers to it, and a model call whose prompt contains it (the decision's own, or a
 * re-pick's) stores its prompt without it. A decision site shows the same menu call after call and the
 * menu is most of a decision's prompt, so this takes most of a decision's bytes out of its row.
 * {@link restoreMenus} undoes it when read.
 */
export function shareMenus(states: NodeState[], idOf: (text: string) => number): Array<NodeState & { refs?: TextRefs }> {
  let menus: Map<string, number> | undefined;
  for (const s of states) {
    const menu = s.data.menu;
    if (s.kind === "decision" && typeof menu === "string" && menu.length >= MIN_MENU && !menus?.has(menu)) (menus ??= new Map()).set(menu, idOf(menu));
  }
  if (!menus) return states;
  return states.map((s): NodeState & { refs?: TextRefs } => {
    if (s.kind === "decision" && typeof s.data.menu === "string" && menus!.has(s.data.menu)) {
      return { ...s, data: { ...s.data, menu: "" }, refs: { menu: menus!.get(s.data.menu)! } };
    }
    const prompt = s.data.prompt;
    if (s.kind !== "model_call" || typeof prompt !== "string") return s;
    for (const [menu, id] of menus!) {
      const at = prompt.indexOf(menu);
      if (at >= 0) return { ...s, data: { ...s.data, prompt: prompt.slice(0, at) + prompt.slice(at + menu.length) }, refs: { prompt: [id, at] } };
    }
    return s;
  });
}

/** Puts back what {@link shareMenus} took out of a state's data; `textOf` reads `trace_texts`. */
export function restoreMenus(data: Record<string, unknown>, refs: TextRefs, textOf: (id: number) => string | undefined): Record<string, unknown> {
  const out = { ...data };
  for (const [key, ref] of Object.entries(refs)) {
    if (typeof ref === "number") {
      out[key] = textOf(ref) ?? "";
      continue;
    }
    const [id, at] = ref;
    const text = textOf(id);
    const value = out[key];
    if (typeof text === "string" && typeof value === "string") out[key] = value.slice(0, at) + text + value.slice(at);
  }
  return out;
}
