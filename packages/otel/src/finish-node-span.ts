import { SpanStatusCode, type Attributes } from "@opentelemetry/api";
import type { TraceNode } from "@agentic-ts/core";
import { asAttributeText, outputMessages } from "./content-messages";
import { OTHER_TOOL_NAME } from "./model-named-tool";
import type { NodeSpan } from "./node-span-registry";
import { GEN_AI_OPERATIONS, SPAN_ATTRIBUTES as A } from "./span-attributes";

/**
 * Ends the span of a trace node that ended: the attributes known only at the end (a model call's
 * response model, usage and finish reason; a decision's chosen option and attempts; content when
 * `captureContent` is on), then the status: ERROR with `error.type` (the error's class name) for a
 * failed node. The error message can quote the model's reply, so it is the status description only
 * with `captureContent`. A node suspended for an approval is not a failure: its span keeps the UNSET status
 * and says `agentic.suspended`.
 */
export function finishNodeSpan(entry: NodeSpan, node: TraceNode, captureContent: boolean): void {
  const { span } = entry;
  span.setAttributes(endAttributes(entry, node, captureContent));
  // The chosen option was validated against the menu: a name the developer defined, never the model's text.
  if (node.kind === "decision" && typeof node.data.chosen === "string" && node.status === "ok") {
    span.updateName(`decision ${node.data.chosen}`);
  }
  // Core may learn only at the end that the model named no offered tool; the span then stops showing it.
  if (node.kind === "tool_call" && node.data.unknownTool === true && !captureContent) {
    span.updateName(`${GEN_AI_OPERATIONS.executeTool} ${OTHER_TOOL_NAME}`);
    span.setAttribute(A.toolName, OTHER_TOOL_NAME);
  }
  if (node.status === "error") {
    const type = node.error?.name || "_OTHER";
    span.setAttribute(A.errorType, type);
    span.setStatus({ code: SpanStatusCode.ERROR, message: captureContent && node.error ? node.error.message : type });
  } else if (node.status === "suspended") {
    span.setAttribute(A.suspended, true);
  }
  span.end();
}

function endAttributes(entry: NodeSpan, node: TraceNode, captureContent: boolean): Attributes {
  const d = node.data;
  switch (node.kind) {
    case "model_call": {
      const usage = d.usage as { inputTokens?: unknown; outputTokens?: unknown; cachedInputTokens?: unknown; reasoningTokens?: unknown } | undefined;
      return {
        ...(typeof d.responseModel === "string" ? { [A.responseModel]: d.responseModel } : {}),
        ...(typeof d.responseId === "string" ? { [A.responseId]: d.responseId } : {}),
        ...(typeof d.finishReason === "string" ? { [A.finishReasons]: [d.finishReason] } : {}),
        ...(typeof usage?.inputTokens === "number" ? { [A.inputTokens]: usage.inputTokens } : {}),
        ...(typeof usage?.outputTokens === "number" ? { [A.outputTokens]: usage.outputTokens } : {}),
        ...(typeof usage?.cachedInputTokens === "number" ? { [A.cacheReadInputTokens]: usage.cachedInputTokens } : {}),
        ...(typeof usage?.reasoningTokens === "number" ? { [A.reasoningOutputTokens]: usage.reasoningTokens } : {}),
        ...(captureContent && node.status === "ok" ? { [A.outputMessages]: outputMessages(node) } : {}),
      };
    }
    case "decision":
      return {
        [A.decisionAttempts]: typeof d.attempts === "number" ? d.attempts : entry.repicks + 1,
        ...(typeof d.chosen === "string" ? { [A.decisionChosen]: d.chosen } : {}),
        ...(typeof d.kind === "string" ? { [A.decisionChosenKind]: d.kind } : {}),
        ...(captureContent && d.args !== undefined ? { [A.decisionArguments]: asAttributeText(d.args) } : {}),
      };
    case "tool_call": {
      // Which MCP server answered is configuration, not content: always set when the call recorded it.
      const server = typeof d.mcpServer === "string" ? { [A.mcpServer]: d.mcpServer } : {};
      return captureContent
        ? {
            ...server,
            ...(d.args !== undefined ? { [A.toolCallArguments]: asAttributeText(d.args) } : {}),
            ...(d.result !== undefined ? { [A.toolCallResult]: asAttributeText(d.result) } : {}),
          }
        : server;
    }
    case "function":
      return captureContent && d.result !== undefined ? { [A.functionResult]: asAttributeText(d.result) } : {};
    default:
      return {};
  }
}
