import type { ModelResponse, ToolCall, Usage } from "@agentic-ts/core";
import { isObject, malformed, readUsage } from "./read-completion";

/** A tool call being assembled from stream deltas. */
interface PartialCall {
  id: string;
  name: string;
  readonly args: string[];
}

/**
 * Reads a Chat Completions stream into a core {@link ModelResponse}: calls `onText` with each text delta
 * of the first choice as it arrives, assembles tool calls from their deltas (keyed by `index`; arguments
 * joined once at the end), and takes the usage from the final chunk (`stream_options.include_usage`).
 * A chunk that is not an object, or a stream with no chunks, throws `MalformedResponseError`.
 */
export async function readStream(chunks: AsyncIterable<unknown>, onText?: (delta: string) => void): Promise<ModelResponse> {
  const text: string[] = [];
  const calls = new Map<number, PartialCall>();
  let usage: Usage | undefined;
  let model: string | undefined;
  let id: string | undefined;
  let finishReason: string | undefined;
  let seen = 0;
  for await (const chunk of chunks) {
    seen++;
    if (!isObject(chunk)) throw malformed(`stream chunk ${seen} is not a JSON object`);
    usage = readUsage(chunk.usage) ?? usage;
    if (typeof chunk.model === "string" && chunk.model !== "") model = chunk.model;
    if (typeof chunk.id === "string" && chunk.id !== "") id = chunk.id;
    const choices = chunk.choices;
    if (choices === undefined || choices === null) continue;
    if (!Array.isArray(choices)) throw malformed(`stream chunk ${seen} has choices that are not a list`);
    const choice = choices.find((c: unknown) => isObject(c) && (c.index === undefined || c.index === 0));
    if (isObject(choice) && typeof choice.finish_reason === "string") finishReason = choice.finish_reason;
    const delta = isObject(choice) ? choice.delta : undefined;
    if (!isObject(delta)) continue;
    if (typeof delta.content === "string" && delta.content !== "") {
      text.push(delta.content);
      onText?.(delta.content);
    }
    if (delta.tool_calls !== undefined && delta.tool_calls !== null) addCallDeltas(calls, delta.tool_calls, seen);
  }
  if (seen === 0) throw malformed("the stream ended without any data");
  const response: { -readonly [K in keyof ModelResponse]: ModelResponse[K] } = { text: text.join("") };
  if (calls.size > 0) response.toolCalls = finishCalls(calls);
  if (usage) response.usage = usage;
  if (model) response.model = model;
  if (id) response.id = id;
  if (finishReason) response.finishReason = finishReason;
  return response;
}

/** Merges one chunk's tool-call deltas into the calls being assembled. */
function addCallDeltas(calls: Map<number, PartialCall>, deltas: unknown, seen: number): void {
  if (!Array.isArray(deltas)) throw malformed(`stream chunk ${seen} has tool_calls that are not a list`);
  deltas.forEach((delta: unknown, position) => {
    if (!isObject(delta)) throw malformed(`stream chunk ${seen} has a tool call delta that is not an object`);
    const index = typeof delta.index === "number" ? delta.index : position;
    let call = calls.get(index);
    if (!call) {
      call = { id: "", name: "", args: [] };
      calls.set(index, call);
    }
    if (typeof delta.id === "string" && delta.id !== "") call.id = delta.id;
    const fn = isObject(delta.function) ? delta.function : undefined;
    // The name comes whole in the call's first delta; some servers repeat it, so the first one stands.
    if (fn && typeof fn.name === "string" && call.name === "") call.name = fn.name;
    if (fn && typeof fn.arguments === "string") call.args.push(fn.arguments);
  });
}

/** Turns the assembled calls into core tool calls, in index order. */
function finishCalls(calls: Map<number, PartialCall>): ToolCall[] {
  return [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, call]) => {
      if (call.name === "") throw malformed(`streamed tool call ${index} never named its function`);
      return { id: call.id || `call_${index}`, name: call.name, args: call.args.join("") };
    });
}
