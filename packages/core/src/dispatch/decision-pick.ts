import type { OptionSpec } from "../options/option-spec";

/** A validated pick: the chosen option and its validated model arguments (unknown fields dropped). */
export interface DecisionPick {
  readonly option: OptionSpec;
  /** The validated arguments by name (model-visible fields only). */
  readonly args: Readonly<Record<string, unknown>>;
}
