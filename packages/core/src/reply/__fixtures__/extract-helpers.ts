// Test helpers shared by the extractAction specs.
import type { Problem } from "../../errors/problem";
import { extractAction, type ExtractedAction } from "../extract-action";

/** Extracts and returns the pick, failing the test with the problem otherwise. */
export function pick(reply: string): ExtractedAction {
  const result = extractAction(reply);
  if (!result.ok) throw new Error(`expected a pick, got ${result.problem.kind}: ${result.problem.message}`);
  return result.value;
}

/** Extracts and returns the problem, failing the test if a pick was found. */
export function problem(reply: string, limits?: Parameters<typeof extractAction>[1]): Problem {
  const result = extractAction(reply, limits);
  if (result.ok) throw new Error(`expected a problem, got the pick ${JSON.stringify(result.value)}`);
  return result.problem;
}
