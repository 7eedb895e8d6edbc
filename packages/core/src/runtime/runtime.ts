import { ConfigurationError } from "../errors/configuration-error";
import type { Approver } from "../contracts/approval-request";
import { currentJournal } from "../journal/journal-scope";
import { modelCallStep } from "../journal/model-call-step";
import { Trace, type TraceOptions } from "../trace/trace";
import type { TraceNode } from "../trace/trace-node";
import type { TraceStore } from "../trace/trace-store";
import { abortable } from "./deadline";
import { publishModelCallEnd, publishModelCallStart } from "./diagnostics";
import { checkModelSettings } from "./check-model-settings";
import type { Detailed } from "./detailed";
import type { ExecInput } from "./exec-input";
import type { ExecOptions, ExecResult } from "./exec-options";
import type { ExecDetails } from "./exec-details";
import { execEngine } from "./exec-engine";
import type { ModelSettings } from "../contracts/model-settings";
import type { PickMode } from "../contracts/pick-mode";
import { checkPickMode } from "./check-pick-mode";
import { requestText, type ModelRequest, type ModelResponse } from "../contracts/model-request";
import type { ToolsInput } from "./tools-input";
import { DEFAULT_RETRY_POLICY, retryTransport, type RetryInfo, type RetryPolicy } from "./transport-retry";
import { traceFailure } from "./trace-failure";
import type { CallModelOptions, RuntimeOptions } from "./runtime-options";
import type { Budget, PriceTable } from "../contracts/budget";
import { ambientBudget } from "./scope-storage";
import type { BudgetMeter } from "./budget-meter";
import { checkBudget, checkPrices } from "./check-budget";

export type { CallModelOptions, RuntimeOptions } from "./runtime-options";

/**
 * A connection to a model. Subclasses implement one hook, {@link Runtime.complete} (a model request →
 * text, tool calls, usage); the base class provides `exec` with its tool loop, decisions, transport
 * retries, deadlines and the trace.
 */
export abstract class Runtime {
  /** Everything this runtime did, as a DAG of nodes. */
  readonly trace: Trace;
  /** The default model name. */
  readonly model?: string;
  /** The default system prompt. */
  readonly system?: string;
  /** The default model settings of every call (checked and frozen). */
  readonly settings?: ModelSettings;
  /** The default pick mode of decisions, when set (see {@link RuntimeOptions.pickMode}). */
  readonly pickMode?: PickMode;
  /**
   * The pick modes the provider supports natively. A runtime lacking `tools` or `json` refuses that mode
   * with a ConfigurationError before any model call.
   */
  readonly pickModes: ReadonlySet<PickMode> = new Set<PickMode>(["text", "tools", "json"]);
  /** The default cap on model calls per `exec` turn. */
  readonly maxIterations: number;
  /** The transport retry policy. */
  readonly retryPolicy: RetryPolicy;
  /** Decides approvals outside a durable run (see {@link RuntimeOptions.approver}). */
  readonly approver?: Approver;
  /**
   * Whether the provider enforces `responseFormat` natively; when false, `exec` adds a text instruction
   * with the schema instead. Provider runtimes that support JSON-schema output set it to true.
   */
  readonly supportsResponseFormat: boolean = false;
  /**
   * Whether the provider hook calls `request.onText` itself as text streams in; when false, the runtime
   * calls it once with the whole reply text.
   */
  readonly streamsText: boolean = false;
  /**
   * The GenAI provider this runtime talks to (`openai`, `anthropic`), recorded on each `model_call` node
   * for telemetry; undefined for runtimes that are no provider (a scripted runtime).
   */
  readonly provider?: string;
  /** The budget of each operation on this runtime, when set (see {@link RuntimeOptions.budget}). */
  readonly budget?: Budget;
  /** Prices per model for `maxCostUsd` budgets (see {@link RuntimeOptions.prices}). */
  readonly prices?: PriceTable;
  private readonly toolsets = new Map<string, ToolsInput>();

