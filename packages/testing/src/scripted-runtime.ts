import {
  Runtime,
  requestText,
  type Message,
  type ModelRequest,
  type ModelResponse,
  type ModelSettings,
  type PickMode,
  type ResponseFormat,
  type RuntimeOptions,
  type ToolChoice,
  type ToolDefinition,
  type Usage,
} from "@agentic-ts/core";
import { ScriptExhaustedError } from "./script-exhausted-error";

/** One scripted model reply: plain text, or text with tool calls (and optional usage). */
export type ScriptedReply =
  | string
  | {
      readonly text?: string;
      readonly toolCalls?: ReadonlyArray<{ readonly name: string; readonly args: object | string; readonly id?: string }>;
      readonly usage?: Usage;
    };

/** What a {@link ScriptedRuntime} saw on one model call. */
export interface ScriptedRequest {
  /** The whole text sent: system prompt and every message, joined. */
  readonly text: string;
  /** The names of the tools offered. */
  readonly tools: string[];
  /** The tool definitions offered (model-visible parameters only). */
  readonly toolDefinitions: readonly ToolDefinition[];
  readonly messages: readonly Message[];
  readonly model?: string;
  readonly system?: string;
  readonly responseFormat?: ResponseFormat;
  /** The model settings the call was sent with (call over function over runtime, merged), if any. */
  readonly settings?: ModelSettings;
  /** The pick mode of a decision's call (`tools`, `json`); unset for `text` mode and plain calls. */
  readonly pickMode?: PickMode;
  /** Whether a tool call was required (`"required"` in `tools` pick mode). */
  readonly toolChoice?: ToolChoice;
}

/**
 * The replies of a {@link ScriptedRuntime}: one string (always that reply), an array (in order; running
 * out is an error) or a function of the request (it may throw, e.g. a `ProviderError`, to simulate a
 * transport failure).
 */
export type ScriptedReplies =
  | string
  | readonly ScriptedReply[]
  | ((request: ScriptedRequest, index: number) => ScriptedReply | Promise<ScriptedReply>);

/**
 * A runtime that answers from a script instead of a model, for tests and offline demos. It records every
 * request in {@link ScriptedRuntime.requests}.
 *
 * @example
 * ```ts
 * const runtime = new ScriptedRuntime(['{"call": "done"}']);
 * await decision.make("Pick one.", { done: "DONE" }, { runtime }); // "DONE"
 * runtime.requests[0].text; // the prompt and the menu
 * ```
 */
export class ScriptedRuntime extends Runtime {
  /** Every request received, in order. */
  readonly requests: ScriptedRequest[] = [];
  private readonly replies: ScriptedReplies;

  constructor(replies: ScriptedReplies, options: RuntimeOptions = {}) {
    super(options);
    this.replies = replies;
  }

  /** How many scripted replies are left (`Infinity` for a string or function script). */
  get remaining(): number {
    return Array.isArray(this.replies) ? this.replies.length - this.requests.length : Infinity;
  }

  protected override async complete(request: ModelRequest): Promise<ModelResponse> {
    const index = this.requests.length;
    const seen: ScriptedRequest = {
      text: requestText(request),
      tools: request.tools.map((t) => t.name),
      toolDefinitions: request.tools,
      messages: request.messages,
      model: request.model,
      system: request.system,
      responseFormat: request.responseFormat,
      settings: request.settings,
      pickMode: request.pickMode,
      toolChoice: request.toolChoice,
    };
    this.requests.push(seen);
    const replies = this.replies;
    let reply: ScriptedReply;
    if (typeof replies === "string") reply = replies;
    else if (typeof replies === "function") reply = await replies(seen, index);
    else {
      const list = replies as readonly ScriptedReply[];
      if (index >= list.length) throw new ScriptExhaustedError(index, list.length);
      reply = list[index];
    }
    if (typeof reply === "string") return { text: reply };
    return {
      text: reply.text ?? "",
      toolCalls: reply.toolCalls?.map((c, i) => ({ id: c.id ?? `call_${index + 1}_${i + 1}`, name: c.name, args: c.args })),
      usage: reply.usage,
    };
  }
}
