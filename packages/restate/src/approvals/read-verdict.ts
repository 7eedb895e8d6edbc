import type { ApprovalOutcome } from "./approval-entry";

/** Reads an awakeable's raw payload as JSON; a payload that is empty or not JSON reads as `undefined`. */
export function parseVerdictPayload(payload: Uint8Array): unknown {
  if (payload.length === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(payload)) as unknown;
  } catch {
    // Anyone who holds the awakeable id can resolve it with any bytes; garbage is a decline, not a crash loop.
    return undefined;
  }
}

/**
 * Reads a verdict given for the request whose fingerprint is `requestHash` as the verdict a run acts on.
 * Only an object whose `approved` is the boolean `true` and whose `requestHash` names this very request
 * approves; anything else — `null`, nothing, `"approved": "true"`, `1`, a verdict for another request — is
 * a decline, and `problem` says why. `by` and `note` are kept when they are strings; `at` (ISO 8601)
 * falls back to `now`. Fail closed: a malformed answer never dispatches anything.
 */
export function readVerdict(given: unknown, requestHash: string, now: string): ApprovalOutcome {
  if (typeof given !== "object" || given === null || Array.isArray(given)) {
    return { approved: false, at: now, requestHash, problem: `The verdict was ${describe(given)}, not an object with a boolean \`approved\`; read as a decline.` };
  }
  const raw = given as Record<string, unknown>;
  const by = typeof raw.by === "string" ? raw.by : undefined;
  const note = typeof raw.note === "string" ? raw.note : undefined;
  const at = typeof raw.at === "string" ? raw.at : now;
  const base = { ...(by !== undefined && { by }), ...(note !== undefined && { note }), at, requestHash };
  if (typeof raw.approved !== "boolean") {
    return { approved: false, ...base, problem: `The verdict's \`approved\` was ${describe(raw.approved)}, not true or false; read as a decline.` };
  }
  if (raw.approved && raw.requestHash !== requestHash) {
    const named = typeof raw.requestHash === "string" ? `names request ${raw.requestHash.slice(0, 12)}` : "does not name its request";
    return { approved: false, ...base, problem: `The approval ${named}, not ${requestHash.slice(0, 12)}; read as a decline.` };
  }
  // A decline `decide` already explained keeps its explanation; an approval carries none.
  const problem = !raw.approved && typeof raw.problem === "string" ? raw.problem : undefined;
  return { approved: raw.approved, ...base, ...(problem !== undefined && { problem }) };
}

function describe(value: unknown): string {
  if (value === undefined) return "missing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
