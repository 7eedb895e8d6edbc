import type { CallContext } from "../contracts/call-context";
import type { DecisionResult } from "../options/decision-result";
import type { Options } from "../options/options-types";
import type { Payload } from "../schema/payload";
import type { ToolsInput } from "./tools-input";
import type { ModelSettings } from "../contracts/model-settings";
import type { RetryInfo } from "./transport-retry";
import type { PickMode } from "../contracts/pick-mode";
import type { Budget } from "../contracts/budget";

/**
 * Options of `runtime.exec`. `O` is the type of `choices`, `F` the type of `responseFormat`; they set
 * what `exec` resolves to (see {@link ExecResult}).
 */
export interface ExecOptions<O = undefined, F = undefined> {
  /** End the turn with a decision among these options (the finish instruction and menu are appended). */
  readonly choices?: O & (O extends undefined ? unknown : Options);
  /** The reply must be JSON of this shape (schema-field syntax or `jsonSchema(...)`); resolves to the value. */
  readonly responseFormat?: F;
  /** Tools the model may call during the turn. */
  readonly tools?: ToolsInput;
  /** Named toolsets registered on the runtime. */
  readonly toolset?: string | readonly string[];
  readonly model?: string;
  readonly system?: string;
  /**
   * Sampling settings for this call's model calls (re-picks included): `temperature`, `maxTokens`,
   * `topP`, `stopSequences`, `seed`, `providerOptions`. They win over the enclosing agentic function's
   * `settings`, which win over the runtime's.
   */
  readonly settings?: ModelSettings;
  /**
   * How the pick among `choices` reaches the model: `"text"` (the menu appended), `"tools"` (the choices
   * offered as finishing tools beside the work tools; the turn ends when one is called) or `"json"`
   * (the final reply in native structured output). Defaults as for `decision.make`.
   */
  readonly pickMode?: PickMode;
  /** Re-picks (or re-asks for `responseFormat`) after a bad final reply; default 1, 0 disables. */
  readonly maxRetries?: number;
  /** Model calls this turn may make; defaults to the runtime's `maxIterations`. */
  readonly maxIterations?: number;
  /** Values for `@ContextParam` parameters of tools and function options. */
  readonly context?: CallContext;
  /** Aborts the turn; it rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** One budget for every model call of the turn, re-picks included. */
  readonly timeoutMs?: number;
  /**
   * A spending limit on the turn: its model calls (tool loop, re-picks, re-asks), those of decisions and
   * turns nested in its tools, their tokens and cost. Checked before each model call; replaces the
   * runtime's `budget` for this turn. Exceeded: `BudgetExceededError`, and nothing more is sent.
   */
  readonly budget?: Budget;
  /** Hears transport retries (429, 5xx, connection errors) — never re-picks. */
  readonly onRetry?: (info: RetryInfo) => void;
  /** Hears the reply text as it streams in (providers that cannot stream call it once per reply). */
  readonly onText?: (delta: string) => void;
}

/** What `exec` resolves to: the decision's result with `choices`, the value with `responseFormat`, else the text. */
export type ExecResult<O, F> = [O] extends [undefined]
  ? [F] extends [undefined]
    ? string
    : Payload<F>
  : DecisionResult<O>;
