import { ConfigurationError } from "../errors/configuration-error";
import { normalizeOptions } from "../options/normalize-options";
import type { AnyFunction } from "../contracts/any-function";
import type { FunctionOption, OptionSet } from "../options/option-spec";
import type { Runtime } from "./runtime";
import type { ToolDefinition } from "../contracts/model-request";
import type { ToolsInput } from "./tools-input";

/** The tools of one `exec` turn, by name. */
export interface ToolSet {
  readonly byName: ReadonlyMap<string, FunctionOption>;
  /** What the model is offered: model-visible parameters only. */
  readonly definitions: readonly ToolDefinition[];
}

/**
 * Gathers the tools of a turn from `tools` and the named `toolset`s, checking that each is an agentic
 * function and that names do not clash. Returns `undefined` when the turn has no tools.
 */
export function resolveTools(runtime: Runtime, tools?: ToolsInput, toolset?: string | readonly string[]): ToolSet | undefined {
  const inputs: Array<{ from: string; tools: ToolsInput }> = [];
  if (tools !== undefined) inputs.push({ from: "tools", tools });
  for (const name of toolset === undefined ? [] : typeof toolset === "string" ? [toolset] : toolset) {
    const registered = runtime.getToolset(name);
    if (!registered) {
      const known = runtime.toolsetNames;
      throw new ConfigurationError(
        `Unknown toolset "${name}" (registered: ${known.length ? known.join(", ") : "none"}). ` +
          `Register it with runtime.registerToolset("${name}", tools) or new Runtime({ toolsets: { ${name}: tools } }).`,
      );
    }
    inputs.push({ from: `toolset "${name}"`, tools: registered });
  }
  if (inputs.length === 0) return undefined;

  const byName = new Map<string, FunctionOption>();
  for (const input of inputs) {
    for (const option of normalizeOptions(input.tools as Parameters<typeof normalizeOptions>[0]).options) {
      if (option.kind !== "function") {
        throw new ConfigurationError(
          `Tool "${option.name}" in ${input.from} is not a function; tools must be @AgenticFunction methods or agenticFunction(...) wrappers.`,
        );
      }
      const existing = byName.get(option.name);
      if (existing && existing.fn !== option.fn) {
        throw new ConfigurationError(`Two different tools are named "${option.name}"; give one of them another name.`);
      }
      byName.set(option.name, option);
    }
  }
  const definitions = [...byName.values()].map((o) => ({ name: o.name, description: o.description, parameters: o.argsSchema }));
  return { byName, definitions };
}

/** Views a tool set as an option set (for context checks shared with decisions). */
export function toolsAsOptions(tools: ToolSet): OptionSet {
  return { options: [...tools.byName.values()], byName: tools.byName };
}
