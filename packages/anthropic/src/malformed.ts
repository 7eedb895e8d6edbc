import { MalformedResponseError } from "@agentic-ts/core";

/** The provider name every error of this package carries. */
export const PROVIDER = "anthropic";

/** Builds the {@link MalformedResponseError} for a reply that is not what the Messages API promises. */
export function malformed(what: string, cause?: unknown): MalformedResponseError {
  return new MalformedResponseError(`${PROVIDER} returned a malformed response: ${what}`, { provider: PROVIDER, cause });
}
