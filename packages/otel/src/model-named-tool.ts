import type { TraceNode } from "@agentic-ts/core";

/**
 * The tool name spans show for a tool the model named but the turn did not offer: the GenAI
 * conventions' value for "something outside the known set", in the span name (`execute_tool _OTHER`)
 * and in `gen_ai.tool.name`.
 */
export const OTHER_TOOL_NAME = "_OTHER";

/** The shape of an option (tool) identifier a developer can define; nothing else is taken for a known name. */
export const OPTION_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

// What a provider's tool-call id looks like (`call_…`, `toolu_…`): an opaque token, never prose.
const CALL_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * The tools a turn offered, from its `exec` node's data: the exact list when the trace kept it as a list
 * of names, or `undefined` when it could not (a list too long for the trace's preview cap is kept as a
 * cut text, and a cut list would name too few tools).
 */
export function offeredTools(exec: TraceNode): ReadonlySet<string> | undefined {
  const tools = exec.data.tools;
  if (!Array.isArray(tools) || !tools.every((t) => typeof t === "string")) return undefined;
  return new Set(tools as string[]);
}

/**
 * Whether a `tool_call` node calls a tool its turn offered. The node's name is whatever name the model
 * wrote: known when core says so (it marks a call of no offered tool `unknownTool: true`) and the name is
 * among the turn's tools (`offered`); when the turn's list is unknown, only a name shaped like an option
 * identifier passes — an invented one of that shape can then still pass, a sentence or control
 * characters cannot.
 */
export function isKnownTool(node: TraceNode, offered: ReadonlySet<string> | undefined): boolean {
  if (node.data.unknownTool === true) return false;
  return offered ? offered.has(node.name) : OPTION_IDENTIFIER.test(node.name);
}

/**
 * The tool name a `tool_call` node's span shows: the name as recorded when the tool is known or content
 * capture is on, else {@link OTHER_TOOL_NAME}. A tool the model invented is text the model chose, and
 * with capture off no text the model wrote reaches a span.
 */
export function spanToolName(node: TraceNode, offered: ReadonlySet<string> | undefined, captureContent: boolean): string {
  return captureContent || isKnownTool(node, offered) ? node.name : OTHER_TOOL_NAME;
}

/**
 * The `gen_ai.tool.call.id` a span shows: the id as recorded when it is an opaque token or content capture
 * is on, else none. Providers assign the ids, but an OpenAI-compatible server may pass on one the model
 * wrote, so an id that is not token-shaped is treated as model text.
 */
export function spanToolCallId(callId: unknown, captureContent: boolean): string | undefined {
  if (typeof callId !== "string") return undefined;
  return captureContent || CALL_ID.test(callId) ? callId : undefined;
}
