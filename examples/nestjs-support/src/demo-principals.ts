import type { Principal } from "./principal";
import type { TokenDirectory } from "./token-directory";

/** The people the demo issues tokens for: the two customers of the sample tickets and a supervisor. */
export const DEMO_PRINCIPALS: readonly Principal[] = [
  { id: "cust-1001", roles: ["customer"] },
  { id: "cust-2002", roles: ["customer"] },
  { id: "sup-7", roles: ["supervisor"] },
];

/** Issues a fresh token for each demo principal; returns them by principal id (valid until the process exits). */
export function issueDemoTokens(directory: TokenDirectory): Map<string, string> {
  return new Map(DEMO_PRINCIPALS.map((principal) => [principal.id, directory.issue(principal)]));
}
