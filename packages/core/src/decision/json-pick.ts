import { checkCall, checkPick } from "../dispatch/check-pick";
import type { DecisionPick } from "../dispatch/decision-pick";
import { oversizedPick } from "../dispatch/oversized-pick";
import { fail, type Result } from "../errors/result";
import type { JsonSchema } from "../contracts/json-schema";
import type { OptionSet } from "../options/option-spec";
import { parseStrictJson } from "../reply/strict-json";
import type { ResponseFormat } from "../contracts/model-request";

/** The name of the structured-output format `json` mode sends. */
export const PICK_FORMAT_NAME = "pick";

/**
 * The structured-output format of `json` mode: an object `{ "pick": … }` whose `pick` is one branch per
 * option, `{ "call": <the name, as a one-value enum>, "args": <its arguments schema> }`. The branches sit under a root
 * object because providers' strict modes require an object at the root.
 */
export function pickResponseFormat(set: OptionSet): ResponseFormat {
  const branches: JsonSchema[] = set.options.map((o) => ({
    type: "object",
    ...(o.description ? { description: o.description } : {}),
    // A one-value enum is the const: every provider's strict subset accepts `enum`.
    properties: { call: { type: "string", enum: [o.name] }, args: o.argsSchema },
    required: ["call", "args"],
    additionalProperties: false,
  }));
  return {
    name: PICK_FORMAT_NAME,
    schema: { type: "object", properties: { pick: { anyOf: branches } }, required: ["pick"], additionalProperties: false },
  };
}

/**
 * Reads a `json` mode reply as a pick: the `{ "pick": { call, args } }` object the format asks for,
 * checked like a text pick. A reply of another shape (a provider that did not enforce the format) is
 * read as a text pick, so its problem is named the same way.
 */
export async function readJsonPick(reply: string, set: OptionSet): Promise<Result<DecisionPick>> {
  const parsed = parseStrictJson(reply.trim());
  if (parsed.ok && typeof parsed.value === "object" && parsed.value !== null) {
    const pick = (parsed.value as { pick?: unknown }).pick;
    if (typeof pick === "object" && pick !== null && typeof (pick as { call?: unknown }).call === "string") {
      const { call, args } = pick as { call: string; args?: unknown };
      // The reply's length bounds the arguments' size: far past maxArgsSize, nothing walks them.
      const oversized = oversizedPick(reply.length);
      if (oversized) return fail(oversized);
      if (args === undefined || args === null) return checkCall(call, {}, set);
      if (typeof args === "object" && !Array.isArray(args)) return checkCall(call, args as Record<string, unknown>, set);
    }
  }
  return checkPick(reply, set);
}
