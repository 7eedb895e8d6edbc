import type { NodeState, StoredNodeState, TextRef, TextRefs } from "./node-state";

/** Shorter menus are stored in place: a reference would save little. */
const MIN_MENU = 64;

/**
 * One run's states of a batch as stored (see {@link StoredNodeState}), with each decision's menu stored
 * once, in `trace_texts` (`refOf` names it there, and sees that the batch stores it): the decision refers to it, and a model call whose
 * prompt contains it (the decision's own, or a re-pick's) stores its prompt without it. A decision site
 * shows the same menu call after call and the menu is most of a decision's prompt, so this takes most of a
 * decision's bytes out of its row. {@link restoreMenus} undoes it when read. The states are not changed.
 */
export function storedStates(states: readonly NodeState[], refOf: (text: string) => TextRef): StoredNodeState[] {
  let menus: Map<string, TextRef> | undefined;
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    const menu = s.data.menu;
    if (s.kind === "decision" && typeof menu === "string" && menu.length >= MIN_MENU && !menus?.has(menu)) (menus ??= new Map()).set(menu, refOf(menu));
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
        for (const [text, ref] of menus) {
          const at = prompt.indexOf(text);
          if (at < 0) continue;
          data = { ...data, prompt: prompt.slice(0, at) + prompt.slice(at + text.length) };
          refs = { prompt: [ref, at] };
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
export function restoreMenus(data: Record<string, unknown>, refs: TextRefs, textOf: (ref: TextRef) => string | undefined): Record<string, unknown> {
  const out = { ...data };
  for (const [field, ref] of Object.entries(refs)) {
    if (!Array.isArray(ref)) {
      out[field] = textOf(ref) ?? "";
      continue;
    }
    const [textRef, at] = ref;
    const text = textOf(textRef);
    const value = out[field];
    if (typeof text === "string" && typeof value === "string") out[field] = value.slice(0, at) + text + value.slice(at);
  }
  return out;
}
