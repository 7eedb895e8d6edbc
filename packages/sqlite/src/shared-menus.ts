import type { NodeState, StoredNodeState, TextRef, TextRefs } from "./node-state";

/** Shorter menus are stored in place: a reference would save little. */
const MIN_MENU = 64;

/**
 * The fields stored once per text: a decision's menu and its options recorded as JSON (`specs`), and the
 * tools an `exec` turn with choices offered (`toolSpecs`).
 */
const SHARED_FIELDS = ["menu", "specs", "toolSpecs"] as const;

// The kinds of node that carry shared fields.
const sharing = (kind: string): boolean => kind === "decision" || kind === "exec";

/**
 * One run's states of a batch as stored (see {@link StoredNodeState}), with each decision's menu and
 * recorded options (`specs`), and each turn's offered tools (`toolSpecs`), stored once, in `trace_texts` (`refOf` names a text there, and sees that the
 * batch stores it): the decision refers to them, and a model call whose prompt contains a menu (the
 * decision's own, or a re-pick's) stores its prompt without it. A decision site shows the same menu call
 * after call and the menu is most of a decision's prompt, so this takes most of a decision's bytes out of
 * its row. {@link restoreMenus} undoes it when read. The states are not changed.
 */
export function storedStates(states: readonly NodeState[], refOf: (text: string) => TextRef): StoredNodeState[] {
  // Every shared text of the batch (menus and specs) by its text; `menus` lists the menus alone, which
  // model-call prompts are searched for.
  let shared: Map<string, TextRef> | undefined;
  let menus: string[] | undefined;
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    if (!sharing(s.kind)) continue;
    for (const field of SHARED_FIELDS) {
      const text = s.data[field];
      if (typeof text !== "string" || text.length < MIN_MENU || shared?.has(text)) continue;
      (shared ??= new Map()).set(text, refOf(text));
      if (field === "menu") (menus ??= []).push(text);
    }
  }
  const out = new Array<StoredNodeState>(states.length);
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    let data = s.data;
    let refs: TextRefs | undefined;
    if (shared !== undefined) {
      if (sharing(s.kind)) {
        for (const field of SHARED_FIELDS) {
          const text = data[field];
          if (typeof text !== "string" || !shared.has(text)) continue;
          data = { ...data, [field]: "" };
          (refs ??= {})[field] = shared.get(text)!;
        }
      } else if (s.kind === "model_call" && typeof data.prompt === "string" && menus !== undefined) {
        const prompt = data.prompt;
        for (const text of menus) {
          const at = prompt.indexOf(text);
          if (at < 0) continue;
          data = { ...data, prompt: prompt.slice(0, at) + prompt.slice(at + text.length) };
          refs = { prompt: [shared.get(text)!, at] };
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
