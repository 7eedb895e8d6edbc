import { ConfigurationError } from "../errors/configuration-error";
import { getFunctionOwner } from "../metadata/function-owner";
import { getFunctionSpec } from "../metadata/function-spec-registry";
import { listAgenticMethods } from "../metadata/metadata-reader";
import { normalizeOptions } from "../options/normalize-options";
import type { AnyFunction } from "../contracts/any-function";
import type { Options } from "../options/options-types";
import { currentScope } from "../runtime/ambient-scope";
import type { ExecOptions } from "../runtime/exec-options";
import type { ToolsInput } from "../runtime/tools-input";

/** The toolset name that means "this agent's own `@AgenticFunction` methods" in `agent.exec`. */
export const DEFAULT_TOOLSET = "default";

/**
 * Rewrites `exec` options for an agent: the `"default"` toolset becomes the agent's own
 * `@AgenticFunction` methods (bound to it), merged into `tools`; other toolset names stay for the
 * runtime. Resolved per agent rather than registered on the runtime, whose toolsets every agent sharing
 * it would see. Left out: the method whose body is making the call (a tool that re-enters its own turn)
 * and methods of this agent offered as `choices` (the model would run them as tools before picking).
 */
export function withDefaultToolset<O, F>(agent: object, options: ExecOptions<O, F>): ExecOptions<O, F> {
  const names = options.toolset === undefined ? [] : typeof options.toolset === "string" ? [options.toolset] : [...options.toolset];
  if (!names.includes(DEFAULT_TOOLSET)) return options;
  const rest = names.filter((name) => name !== DEFAULT_TOOLSET);
  const tools = mergeTools(options.tools, agentTools(agent, excludedSpecs(agent, options.choices)));
  return { ...options, toolset: rest.length > 0 ? rest : undefined, tools };
}

function agentTools(agent: object, excluded: ReadonlySet<unknown>): AnyFunction[] {
  const tools: AnyFunction[] = [];
  for (const name of listAgenticMethods(agent.constructor)) {
    const fn = (agent as Record<string, unknown>)[name];
    const spec = typeof fn === "function" ? getFunctionSpec(fn) : undefined;
    if (spec && !excluded.has(spec)) tools.push(fn as AnyFunction);
  }
  return tools;
}

function excludedSpecs(agent: object, choices: unknown): Set<unknown> {
  const excluded = new Set<unknown>();
  const running = currentScope().running;
  if (running?.self === agent) excluded.add(running.spec);
  if (choices !== undefined) {
    for (const option of normalizeOptions(choices as Options).options) {
      if (option.kind === "function" && getFunctionOwner(option.fn) === agent) excluded.add(option.spec);
    }
  }
  return excluded;
}

function mergeTools(user: ToolsInput | undefined, defaults: readonly AnyFunction[]): ToolsInput | undefined {
  if (user === undefined) return defaults.length > 0 ? defaults : undefined;
  const given = normalizeOptions(user as Options).options;
  const fns = new Set(given.map((o) => (o.kind === "function" ? o.fn : undefined)));
  const names = new Set(given.map((o) => o.name));
  const extra = defaults.filter((fn) => !fns.has(fn));
  for (const fn of extra) {
    const name = getFunctionSpec(fn)!.name;
    if (names.has(name)) {
      throw new ConfigurationError(`Two different tools are named "${name}" (one in tools, one in the agent's default toolset); give one of them another name.`);
    }
  }
  if (Array.isArray(user)) return [...(user as readonly AnyFunction[]), ...extra];
  return { ...(user as Readonly<Record<string, AnyFunction>>), ...Object.fromEntries(extra.map((fn) => [getFunctionSpec(fn)!.name, fn])) };
}
