import { menuTemplate } from "../options/option-set-cache";
import type { OptionSet } from "../options/option-spec";
import type { JsonSchema } from "../contracts/json-schema";

/**
 * One option of a menu as a decision's trace node records it: what the model was shown of it (its kind,
 * name, description and the JSON Schema of the arguments it may send), enough to render the same menu
 * and validate a pick against it again — the way `agentic eval` replays a recorded decision. A value
 * option's value and a function option's function are not recorded.
 */
export interface RecordedOption {
  readonly kind: "function" | "value" | "schema" | "name";
  readonly name: string;
  readonly description?: string;
  readonly argsSchema: JsonSchema;
}

// Keyed by the set a menu is rendered from, like the menu text itself: one string per menu, not per decision.
const recorded = new WeakMap<OptionSet, string>();

/**
 * The options of a set as one JSON text of {@link RecordedOption}s in menu order (the `specs` field of a
 * `decision` trace node), made once per set (per shape of an inline menu) and then shared.
 */
export function recordedOptionsJson(set: OptionSet): string {
  const template = menuTemplate(set);
  let text = recorded.get(template);
  if (text === undefined) {
    const list: RecordedOption[] = template.options.map((o) =>
      o.description ? { kind: o.kind, name: o.name, description: o.description, argsSchema: o.argsSchema } : { kind: o.kind, name: o.name, argsSchema: o.argsSchema },
    );
    text = JSON.stringify(list);
    recorded.set(template, text);
  }
  return text;
}