  constructor(options: RuntimeOptions = {}) {
    if (options.trace instanceof Trace) {
      if (options.store && options.trace.store !== options.store) {
        throw new ConfigurationError("A runtime given a Trace instance takes its store from it: pass `store` to `new Trace({ store })`.");
      }
      this.trace = options.trace;
    } else {
      this.trace = new Trace(options.store ? { ...options.trace, store: options.store } : options.trace);
    }
    this.model = options.model;
    this.system = options.system;
    this.settings = checkModelSettings(options.settings, "runtime settings");
    this.pickMode = checkPickMode(options.pickMode, "runtime options");
    this.maxIterations = options.maxIterations ?? 10;
    if (!Number.isInteger(this.maxIterations) || this.maxIterations < 1) {
      throw new ConfigurationError(`maxIterations must be an integer >= 1, got ${String(options.maxIterations)}.`);
    }
    this.retryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.approver = options.approver;
    checkPrices(options.prices, "runtime");
    this.prices = options.prices;
    this.budget = checkBudget(options.budget, "runtime", options.prices, options.model);
    for (const [name, tools] of Object.entries(options.toolsets ?? {})) this.registerToolset(name, tools);
  }

  /**
   * The provider hook: send one request to the model and return its reply. Throw a `ProviderError`
   * (with `retryable`) for transport failures; honour `request.signal`. `signalNeverAborts` is true when
   * that signal can never abort (see {@link CallModelOptions.signalNeverAborts}): the hook may then skip
   * listening to it, while a call waits for a connection for instance.
   */
  protected abstract complete(request: ModelRequest, signalNeverAborts?: boolean): Promise<ModelResponse>;

  /**
   * Releases what the runtime holds (provider runtimes close their connection pools); later model calls
   * are refused. Idempotent. The base runtime holds nothing.
   */
  close(): Promise<void> {
    return Promise.resolve();
  }

  /** Registers (or replaces) a named toolset for `exec({ toolset: name })`. */
  registerToolset(name: string, tools: ToolsInput): void {
    this.toolsets.set(name, tools);
  }

  /** Returns a registered toolset, or `undefined`. */
  getToolset(name: string): ToolsInput | undefined {
    return this.toolsets.get(name);
  }

  /** The names of the registered toolsets. */
  get toolsetNames(): string[] {
    return [...this.toolsets.keys()];
  }

  /**
   * Runs one turn: the model works (calling `tools` / `toolset` as it needs) and the turn resolves to
   * the reply text; with `responseFormat`, to the validated JSON value; with `choices`, to the result of
   * the decision its final reply makes (a function's result, a value, or `{ decision, ...fields }`).
   * `content` is the user's message, or a conversation (`{ role, content }` messages, with text and
   * image parts) that ends with it.
   */
  exec<const O = undefined, const F = undefined>(content: ExecInput, options: ExecOptions<O, F> = {}): Promise<ExecResult<O, F>> {
    return execEngine()(this, content, options as ExecOptions<unknown, unknown>) as Promise<ExecResult<O, F>>;
  }

  /**
   * Runs one turn like {@link Runtime.exec} and resolves to its result together with the tokens it
   * spent, each reply the result was read from, and the turn's trace node.
   */
  async execDetailed<const O = undefined, const F = undefined>(content: ExecInput, options: ExecOptions<O, F> = {}): Promise<Detailed<ExecResult<O, F>>> {
    const sink: ExecDetails = {};
    const result = await execEngine()(this, content, options as ExecOptions<unknown, unknown>, sink);
    return { result: result as ExecResult<O, F>, usage: sink.usage, attempts: sink.attempts ?? [], node: sink.node! };
  }

  /**
   * Sends one request through the provider hook with transport retries, the request's deadline and a
   * `model_call` trace node. The lower-level call `exec` and `decision.make` are built on. Inside a
   * durable run it is a journaled step: a replay answers it from the journal without asking the model.
   */
  callModel(request: ModelRequest, options: CallModelOptions = {}): Promise<ModelResponse> {
    // A budget scope: the operation's (null when it found none anywhere), else the ambient one.
    const meter = options.budget === undefined ? ambientBudget() : options.budget ?? undefined;
    // Outside a durable run the call is sent as it is: no step wrapper (its promise and closures), which a
    // decision waiting for a connection would keep alive all the while.
    if (currentJournal() === undefined) return meter ? this.meteredCall(request, options, meter) : this.sendModelCall(request, options);
    const name = request.model ?? this.model ?? "model";
    const send = meter ? () => this.meteredCall(request, options, meter) : () => this.sendModelCall(request, options);
    return modelCallStep(name, request, send, (response) => {
      // Answered from a durable run's journal: the node shows the recorded reply, marked replayed.
      const node = this.trace.start("model_call", name, { purpose: options.purpose, prompt: requestText(request), tools: request.tools.map((t) => t.name), replayed: true }, options.parent);
      this.trace.end(node, { reply: response.text, toolCalls: response.toolCalls?.map((c) => ({ name: c.name, args: c.args })), usage: response.usage });
      // Not sent, not checked: what it spent still counts (a run's budget is a total over its executions).
      meter?.replayed(request.model ?? this.model, response.usage);
    });
  }

