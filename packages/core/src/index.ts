/**
 * agentic-ts core: agentic functions, next-step decisions, the runtime and its trace.
 *
 * The public API below is a contract (DESIGN.md §3); everything else is internal.
 * @packageDocumentation
 */

// Runtime.exec reaches the exec turn through a hook this entry installs (see runtime/exec-engine.ts).
import "./exec/install-exec-engine";

// decorators
export { AgenticFunction } from "./decorators/agentic-function.decorator";
export type { AgenticFunctionOptions } from "./decorators/agentic-function.decorator";
export { LlmParam } from "./decorators/llm-param.decorator";
export type { LlmParamOptions } from "./decorators/llm-param.decorator";
export { ContextParam } from "./decorators/context-param.decorator";
export { RuntimeParam } from "./decorators/runtime-param.decorator";
export { agenticFunction } from "./decorators/agentic-function";
export type { AgenticFunctionSpec, AgenticParamFields, FieldArgs } from "./decorators/agentic-function";

// metadata
export type { FunctionSpec, ParamSpec, ParamSource } from "./metadata/function-spec";
export { getFunctionSpec } from "./metadata/function-spec-registry";
export { getParamMetadata, getFunctionMetadata, listAgenticMethods } from "./metadata/metadata-reader";
export type { ParamRecord, FunctionRecord } from "./metadata/metadata-records";

// options
export { option } from "./options/option-helper";
export type { FunctionOptionHelper, OptionHelper, SchemaOptionHelper, ValueOptionHelper } from "./options/option-helper";
export { Int } from "./schema/int";
export { jsonSchema } from "./schema/json-schema-field";
export type { JsonSchemaField } from "./schema/json-schema-field";
export type { JsonSchema, JsonTypeName } from "./contracts/json-schema";
export { NAME_PATTERN } from "./schema/names";
export { DATE_TIME_PATTERN } from "./schema/date-time-pattern";
export type { SchemaField, SchemaShape, MetaSpec, PayloadSchema } from "./schema/schema-field";
export { normalizeOptions } from "./options/normalize-options";
export type { Options, DictOptions, ListOptions, ListOptionItem } from "./options/options-types";
export type { AnyFunction } from "./contracts/any-function";
export type { OptionSet, OptionSpec, FunctionOption, ValueOption, SchemaOption, NameOption } from "./options/option-spec";
export type { StandardSchemaLike } from "./contracts/standard-schema-like";
export type { DecisionResult } from "./options/decision-result";
export type { Payload } from "./schema/payload";

// menu
export { renderOptions } from "./menu/render-options";
export type { RecordedOption } from "./menu/menu-specs";

// reply
export { extractAction, DEFAULT_EXTRACT_LIMITS } from "./reply/extract-action";
export type { ExtractedAction, ExtractLimits } from "./reply/extract-action";
export { parseStrictJson } from "./reply/strict-json";

// validation
export { validateArgs } from "./validation/validate-args";
export { validateReturnValue } from "./validation/validate-return-value";
export { validateOptionArgs } from "./dispatch/validate-option-args";
export { passGate, dispatchChosen } from "./dispatch/gated-dispatch";
export { functionContext, needsApprovalCheck } from "./dispatch/approval-gate";
export type { ChosenCall, GateOutcome } from "./dispatch/gated-dispatch";
export { DEFAULT_VALIDATION_LIMITS, setValidationLimits, validationLimits } from "./validation/validation-limits";
export type { ValidationLimits } from "./validation/validation-limits";

// dispatch
export { resolveDecision } from "./dispatch/resolve-decision";
export type { ResolveOptions } from "./dispatch/resolve-decision";
export type { DecisionPick } from "./dispatch/decision-pick";
export type { CallContext } from "./contracts/call-context";

// decision
export { decision } from "./decision/decision";
export type { DecisionOptions } from "./decision/decision-options";
export type { PickMode } from "./contracts/pick-mode";
export { pickResponseFormat, PICK_FORMAT_NAME } from "./decision/json-pick";
export { parseArgs } from "./decision/parse-args";
export type { ParseArgsOptions } from "./decision/parse-args";

