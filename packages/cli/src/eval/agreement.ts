import type { EvalAgreement } from "./eval-report";

const Z95 = 1.959963984540054;

/** Rounds a rate to the 4 decimals the report prints and the gate compares. */
export function roundRate(rate: number): number {
  return Math.round(rate * 10_000) / 10_000;
}

/**
 * Agreement `right / total` with its 95% Wilson score interval (which stays inside 0–1 and is honest for
 * small samples and rates near 0 or 1, unlike the normal approximation), each rounded to 4 decimals.
 */
export function agreementOf(right: number, total: number): EvalAgreement {
  if (total === 0) return { right, total, rate: 0, low: 0, high: 0 };
  const p = right / total;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * total)) / (1 + z2 / total);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / (1 + z2 / total);
  return { right, total, rate: roundRate(p), low: roundRate(Math.max(0, centre - half)), high: roundRate(Math.min(1, centre + half)) };
}

/** A rate as the report prints it: at least 2 decimals, at most 4 (0.9 → "0.90", 0.86667 → "0.8667"). */
export function rateText(rate: number): string {
  return roundRate(rate).toFixed(4).replace(/0{1,2}$/, "");
}
