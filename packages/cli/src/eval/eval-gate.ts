import { rateText } from "./agreement";
import type { EvalAgreement, EvalGate } from "./eval-report";

/** The thresholds of `agentic eval run` (`--min-agreement`, `--max-flips`). */
export interface GateThresholds {
  readonly minAgreement?: number;
  readonly maxFlips?: number;
}

/**
 * Checks the thresholds against the numbers the report prints: agreement as rounded there (4 decimals),
 * and right-to-wrong flips (a case the baseline got right and the candidate gets wrong; a wrong-to-right
 * flip is an improvement and never fails the gate). Each failure is one line, printed as it is.
 */
export function checkGate(thresholds: GateThresholds, agreement: EvalAgreement, rightToWrong: number): EvalGate {
  const failures: string[] = [];
  const { minAgreement, maxFlips } = thresholds;
  if (minAgreement !== undefined && agreement.rate < minAgreement) {
    failures.push(`agreement ${rateText(agreement.rate)} (${agreement.right}/${agreement.total}) is below --min-agreement ${minAgreement}`);
  }
  if (maxFlips !== undefined && rightToWrong > maxFlips) {
    failures.push(`${rightToWrong} right-to-wrong flip${rightToWrong === 1 ? "" : "s"} exceed${rightToWrong === 1 ? "s" : ""} --max-flips ${maxFlips}`);
  }
  return { ...(minAgreement !== undefined ? { minAgreement } : {}), ...(maxFlips !== undefined ? { maxFlips } : {}), passed: failures.length === 0, failures };
}