// runtime
export { Runtime } from "./runtime/runtime";
export { ownedRuntime } from "./runtime/runtime-owner";
export type { RuntimeOptions, CallModelOptions } from "./runtime/runtime";
export type { ExecOptions, ExecResult } from "./runtime/exec-options";
export { runWithRuntime, currentRuntime } from "./runtime/ambient-scope";
export { currentTraceNode } from "./runtime/current-trace-node";
export type { BudgetMeter } from "./runtime/budget-meter";
export { costOf, modelPrice } from "./runtime/cost-of";
export { DECISION_FINISH_INSTRUCTION } from "./runtime/finish-instruction";
export { DIAGNOSTICS_CHANNELS } from "./contracts/diagnostics-channels";
export type { DecisionStartMessage, ModelCallEndMessage, ModelCallStartMessage } from "./runtime/runtime-messages";
export type { TraceNodeMessage } from "./trace/trace-node-message";
export { requestText } from "./contracts/model-request";
export type { Message, ModelRequest, ModelResponse, ResponseFormat, ToolCall, ToolChoice, ToolDefinition, Usage } from "./contracts/model-request";
export type { ModelSettings, ProviderOptions } from "./contracts/model-settings";
export { checkModelSettings } from "./runtime/check-model-settings";
export { mergeModelSettings } from "./runtime/merge-model-settings";
export type { ContentPart, ImageMediaType, ImageSource } from "./contracts/content-part";
export type { ExecInput, InputMessage, InputPart, ImageInput } from "./runtime/exec-input";
export type { Detailed, ReplyAttempt } from "./runtime/detailed";
export type { ToolsInput } from "./runtime/tools-input";
export { DEFAULT_RETRY_POLICY } from "./runtime/transport-retry";
export { createRuntimeFromEnv, DEFAULT_OPENAI_MODEL, DEFAULT_ANTHROPIC_MODEL, type RuntimeEnv, type RuntimeFromEnvOptions } from "./runtime/create-runtime-from-env";
export type { RetryInfo, RetryPolicy } from "./runtime/transport-retry";

// agent
export { Agent } from "./agent/agent";
export { AgentScope } from "./contracts/agent-scope";
export type { ContextToken } from "./contracts/agent-scope";
export { TsyringeAgentScope } from "./agent/tsyringe-agent-scope";
export { registerAgentic } from "./agent/register-agentic";
export type { RegisterAgenticOptions } from "./agent/register-agentic";
export type { DependencyContainerLike, DependencyProvider, DependencyToken } from "./agent/dependency-container-like";
export { withContext, currentContext } from "./context/request-context";
export type { RequestContext } from "./context/request-context";
export { DEFAULT_TOOLSET } from "./agent/default-toolset";

// trace
export { Trace } from "./trace/trace";
export type { TraceOptions } from "./trace/trace";
export type { TraceNode, TraceNodeKind, TraceNodeStatus } from "./trace/trace-node";
export { renderTraceTree } from "./trace/render-trace-tree";
export type { TraceStore } from "./trace/trace-store";
export type { StoredTraceNode } from "./trace/stored-trace-node";
export type { TraceRunFilter, TraceRunSummary } from "./trace/trace-run-summary";
export { summarizeTraceRun } from "./trace/summarize-trace-run";
export { MemoryStore } from "./runs/memory-store";
export type { MemoryStoreOptions } from "./runs/memory-store";
export type { RenderTraceTreeOptions } from "./trace/render-trace-tree";

