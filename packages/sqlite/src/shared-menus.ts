import type { NodeState, StoredNodeState } from "./trace-rows";

/**
 * Where a stored state's data values come from `trace_texts`: `key: id` for a value that is that whole
 * text (left `""` in `data`, so the key keeps its place), `key: [id, at]` for a text cut out of the stored
 * string at `at`.
 */
export type TextRefs = Record<string, number | [id: number, at: number]>;

/** Shorter menus are stored in place: a reference would save little. */
const MIN_MENU = 64;

/**
 * One run's states of a batch as stored (see {@link StoredNodeState}), with each decision's menu stored
 * once, in `trace_texts` (`idOf` stores it or finds it): the decision refers to it, and a model call whose
 * prompt contains it (the decision's own, or a re-pick's) stores its prompt without it. A decision site
 * shows the same menu call after call and the menu is most of a decision's prompt, so this takes most of a
 * decision's bytes out of its row. {@link restoreMenus} undoes it when read. The states are not changed.
 */
export function storedStates(states: readonly NodeState[], idOf: (text: string) => number): StoredNodeState[] {
  let menus: Map<string, number> | undefined;
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    const menu = s.data.menu;
    if (s.kind === "decision" && typeof menu === "string" && menu.length >= MIN_MENU && !menus?.has(menu)) (menus ??= new Map()).set(menu, idOf(menu));
  }
  const out = new Array<StoredNodeState>(states.length);
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    let data = s.data;
    let refs: TextRefs | undefined;
    if (menus !== undefined) {
      const menu = s.data.menu;
      const prompt = s.data.prompt;
      if (s.kind === "decision" && typeof menu === "string" && menus.has(menu)) {
        data = { ...data, menu: "" };
        refs = { menu: menus.get(menu)! };
      } else if (s.kind === "model_call" && typeof prompt === "string") {
        for (const [text, id] of menus) {
          const at = prompt.indexOf(text);
          if (at < 0) continue;
          data = { ...data, prompt: prompt.slice(0, at) + prompt.slice(at + text.length) };
          refs = { prompt: [id, at] };
          break;
        }
      }
    }
    const row: StoredNodeState = [s.id, s.parentId ?? null, s.kind, s.name, s.startedAt, s.endedAt ?? null, s.durationMs ?? null, s.status, data, s.error ?? null];
    if (refs !== undefined) row.push(refs);
    out[i] = row;
  }
  return out;
}

/** Puts back what {@link storedStates} took out of a state's data; `textOf` reads `trace_texts`. */
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
