import type { NodeState } from "./trace-rows";

/** A stored node state whose `data.prompt` had a decision's menu cut out at `menuAt`. */
interface MenuRef {
  /** The id of the decision node, in the same batch, whose `data.menu` was cut out of the prompt. */
  readonly menuOf?: number;
  /** Where in the stored prompt the menu goes back. */
  readonly menuAt?: number;
}

/** Shorter menus are stored twice: the cut would save little. */
const MIN_MENU = 64;

/**
 * The states of one batch with each decision's menu stored once: a decision node keeps its `data.menu`,
 * and a model call of the same batch whose prompt contains that menu (the decision's own prompt, or a
 * re-pick's) stores its prompt without it, plus where it was cut. The menu is usually most of a decision's
 * prompt, so this roughly halves the bytes stored per decision. `restoreMenus` undoes it when read.
 */
export function shareMenus(states: NodeState[]): NodeState[] {
  let menus: Array<[id: number, menu: string]> | undefined;
  for (const s of states) {
    if (s.kind === "decision" && typeof s.data.menu === "string" && s.data.menu.length >= MIN_MENU) (menus ??= []).push([s.id, s.data.menu]);
  }
  if (!menus) return states;
  return states.map((s) => {
    const prompt = s.data.prompt;
    if (s.kind !== "model_call" || typeof prompt !== "string") return s;
    for (const [id, menu] of menus!) {
      const at = prompt.indexOf(menu);
      if (at < 0) continue;
      const shared: NodeState & MenuRef = { ...s, data: { ...s.data, prompt: prompt.slice(0, at) + prompt.slice(at + menu.length) }, menuOf: id, menuAt: at };
      return shared;
    }
    return s;
  });
}

/** Puts back the menus {@link shareMenus} cut out of the prompts of one batch's states (in place). */
export function restoreMenus(states: Array<NodeState & MenuRef>): void {
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    if (s.menuOf === undefined) continue;
    const menu = states.find((d) => d.id === s.menuOf)?.data.menu;
    const prompt = s.data.prompt;
    const { menuOf, menuAt, ...rest } = s;
    const at = menuAt ?? 0;
    states[i] = typeof menu === "string" && typeof prompt === "string" ? { ...rest, data: { ...s.data, prompt: prompt.slice(0, at) + menu + prompt.slice(at) } } : rest;
  }
}
