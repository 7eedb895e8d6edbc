import type { RunRecord } from "@agentic-ts/core";
import type { CliIo } from "../cli-io";
import { ExitCode, type ExitCodeValue } from "../exit-codes";
import { terminalLine } from "../terminal-text";
import { formatPendingRequest } from "./format-pending-request";

/** The fewest hex digits of a request hash `--request` takes: 8 (32 bits), enough to name the one pending. */
export const MIN_REQUEST_PREFIX = 8;

/**
 * Which request a verdict is given on: its full hash and whether it was shown in full on the way (the
 * confirmation), or, when none was named, the exit code (the reason is printed already).
 */
export type IdentifiedRequest =
  | { readonly ok: true; readonly requestHash: string; readonly shown: boolean }
  | { readonly ok: false; readonly code: ExitCodeValue };

/**
 * The request `agentic runs approve|decline` is about, as its full hash: the pending request when
 * `prefix` (from `--request`) is a prefix of its hash of at least {@link MIN_REQUEST_PREFIX} hex digits,
 * or, with no prefix and a person at a terminal ({@link CliIo.interactive}), the pending request once it
 * has been shown in full and confirmed with y or yes. Anything else refuses (a bad or short prefix and no
 * way to name the request are usage errors, a prefix of another request a failure) and says how to see
 * the request. The caller passes the hash on to `giveVerdict`, which refuses it if the request changed.
 */
export async function identifyRequest(run: RunRecord, prefix: string | undefined, verb: "approve" | "decline", io: CliIo): Promise<IdentifiedRequest> {
  const pending = run.pending!;
  const id = terminalLine(run.id);
  const say = (text: string): void => io.err(`agentic runs ${verb}: ${text}`);
  const seeIt = `\`agentic runs show ${id}\` prints the request in full, with its hash.`;
  const waitsFor = `run ${id} waits for approval of request ${terminalLine(pending.requestHash.slice(0, 12))}…`;
  if (prefix !== undefined) {
    const wanted = prefix.trim().toLowerCase();
    if (!new RegExp(`^[0-9a-f]{${MIN_REQUEST_PREFIX},}$`).test(wanted)) {
      say(`--request takes at least ${MIN_REQUEST_PREFIX} hex digits of the request's hash, got "${terminalLine(prefix)}"; ${waitsFor}. Nothing was recorded. ${seeIt}`);
      return { ok: false, code: ExitCode.Usage };
    }
    if (!pending.requestHash.startsWith(wanted)) {
      say(`${waitsFor}, not ${terminalLine(wanted)}: that is not the pending request (it may have changed since it was shown). Nothing was recorded. ${seeIt}`);
      return { ok: false, code: ExitCode.Failed };
    }
    return { ok: true, requestHash: pending.requestHash, shown: false };
  }
  if (!io.interactive || !io.ask) {
    say(`name the request to ${verb}: --request <hash prefix> (at least ${MIN_REQUEST_PREFIX} hex digits of its hash), or run this on a terminal to confirm it there. Nothing was recorded. ${seeIt}`);
    return { ok: false, code: ExitCode.Usage };
  }
  io.out(`Run ${id} (${terminalLine(`${run.agent}.${run.method}`)}) waits for approval of this request:`);
  for (const line of formatPendingRequest(pending, "  ")) io.out(line);
  const answer = await io.ask(`${verb === "approve" ? "Approve" : "Decline"} this request? [y/N] `);
  if (answer !== undefined && /^(y|yes)$/i.test(answer.trim())) return { ok: true, requestHash: pending.requestHash, shown: true };
  say(`not ${verb === "approve" ? "approved" : "declined"}: nothing was recorded.`);
  return { ok: false, code: ExitCode.Failed };
}
