import { rateText } from "./agreement";
import { INVALID_LABEL, type EvalAgreement, type EvalPick } from "./eval-report";

/** An agreement in words, its rates as the gate compares them: `0.6111 (11/18 right; 95% interval 0.3862–0.7969)`. */
export function formatAgreement(agreement: EvalAgreement): string {
  return `${rateText(agreement.rate)} (${agreement.right}/${agreement.total} right; 95% interval ${formatInterval(agreement)})`;
}

/** The 95% interval of an agreement: `0.3862–0.7969`. */
export function formatInterval(agreement: EvalAgreement): string {
  return `${rateText(agreement.low)}–${rateText(agreement.high)}`;
}

/** A pick as the report shows it: the option's name, or `(invalid)` when no valid pick came. */
export function formatPick(pick: EvalPick): string {
  return pick ?? INVALID_LABEL;
}

/** A count with its noun, plural unless it is one: `1 re-pick`, `3 re-picks`. */
export function formatCount(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;
}

/** A whole number with thousands separators (the same on every machine). */
export function formatNumber(count: number): string {
  return count.toLocaleString("en-US");
}

/** Whether a side or a run was right, in a mark and a word (never colour alone). */
export function formatRight(correct: boolean): string {
  return correct ? "✓ right" : "✗ wrong";
}
