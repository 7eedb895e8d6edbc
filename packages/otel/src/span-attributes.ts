/**
 * The span attribute names `@agentic-ts/otel` sets: the OpenTelemetry GenAI semantic conventions
 * (`gen_ai.*`, `error.type`) and the `agentic.*` names for what those conventions have no word for
 * (decisions, re-picks, exec turns, the durable run a root span's work belongs to).
 */
export const SPAN_ATTRIBUTES = {
  operationName: "gen_ai.operation.name",
  providerName: "gen_ai.provider.name",
  requestModel: "gen_ai.request.model",
  requestTemperature: "gen_ai.request.temperature",
  requestMaxTokens: "gen_ai.request.max_tokens",
  requestTopP: "gen_ai.request.top_p",
  requestStopSequences: "gen_ai.request.stop_sequences",
  requestSeed: "gen_ai.request.seed",
  responseModel: "gen_ai.response.model",
  responseId: "gen_ai.response.id",
  finishReasons: "gen_ai.response.finish_reasons",
  inputTokens: "gen_ai.usage.input_tokens",
  outputTokens: "gen_ai.usage.output_tokens",
  // The GenAI conventions' names (experimental, semconv 1.38+; @opentelemetry/semantic-conventions'
  // ATTR_GEN_AI_USAGE_CACHE_READ_INPUT_TOKENS / ATTR_GEN_AI_USAGE_REASONING_OUTPUT_TOKENS): parts of the
  // input and output totals above, as core's cachedInputTokens and reasoningTokens are. Set only when the
  // provider reported them (Anthropic reports no reasoning count).
  cacheReadInputTokens: "gen_ai.usage.cache_read.input_tokens",
  reasoningOutputTokens: "gen_ai.usage.reasoning.output_tokens",
  agentName: "gen_ai.agent.name",
  toolName: "gen_ai.tool.name",
  toolType: "gen_ai.tool.type",
  toolCallId: "gen_ai.tool.call.id",
  toolCallArguments: "gen_ai.tool.call.arguments",
  toolCallResult: "gen_ai.tool.call.result",
  systemInstructions: "gen_ai.system_instructions",
  inputMessages: "gen_ai.input.messages",
  outputMessages: "gen_ai.output.messages",
  errorType: "error.type",
  purpose: "agentic.model_call.purpose",
  durableRunId: "agentic.run.id",
  /** The MCP server a tool call went to (`@agentic-ts/mcp`'s `mcpTools` records it on the node as `mcpServer`). */
  mcpServer: "agentic.mcp.server",
  functionArguments: "agentic.function.arguments",
  functionResult: "agentic.function.result",
  execTools: "agentic.exec.tools",
  execChoices: "agentic.exec.choices",
  execContent: "agentic.exec.content",
  decisionSource: "agentic.decision.source",
  decisionOptions: "agentic.decision.options",
  decisionChosen: "agentic.decision.chosen",
  decisionChosenKind: "agentic.decision.chosen.kind",
  decisionAttempts: "agentic.decision.attempts",
  decisionArguments: "agentic.decision.arguments",
  repickAttempt: "agentic.repick.attempt",
  suspended: "agentic.suspended",
  repickProblemKind: "agentic.repick.problem.kind",
  repickProblemMessage: "agentic.repick.problem.message",
  repickReply: "agentic.repick.reply",
} as const;

/** The `gen_ai.operation.name` values the spans use. */
export const GEN_AI_OPERATIONS = {
  chat: "chat",
  invokeAgent: "invoke_agent",
  executeTool: "execute_tool",
} as const;
