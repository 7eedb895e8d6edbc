import type { RecordedOption, StoredTraceNode } from "@agentic-ts/core";
import { isCaseMessage, OPTION_KINDS, PICK_MODES, type EvalCase, type EvalCaseMessage, type EvalCaseOption, type EvalTool } from "./eval-case";
import { menuHash, promptHash, schemaHash } from "./case-hashes";
import { isRecord } from "../is-record";

/** Why a recorded decision gave no case. */
export type SkipReason = "no-pick" | "not-recorded" | "cut" | "images";

/** A case, or the reason a decision gave none. */
export type CaseOrSkip = { readonly case: EvalCase } | { readonly skip: SkipReason };


/**
 * Turns one recorded decision node of a trace run into an {@link EvalCase}: what it asked (from the record
 * the node keeps — options as JSON, pick mode, model, settings — and, for `decision.make`, its system text
 * and prompt or conversation; for `exec.choices`, those of its `exec` turn, with the tools the turn offered
 * and the answers its tool calls got) and what it picked, with the reply the pick was read from (its last
 * model call, a re-pick's included). A decision without a pick, one recorded before decisions recorded
 * their options, one whose texts the trace cut (longer than its `previewChars`) or one whose conversation
 * had images gives no case, with the reason.
 */
export function caseFromDecision(node: StoredTraceNode, runNodes: readonly StoredTraceNode[], byId: ReadonlyMap<number, StoredTraceNode>): CaseOrSkip {
  const d = node.data;
  if (typeof d.chosen !== "string") return { skip: "no-pick" };
  const exec = node.name === "exec.choices" && node.parentId !== undefined ? byId.get(node.parentId) : undefined;
  if (node.name === "exec.choices" && exec?.kind !== "exec") return { skip: "not-recorded" };
  // What was asked besides the menu: on the decision, or on the turn whose choices it was.
  const a = exec ? exec.data : d;
  if (typeof d.specs !== "string" || typeof d.pickMode !== "string" || !PICK_MODES.has(d.pickMode) || (a.prompt === undefined && a.messages === undefined)) return { skip: "not-recorded" };
  if (a.images === true) return { skip: "images" };
  const options = parseOptions(d.specs);
  const system = wholeText(a.system, a.systemChars);
  const prompt = wholeText(a.prompt, a.promptChars);
  const messages = typeof a.messages === "string" ? parseMessages(a.messages) : undefined;
  const tools = exec ? toolsOf(exec, runNodes) : undefined;
  if (options === undefined || system === null || prompt === null || messages === null || tools === null || (prompt === undefined) === (messages === undefined)) return { skip: "cut" };
  const menu: EvalCaseOption[] = options.map((o) => ({
    kind: o.kind,
    name: o.name,
    ...(o.description !== undefined ? { description: o.description } : {}),
    schemaHash: schemaHash(o.argsSchema),
    schema: o.argsSchema,
  }));
  const answer = lastModelCall(node.id, exec?.id, runNodes);
  const c: EvalCase = {
    id: `${node.runId}:${node.id}`,
    source: { runId: node.runId, nodeId: node.id, ...(node.durableRunId !== undefined ? { durableRunId: node.durableRunId } : {}), startedAt: new Date(node.startedAt).toISOString() },
    ...(exec ? { via: "exec" as const } : {}),
    ...(typeof d.model === "string" ? { model: d.model } : {}),
    pickMode: d.pickMode as EvalCase["pickMode"],
    ...(isRecord(d.settings) ? { settings: d.settings } : {}),
    ...(system !== undefined ? { system } : {}),
    ...(prompt !== undefined ? { prompt } : { messages }),
    menu,
    ...(tools !== undefined ? { tools } : {}),
    promptHash: promptHash(system, prompt, messages),
    menuHash: menuHash(menu),
    recorded: {
      pick: d.chosen,
      args: d.args ?? {},
      ...(answer?.reply !== undefined ? { reply: answer.reply } : {}),
      ...(answer?.model !== undefined ? { model: answer.model } : {}),
      attempts: typeof d.attempts === "number" ? d.attempts : 1,
    },
    expected: d.chosen,
    acceptable: [],
    tags: [],
  };
  return { case: c };
}

// The tools a turn offered, with each call's answer (`null`: their record was cut).
function toolsOf(exec: StoredTraceNode, nodes: readonly StoredTraceNode[]): EvalTool[] | null {
  if (exec.data.toolSpecs === undefined) return [];
  const defs = typeof exec.data.toolSpecs === "string" ? parseJson(exec.data.toolSpecs) : undefined;
  if (!Array.isArray(defs) || !defs.every((t) => isRecord(t) && typeof t.name === "string" && isRecord(t.parameters))) return null;
  return (defs as Array<{ name: string; description?: string; parameters: Record<string, unknown> }>).map((t) => ({
    name: t.name,
    ...(typeof t.description === "string" ? { description: t.description } : {}),
    schema: t.parameters,
    calls: nodes
      .filter((n) => n.kind === "tool_call" && n.parentId === exec.id && n.name === t.name && n.data.unknownTool !== true)
      .map((n) => (n.status === "ok" ? { args: n.data.args ?? {}, result: typeof n.data.result === "string" ? n.data.result : JSON.stringify(n.data.result ?? null) } : { args: n.data.args ?? {}, error: n.error?.message ?? "the tool failed" })),
  }));
}

// A recorded text as it was, `undefined` when none was recorded, `null` when the trace cut it.
function wholeText(text: unknown, chars: unknown): string | undefined | null {
  if (text === undefined) return undefined;
  return typeof text === "string" && text.length === chars ? text : null;
}

function parseOptions(json: string): RecordedOption[] | undefined {
  const list = parseJson(json);
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const ok = list.every((o) => isRecord(o) && typeof o.kind === "string" && OPTION_KINDS.has(o.kind) && typeof o.name === "string" && isRecord(o.argsSchema) && (o.description === undefined || typeof o.description === "string"));
  return ok ? (list as RecordedOption[]) : undefined;
}

function parseMessages(json: string): EvalCaseMessage[] | null {
  const list = parseJson(json);
  if (!Array.isArray(list) || list.length === 0) return null;
  const ok = list.every(isCaseMessage);
  return ok ? list.map((m: EvalCaseMessage) => ({ role: m.role, content: m.content })) : null;
}

// A cut JSON text ends in "…": it does not parse.
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// The decision's own last model call: a child of the decision (or of the turn whose choices it was), or of
// one of its re-picks (a function the decision dispatched hangs under it too, and its model calls are not
// the decision's).
function lastModelCall(decisionId: number, execId: number | undefined, nodes: readonly StoredTraceNode[]): { reply?: string; model?: string } | undefined {
  const parents = new Set(nodes.filter((n) => n.parentId === decisionId && n.kind === "repick").map((n) => n.id));
  parents.add(decisionId);
  if (execId !== undefined) parents.add(execId);
  let last: StoredTraceNode | undefined;
  for (const n of nodes) {
    if (n.kind === "model_call" && n.parentId !== undefined && parents.has(n.parentId) && (last === undefined || n.id > last.id)) last = n;
  }
  if (last === undefined) return undefined;
  const text = typeof last.data.reply === "string" ? last.data.reply : "";
  const calls = Array.isArray(last.data.toolCalls) && last.data.toolCalls.length > 0 ? JSON.stringify(last.data.toolCalls) : undefined;
  return { reply: text === "" && calls !== undefined ? calls : text, ...(typeof last.data.responseModel === "string" ? { model: last.data.responseModel } : {}) };
}