  // The budget check before the call is sent (a refused call sends nothing and has no node), its usage after.
  private meteredCall(request: ModelRequest, options: CallModelOptions, meter: BudgetMeter): Promise<ModelResponse> {
    const model = request.model ?? this.model;
    try {
      meter.admit(model);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.sendModelCall(request, options).then((response) => {
      meter.spend(model, response.usage);
      return response;
    });
  }

  private sendModelCall(request: ModelRequest, options: CallModelOptions): Promise<ModelResponse> {
    let node: TraceNode;
    try {
      const data: Record<string, unknown> = {
        purpose: options.purpose, provider: this.provider, prompt: requestText(request), tools: request.tools.map((t) => t.name), retries: 0,
      };
      if (request.settings) data.settings = request.settings;
      node = this.trace.start("model_call", request.model ?? this.model ?? "model", data, options.parent);
      publishModelCallStart({ runtime: this, request, node });
    } catch (error) {
      return Promise.reject(error);
    }
    let sent: Promise<ModelResponse>;
    try {
      sent = this.attemptModelCall(request, options.signalNeverAborts === true);
    } catch (error) {
      sent = Promise.reject(error);
    }
    // Reactions to the first try rather than a suspended async call: less is kept alive while a call
    // waits (for a connection, then its answer). Only a failed try pays for the retry loop.
    return sent.then(
      (response) => this.endModelCall(request, node, response),
      (error: unknown) => this.retryModelCall(request, options, node, error),
    );
  }

  // Transport retries after a failed first try; the node counts them.
  private async retryModelCall(request: ModelRequest, options: CallModelOptions, node: TraceNode, error: unknown): Promise<ModelResponse> {
    let response: ModelResponse;
    try {
      response = await retryTransport(
        error,
        () => this.attemptModelCall(request, options.signalNeverAborts === true),
        this.retryPolicy,
        request.signal,
        (info) => {
          (node.data.retries as number)++;
          options.onRetry?.(info);
        },
      );
    } catch (failure) {
      this.failModelCall(request, node, failure);
      throw failure;
    }
    return this.endModelCall(request, node, response);
  }

  // The answer: streamed to onText when the hook did not, then the node ends and subscribers hear it.
  private endModelCall(request: ModelRequest, node: TraceNode, response: ModelResponse): ModelResponse {
    try {
      if (request.onText && !this.streamsText && response.text) request.onText(response.text);
      const data: Record<string, unknown> = {
        reply: response.text,
        toolCalls: response.toolCalls?.map((c) => ({ name: c.name, args: c.args })),
        usage: response.usage,
        finishReason: response.finishReason,
        responseModel: response.model,
        responseId: response.id,
      };
      // Only a call the provider warned about carries the field: most nodes stay as they were.
      if (response.warnings !== undefined && response.warnings.length > 0) data.warnings = response.warnings;
      this.trace.end(node, data);
      publishModelCallEnd({ runtime: this, request, response });
      return response;
    } catch (error) {
      this.failModelCall(request, node, error);
      throw error;
    }
  }

  private failModelCall(request: ModelRequest, node: TraceNode, error: unknown): void {
    traceFailure(this.trace, node, error);
    publishModelCallEnd({ runtime: this, request, error });
  }

  // One try of the provider hook, raced against the deadline unless it can never abort.
  private attemptModelCall(request: ModelRequest, signalNeverAborts: boolean): Promise<ModelResponse> {
    return signalNeverAborts ? this.complete(request, true) : abortable(this.complete(request), request.signal);
  }
}
