import { SpanKind, type Attributes } from "@opentelemetry/api";
import type { TraceNode } from "@agentic-ts/core";
import { asAttributeText } from "./content-messages";
import { spanToolCallId, spanToolName } from "./model-named-tool";
import { GEN_AI_OPERATIONS, SPAN_ATTRIBUTES as A } from "./span-attributes";

/** How a trace node's span starts: its name, kind and first attributes. */
export interface NodeSpanStart {
  readonly name: string;
  readonly kind: SpanKind;
  readonly attributes: Attributes;
}

/**
 * Maps a trace node that starts to its span, following the GenAI semantic conventions: an agentic
 * function call is `invoke_agent {name}`, a model call `chat {model}` (kind CLIENT), a tool call
 * `execute_tool {tool}`; a decision, a re-pick and an exec turn get `decision`, `repick {n}` and
 * `agentic.exec` spans with `agentic.*` attributes. Content (arguments, prompts) only with `captureContent`;
 * without it a tool the model named that is not among its turn's tools (`offeredTools`, the enclosing
 * exec turn's) is `_OTHER`, since its name is text the model wrote.
 */
export function describeNodeSpan(node: TraceNode, captureContent: boolean, offeredTools?: ReadonlySet<string>): NodeSpanStart {
  const d = node.data;
  switch (node.kind) {
    case "function":
      return internal(`${GEN_AI_OPERATIONS.invokeAgent} ${node.name}`, {
        [A.operationName]: GEN_AI_OPERATIONS.invokeAgent,
        [A.agentName]: node.name,
        ...(captureContent && d.args !== undefined ? { [A.functionArguments]: asAttributeText(d.args) } : {}),
      });
    case "model_call": {
      const model = node.name === "model" ? undefined : node.name;
      return {
        name: model ? `${GEN_AI_OPERATIONS.chat} ${model}` : GEN_AI_OPERATIONS.chat,
        kind: SpanKind.CLIENT,
        attributes: {
          [A.operationName]: GEN_AI_OPERATIONS.chat,
          ...(typeof d.provider === "string" ? { [A.providerName]: d.provider } : {}),
          ...(model ? { [A.requestModel]: model } : {}),
          ...requestSettings(d.settings),
          ...(typeof d.purpose === "string" ? { [A.purpose]: d.purpose } : {}),
        },
      };
    }
    case "tool_call": {
      const tool = spanToolName(node, offeredTools, captureContent);
      const callId = spanToolCallId(d.callId, captureContent);
      return internal(`${GEN_AI_OPERATIONS.executeTool} ${tool}`, {
        [A.operationName]: GEN_AI_OPERATIONS.executeTool,
        [A.toolName]: tool,
        [A.toolType]: "function",
        ...(callId !== undefined ? { [A.toolCallId]: callId } : {}),
      });
    }
    case "decision":
      return internal("decision", {
        [A.decisionSource]: node.name,
        ...(Array.isArray(d.options) ? { [A.decisionOptions]: d.options.map(String) } : {}),
      });
    case "repick": {
      const problem = (d.problem ?? {}) as { kind?: unknown; message?: unknown };
      return internal(node.name, {
        ...(typeof d.attempt === "number" ? { [A.repickAttempt]: d.attempt } : {}),
        ...(problem.kind !== undefined ? { [A.repickProblemKind]: String(problem.kind) } : {}),
        ...(captureContent && problem.message !== undefined ? { [A.repickProblemMessage]: String(problem.message) } : {}),
        ...(captureContent && d.reply !== undefined ? { [A.repickReply]: asAttributeText(d.reply) } : {}),
      });
    }
    case "exec":
      return internal("agentic.exec", {
        ...(node.name !== "exec" ? { [A.requestModel]: node.name } : {}),
        ...(Array.isArray(d.tools) ? { [A.execTools]: d.tools.map(String) } : {}),
        ...(Array.isArray(d.choices) ? { [A.execChoices]: d.choices.map(String) } : {}),
        ...(captureContent && d.content !== undefined ? { [A.execContent]: asAttributeText(d.content) } : {}),
      });
    default:
      return internal(`agentic.${String(node.kind)} ${node.name}`, {});
  }
}

function internal(name: string, attributes: Attributes): NodeSpanStart {
  return { name, kind: SpanKind.INTERNAL, attributes };
}

/** The call's model settings (as the trace recorded them) as `gen_ai.request.*` attributes: only those set. */
function requestSettings(settings: unknown): Attributes {
  if (typeof settings !== "object" || settings === null) return {};
  const s = settings as Record<string, unknown>;
  const out: Attributes = {};
  const number = (key: string, value: unknown): void => {
    if (typeof value === "number" && Number.isFinite(value)) out[key] = value;
  };
  number(A.requestTemperature, s.temperature);
  number(A.requestMaxTokens, s.maxTokens);
  number(A.requestTopP, s.topP);
  number(A.requestSeed, s.seed);
  if (Array.isArray(s.stopSequences) && s.stopSequences.every((x) => typeof x === "string")) out[A.requestStopSequences] = s.stopSequences as string[];
  return out;
}
