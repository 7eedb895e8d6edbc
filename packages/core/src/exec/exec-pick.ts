import type { PickMode } from "../contracts/pick-mode";
import { effectivePickMode } from "../decision/effective-pick-mode";
import { pickWire, type PickWire } from "../decision/pick-wire";
import { ConfigurationError } from "../errors/configuration-error";
import type { OptionSet } from "../options/option-spec";
import { DECISION_FINISH_INSTRUCTION } from "../runtime/finish-instruction";
import type { ToolSet } from "../runtime/resolve-tools";
import type { Runtime } from "../runtime/runtime";

/** What `tools` mode appends in `exec({ choices })`: the work comes first, a finishing tool ends the turn. */
export const FINISH_WITH_TOOL_INSTRUCTION =
  "When you have finished the work above, end the turn by calling exactly one of the finishing tools " +
  "(the next step): ";

/** How an `exec` turn with `choices` asks for its pick: the wire of its mode and the text appended to the user's message. */
export interface ExecPick {
  readonly wire?: PickWire;
  readonly appended: string;
}

/**
 * Sets up the pick of `exec({ choices })` in its mode. In `tools` mode the choices become finishing tools
 * beside the work tools, so a choice named like a work tool is a ConfigurationError.
 */
export function execPick(runtime: Runtime, set: OptionSet, menu: string, tools: ToolSet | undefined, given: PickMode | undefined): ExecPick {
  const wire = pickWire(effectivePickMode(given, runtime, "exec"), set, menu, runtime, "exec");
  if (!wire) return { appended: `${DECISION_FINISH_INSTRUCTION}\n\n${menu}` };
  if (wire.mode === "json") {
    return { wire, appended: `When you have finished the work above, give your final reply as the pick. ${wire.prompt}` };
  }
  const clash = set.options.find((o) => tools?.byName.has(o.name));
  if (clash) {
    throw new ConfigurationError(
      `exec: the choice "${clash.name}" is also the name of a work tool; in pickMode "tools" choices are offered as tools beside them, so rename one.`,
    );
  }
  return { wire, appended: `${FINISH_WITH_TOOL_INSTRUCTION}${set.options.map((o) => o.name).join(", ")}.` };
}
