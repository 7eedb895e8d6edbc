import type { Message } from "../contracts/model-request";
import type { ModelSettings } from "../contracts/model-settings";
import { recordedOptionsJson } from "../menu/menu-specs";
import { optionNames } from "../options/option-names";
import type { OptionSet } from "../options/option-spec";
import type { PickWire } from "./pick-wire";

/**
 * The data a decision's trace node (`decision.make`, `exec.choices`) starts with: what it offered, recorded
 * so that it can be read back and asked again (`agentic eval export` turns it into a case): `options`
 * (names), `menu` (the text shown), `specs` (the options as JSON, see `RecordedOption`), `pickMode`,
 * `model` (as requested) and `settings` when set.
 */
export function decisionRecord(set: OptionSet, menu: string, wire: PickWire | undefined, model: string | undefined, settings: ModelSettings | undefined): Record<string, unknown> {
  const data: Record<string, unknown> = { options: optionNames(set), menu, specs: recordedOptionsJson(set), pickMode: wire ? wire.mode : "text" };
  if (model !== undefined) data.model = model;
  if (settings !== undefined) data.settings = settings;
  return data;
}

/**
 * Records what a decision was asked besides its menu on `data` (a `decision.make` node, or the `exec` node
 * of a turn with choices): `system` with `systemChars` (its length before the trace bounded it), when
 * there is one; the caller's prompt: `prompt` with `promptChars` for a string, else `messages`, the
 * conversation as JSON text (`[{ role, content }]`, before the menu was appended; `images: true` when a
 * message had images, which are not recorded). Call it before the menu is appended. A value longer than
 * the trace's `previewChars` is cut when the node is recorded: the lengths and the JSON text let a reader
 * tell a whole recording from a cut one.
 */
export function recordPrompt(data: Record<string, unknown>, system: string | undefined, prompt: unknown, input: { readonly messages: readonly Message[] } | undefined): void {
  if (system !== undefined) {
    data.system = system;
    data.systemChars = system.length;
  }
  if (input === undefined) {
    data.prompt = prompt;
    data.promptChars = (prompt as string).length;
    return;
  }
  data.messages = JSON.stringify(input.messages.map((m) => ({ role: m.role, content: m.content })));
  if (input.messages.some((m) => m.role === "user" && m.parts?.some((p) => p.type === "image"))) data.images = true;
}
