import { APICallError } from "@ai-sdk/provider";
import type { AiSdkSpecificationVersion } from "../ai-sdk-language-model";
import { Arrivals, type SuiteRequest, type SuiteStep, type SuiteUsage } from "./suite-script";

/** The call options a scripted model receives, as loosely as the suite reads them (any version). */
export interface AnyCallOptions {
  readonly prompt: ReadonlyArray<{ role: string; content: unknown }>;
  readonly tools?: ReadonlyArray<{ name: string }>;
  readonly toolChoice?: { type: string };
  readonly responseFormat?: { type: string; schema?: unknown };
  readonly abortSignal?: AbortSignal;
}

/** `doGenerate` / `doStream` answering from one suite script in the shapes of one specification version. */
export interface ScriptedSpec {
  doGenerate(options: AnyCallOptions): Promise<unknown>;
  doStream(options: AnyCallOptions): Promise<{ stream: ReadableStream<unknown> }>;
  readonly calls: AnyCallOptions[];
  readonly arrivals: Arrivals;
}

/** Answers calls from `script` as a model of `version` would: its usage, finish reason and part shapes. */
export function scriptedSpec(version: AiSdkSpecificationVersion, script: readonly SuiteStep[]): ScriptedSpec {
  const steps = [...script];
  const calls: AnyCallOptions[] = [];
  const arrivals = new Arrivals();
  const next = async (options: AnyCallOptions): Promise<Extract<SuiteStep, { kind: "reply" }>> => {
    calls.push(options);
    arrivals.record();
    const step = steps.shift();
    if (!step) throw new Error("the script has no step left");
    if (step.kind === "reply") return step;
    if (step.kind === "status") {
      throw new APICallError({
        message: step.message,
        url: "https://scripted.invalid/v1/chat",
        requestBodyValues: {},
        statusCode: step.status,
        responseHeaders: step.retryAfter ? { "retry-after": step.retryAfter } : {},
        isRetryable: step.status === 429 || step.status >= 500,
      });
    }
    // Hangs until aborted: a call whose signal never reached the model would never end.
    return new Promise((_, reject) => {
      const signal = options.abortSignal;
      signal?.addEventListener("abort", () => reject(new DOMException("This operation was aborted", "AbortError")), { once: true });
    });
  };
  return {
    calls,
    arrivals,
    async doGenerate(options) {
      const step = await next(options);
      const content: unknown[] = [];
      if (step.text) content.push({ type: "text", text: step.text });
      for (const call of step.toolCalls ?? []) content.push(toolCallPart(call));
      return {
        content,
        finishReason: finishReason(version, (step.toolCalls ?? []).length > 0),
        usage: usage(version, step.usage),
        response: { id: `resp-${calls.length}`, modelId: `scripted-${version}` },
        warnings: [],
      };
    },
    async doStream(options) {
      const step = await next(options);
      const parts: unknown[] = [{ type: "stream-start", warnings: [] }, { type: "response-metadata", id: `resp-${calls.length}`, modelId: `scripted-${version}` }];
      if (step.text) {
        parts.push({ type: "text-start", id: "t0" });
        for (let i = 0; i < step.text.length; i += 4) parts.push({ type: "text-delta", id: "t0", delta: step.text.slice(i, i + 4) });
        parts.push({ type: "text-end", id: "t0" });
      }
      for (const call of step.toolCalls ?? []) {
        const input = typeof call.args === "string" ? call.args : JSON.stringify(call.args);
        parts.push({ type: "tool-input-start", id: call.id, toolName: call.name }, { type: "tool-input-delta", id: call.id, delta: input }, { type: "tool-input-end", id: call.id });
        parts.push(toolCallPart(call));
      }
      parts.push({ type: "finish", finishReason: finishReason(version, (step.toolCalls ?? []).length > 0), usage: usage(version, step.usage) });
      return { stream: new ReadableStream({ start: (controller) => (parts.forEach((p) => controller.enqueue(p)), controller.close()) }) };
    },
  };
}

function toolCallPart(call: { id: string; name: string; args: object | string }): unknown {
  return { type: "tool-call", toolCallId: call.id, toolName: call.name, input: typeof call.args === "string" ? call.args : JSON.stringify(call.args) };
}

function finishReason(version: AiSdkSpecificationVersion, toolCalls: boolean): unknown {
  if (version === "v2") return toolCalls ? "tool-calls" : "stop";
  return toolCalls ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" };
}

function usage(version: AiSdkSpecificationVersion, u: SuiteUsage): unknown {
  if (version === "v2") return { inputTokens: u.inputTokens, outputTokens: u.outputTokens, totalTokens: u.inputTokens + u.outputTokens };
  return {
    inputTokens: { total: u.inputTokens, noCache: u.inputTokens, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: u.outputTokens, text: u.outputTokens, reasoning: undefined },
  };
}

/** A call the scripted model received, as the suite reads it. */
export function specSuiteRequest(options: AnyCallOptions): SuiteRequest {
  const texts: string[] = [];
  const toolResults: string[] = [];
  for (const message of options.prompt) {
    if (typeof message.content === "string") texts.push(message.content);
    else if (message.role === "tool") {
      for (const part of message.content as Array<{ output: { value: unknown } }>) toolResults.push(String(part.output.value));
    } else {
      const text = (message.content as Array<{ type: string; text?: string }>).filter((p) => p.type === "text").map((p) => p.text).join("");
      if (text !== "") texts.push(text);
    }
  }
  return {
    tools: (options.tools ?? []).map((t) => t.name),
    forcedTool: options.toolChoice?.type === "required" || options.toolChoice?.type === "tool",
    jsonFormat: options.responseFormat?.type === "json" && options.responseFormat.schema !== undefined,
    texts,
    toolResults,
  };
}
