import { agenticFunction, jsonSchema, stableJson, type AnyFunction, type JsonSchema } from "@agentic-ts/core";
import type { EvalTool } from "./eval-case";

/**
 * Stands in for a recorded turn's tools on replay: each is an agentic function with the recorded name,
 * description and argument schema (so the candidate's calls are validated as the real tool's were), whose
 * body answers from the recording — the recorded result (or error) of a call with the same arguments —
 * and otherwise fails with a message the model reads as a tool error. No code of the service runs.
 */
export function replayTools(tools: readonly EvalTool[]): Record<string, AnyFunction> {
  const out: Record<string, AnyFunction> = Object.create(null) as Record<string, AnyFunction>;
  for (const tool of tools) out[tool.name] = replayTool(tool);
  return out;
}

function replayTool(tool: EvalTool): AnyFunction {
  const schema = tool.schema as JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] };
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => Object.hasOwn(properties, name));
  // Positional parameters, required ones first: core reads how many are required from the function's length.
  const names = [...required, ...Object.keys(properties).filter((name) => !required.includes(name))];
  const answers = new Map(tool.calls.map((c) => [stableJson(c.args), c]));
  const answer = (...values: unknown[]): string => {
    const args: Record<string, unknown> = {};
    names.forEach((name, i) => {
      if (values[i] !== undefined) Object.defineProperty(args, name, { value: values[i], enumerable: true, writable: true, configurable: true });
    });
    const recorded = answers.get(stableJson(args));
    if (recorded === undefined) throw new Error(`no recorded answer for ${tool.name}(${JSON.stringify(args)}): the eval replays the recorded calls only`);
    if (recorded.error !== undefined) throw new Error(recorded.error);
    return recorded.result ?? "null";
  };
  Object.defineProperty(answer, "length", { value: required.length });
  const params: Record<string, ReturnType<typeof jsonSchema>> = {};
  for (const name of names) Object.defineProperty(params, name, { value: jsonSchema(properties[name]), enumerable: true, writable: true, configurable: true });
  return agenticFunction(answer, { name: tool.name, ...(tool.description !== undefined ? { description: tool.description } : {}), params });
}