// runs: approvals, and the step journal durable back-ends implement (Runs, @agentic-ts/restate)
export type { ApprovalPolicy } from "./contracts/approval-policy";
export type { AgenticMethodParams, MethodParamNames, MethodArgs } from "./contracts/method-args";
export type { ApprovalRequest, ApprovalVerdict, Approver } from "./contracts/approval-request";
export { approvalRecord, approvalRequestHash } from "./contracts/approval-request";
export type { StepJournal, StepKind, StepRequest } from "./journal/step-journal";
export { runWithJournal, currentJournal, currentStepId } from "./journal/journal-scope";
export { requestHash, stableJson } from "./contracts/request-hash";
export { isSuspension } from "./errors/run-suspension";
export { isMissingModule } from "./errors/is-missing-module";
export { Runs } from "./runs/runs";
export { sealedContext, encodeRunContext, decodeRunContext } from "./runs/context-codec";
export type { ContextCodec, ContextOwner, RunContext } from "./runs/context-codec";
export type { RunsOptions, StartRunOptions, RunAgent } from "./runs/runs";
export type { RunAgentInstance, RunMethodName, RunMethodArgs, RunMethodResult, ParameterPrefix } from "./runs/run-method";
export { giveVerdict } from "./runs/give-verdict";
export type { ResumeVerdict } from "./runs/give-verdict";
export { raiseBudget } from "./runs/raise-budget";
export type { ResumeBudget } from "./runs/raise-budget";
export type { RunRecord, RunStatus, PendingApproval, ApprovalEntry } from "./runs/run-record";
export type { RunStore, RunFilter } from "./runs/run-store";
export type { StepRecord } from "./journal/step-record";
export { MemoryRunStore } from "./runs/memory-run-store";
export { constructAgent } from "./runs/construct-agent";
export type { AgentClass } from "./runs/construct-agent";

// errors
export { AgenticError } from "./errors/agentic-error";
export { ApprovalRequiredError } from "./errors/approval-required-error";
export { NonDeterminismError } from "./errors/non-determinism-error";
export { JournalWriteError } from "./errors/journal-write-error";
export { StoreUnavailableError } from "./errors/store-unavailable-error";
export { scrubSecrets, REDACTED } from "./errors/scrub-secrets";
export { RunConflictError } from "./errors/run-conflict-error";
export { RunNotFoundError } from "./errors/run-not-found-error";
export { AgenticTypeError } from "./errors/agentic-type-error";
export { ConfigurationError } from "./errors/configuration-error";
export { DecisionError } from "./errors/decision-error";
export type { DecisionAttempt } from "./errors/decision-error";
export { NoRuntimeError } from "./errors/no-runtime-error";
export { TimeoutError } from "./errors/timeout-error";
export { ProviderError } from "./errors/provider-error";
export type { ProviderErrorOptions } from "./errors/provider-error";
export { AuthenticationError } from "./errors/authentication-error";
export { ModelNotFoundError } from "./errors/model-not-found-error";
export { InvalidRequestError } from "./errors/invalid-request-error";
export { RateLimitError } from "./errors/rate-limit-error";
export { ServerError } from "./errors/server-error";
export { ConnectionError } from "./errors/connection-error";
export { isSocketFailure } from "./errors/is-socket-failure";
export { MalformedResponseError } from "./errors/malformed-response-error";
export { providerErrorFromStatus, parseRetryAfter } from "./errors/provider-error-from-status";
export type { StatusErrorOptions } from "./errors/provider-error-from-status";
export { keySourceOf, providerSetup, setupAdvice } from "./errors/provider-setup";
export type { KeyOptions, KeySource, ProviderSetup } from "./errors/provider-setup";
export { MaxIterationsError } from "./errors/max-iterations-error";
export { BudgetExceededError } from "./errors/budget-exceeded-error";
export type { Budget, BudgetLimit, BudgetOverrun, BudgetScopeKind, BudgetSpent, ModelPrice, PriceTable } from "./contracts/budget";
export { StructuredOutputError } from "./errors/structured-output-error";
export type { Problem, ProblemKind } from "./errors/problem";
export type { Result } from "./errors/result";
export { toHttpError } from "./errors/to-http-error";
export type { HttpErrorBody, HttpErrorCode, HttpErrorResponse, HttpErrorStatus, HttpPendingCall, HttpBudgetOverrun } from "./errors/http-error-response";

// generated specs (written by `agentic gen`)
export { registerGeneratedSpecs, clearGeneratedSpecs } from "./metadata/generated-spec-registry";
export type { GeneratedSpecs, GeneratedFunctionSpec, GeneratedParamSpec, GeneratedParamKind, RefusedMethodSpec } from "./metadata/generated-spec";
export type { GeneratedValidatorFactory } from "./validation/generated-validator-factory";
export { generatedArgsSchema } from "./metadata/generated-spec-args-schema";
export { precompiledValidatorKey } from "./validation/precompiled-validator-key";
export { standaloneValidatorCode } from "./validation/standalone-validator-code";
export { ajvRuntime } from "./validation/ajv-runtime";
