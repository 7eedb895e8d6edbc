import type { Approver } from "../contracts/approval-request";
import type { Budget, PriceTable } from "../contracts/budget";
import type { ModelSettings } from "../contracts/model-settings";
import type { PickMode } from "../contracts/pick-mode";
import type { Trace, TraceOptions } from "../trace/trace";
import type { TraceStore } from "../trace/trace-store";
import type { BudgetMeter } from "./budget-meter";
import type { ToolsInput } from "./tools-input";
import type { RetryInfo, RetryPolicy } from "./transport-retry";

/** Options every runtime accepts. */
export interface RuntimeOptions {
  /** The default model name sent with each request. */
  readonly model?: string;
  /** The default system prompt. */
  readonly system?: string;
  /**
   * Default model settings (`temperature`, `maxTokens`, `topP`, `stopSequences`, `seed`,
   * `providerOptions`) for every call; an agentic function's `settings` and each call's own win over them.
   */
  readonly settings?: ModelSettings;
  /**
   * The default pick mode of decisions (`decision.make`, `exec({ choices })`): `"text"` (the default),
   * `"tools"` or `"json"`. An agentic function's `pickMode` and each call's own win over it.
   */
  readonly pickMode?: PickMode;
  /** Model calls an `exec` turn may make before it stops with a MaxIterationsError. Default 10. */
  readonly maxIterations?: number;
  /** Named toolsets for `exec({ toolset })`. */
  readonly toolsets?: Readonly<Record<string, ToolsInput>>;
  /** Transport retry policy (429 / 5xx / connection errors). */
  readonly retry?: Partial<RetryPolicy>;
  /**
   * Decides approvals outside a durable run: called when the model chooses a function whose `approval`
   * asks for one, with the function, the validated arguments, the reason and the context. Without it such
   * a choice throws `ApprovalRequiredError` and nothing is dispatched. Inside a `Runs` run it is not asked.
   */
  readonly approver?: Approver;
  /**
   * The trace to record into, or options for a new one (`{ maxNodes, previewChars }`: how many nodes it
   * keeps, how many characters each prompt, reply, argument or result keeps).
   */
  readonly trace?: Trace | TraceOptions;
  /**
   * Where every trace node is also written, as it starts and as it ends (e.g. `new SqliteStore(path)`
   * from `@agentic-ts/sqlite`, or core's `MemoryStore`). One store may be shared by every runtime of a
   * process. With a `Trace` instance in `trace`, give the store to that trace instead.
   */
  readonly store?: TraceStore;
  /**
   * A budget for each operation on this runtime (each `decision.make` and `exec`, and each one nested in
   * another, on its own): a runaway-loop guard, not a lifetime total. An operation's own `budget` replaces
   * it for that operation. For a total over many operations, give a durable run its budget (`Runs.start`).
   */
  readonly budget?: Budget;
  /**
   * Prices per model id, in USD per million tokens, for `maxCostUsd` budgets (this runtime's, its
   * operations', and runs on it); a budget's own `prices` override them. A `maxCostUsd` budget refuses a
   * model missing from its prices with a ConfigurationError.
   */
  readonly prices?: PriceTable;
}

/** What {@link Runtime.callModel} is told besides the request. */
export interface CallModelOptions {
  /** The trace node the model call hangs under. */
  readonly parent?: number;
  /** Why the call is made, recorded on its trace node. */
  readonly purpose?: "decision" | "exec" | "repick" | "format";
  /** Hears each transport retry. */
  readonly onRetry?: (info: RetryInfo) => void;
  /**
   * Set when `request.signal` can never abort (a deadline with no caller signal and no timeout): the call
   * then awaits the provider directly instead of racing it against the signal, which costs a promise and an
   * abort listener per call and could never fire. Leave it unset for any signal that may abort.
   */
  readonly signalNeverAborts?: boolean;
  /**
   * The budget scope the call counts toward and is checked against (with every enclosing one). Undefined:
   * the ambient scope's (a call made inside an operation or a run); null: none — what an operation passes
   * when it found no budget anywhere, so the call does not look for one.
   */
  readonly budget?: BudgetMeter | null;
}
