import { jsonSchema, option, renderOptions, type AnyFunction, type ExecInput, type ModelSettings } from "@agentic-ts/core";
import type { EvalCase, EvalCaseMessage, EvalCaseOption, EvalTool } from "./eval-case";
import { replayTools } from "./replay-tools";

/** What a replay of a case sends: the options rebuilt from its menu, the menu text they render, the prompt. */
export interface ReplayRequest {
  /** One option per menu entry: function and schema options as payload schemas (nothing is dispatched), values and names as their name. */
  readonly options: Record<string, unknown>;
  /** The menu text the options render: the one the model is shown (and the one a cache entry is keyed by). */
  readonly menu: string;
  readonly system?: string;
  /** The prompt, or the conversation the menu is appended to. */
  readonly input: ExecInput;
  readonly pickMode: EvalCase["pickMode"];
  readonly settings?: ModelSettings;
  /** A turn's case (`via: "exec"`): the tools it offered, answering from the recording, and that recording. */
  readonly turn?: { readonly tools: Record<string, AnyFunction>; readonly recorded: readonly EvalTool[] };
}

/**
 * Rebuilds what a recorded decision asked from its case: each option with its name, description and
 * argument schema — a function or schema option becomes a schema option over the same schema, so a pick
 * is validated (and re-picked) as it was, and resolves to `{ decision, …args }` instead of running code;
 * a value or name option resolves to its name. The menu they render is the recorded one, the prompt and
 * system text are the recorded ones; a turn's tools answer as recorded (see {@link replayTools}).
 */
export function replayRequest(c: EvalCase): ReplayRequest {
  const options: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const o of c.menu) options[o.name] = optionOf(o);
  return {
    options,
    menu: renderOptions(options as never),
    ...(c.system !== undefined ? { system: c.system } : {}),
    input: c.prompt !== undefined ? c.prompt : (c.messages as readonly EvalCaseMessage[]).map((m) => ({ role: m.role, content: m.content })),
    pickMode: c.pickMode,
    ...(c.settings !== undefined ? { settings: c.settings as ModelSettings } : {}),
    ...(c.via === "exec" ? { turn: { tools: replayTools(c.tools ?? []), recorded: c.tools ?? [] } } : {}),
  };
}

function optionOf(o: EvalCaseOption): unknown {
  if (o.kind === "value" || o.kind === "name") return option.value(o.name, o.description);
  return option.schema(o.description ?? "", jsonSchema(o.schema as Record<string, unknown>));
}
