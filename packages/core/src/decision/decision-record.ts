import type { Message } from "../contracts/model-request";
import type { ModelSettings } from "../contracts/model-settings";
import { recordedOptionsJson } from "../menu/menu-specs";
import { optionNames } from "../options/option-names";
import type { OptionSet } from "../options/option-spec";
import type { PickWire } from "./pick-wire";

/**
 * The data a `decision.make` trace node starts with: what the decision asked, recorded so that it can be
 * read back and asked again (`agentic eval export` turns it into a case):
 * - `options` (names) and `menu` (the text shown), `specs`: the options as JSON (see `RecordedOption`);
 * - `pickMode`, `model` (as requested), `settings` when set;
 * - `system` with `systemChars` (its length before the trace bounded it), when there is one;
 * - the caller's prompt: `prompt` with `promptChars` for a string, else `messages`, the conversation as JSON
 *   text (`[{ role, content }]`, before the menu was appended; `images: true` when a message had images,
 *   which are not recorded).
 * A value longer than the trace's `previewChars` is cut when the node is recorded: the lengths and the
 * JSON texts let a reader tell a whole recording from a cut one.
 */
export function decisionRecord(
  set: OptionSet,
  menu: string,
  wire: PickWire | undefined,
  model: string | undefined,
  system: string | undefined,
  settings: ModelSettings | undefined,
  prompt: unknown,
  input: { readonly messages: readonly Message[] } | undefined,
): Record<string, unknown> {
  const data: Record<string, unknown> = { options: optionNames(set), menu, specs: recordedOptionsJson(set), pickMode: wire ? wire.mode : "text" };
  if (model !== undefined) data.model = model;
  if (settings !== undefined) data.settings = settings;
  if (system !== undefined) {
    data.system = system;
    data.systemChars = system.length;
  }
  if (input === undefined) {
    data.prompt = prompt;
    data.promptChars = (prompt as string).length;
  } else {
    data.messages = JSON.stringify(input.messages.map((m) => ({ role: m.role, content: m.content })));
    if (input.messages.some((m) => m.role === "user" && m.parts?.some((p) => p.type === "image"))) data.images = true;
  }
  return data;
}
