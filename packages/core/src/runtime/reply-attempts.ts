import { replyHead, type DecisionAttempt } from "../errors/decision-error";
import type { ReplyAttempt } from "./detailed";

/** The attempts of a settled result: the rejected replies with their problems, then the accepted reply. */
export function replyAttempts(rejected: readonly DecisionAttempt[], accepted: string): ReplyAttempt[] {
  const out: ReplyAttempt[] = rejected.map((a) => ({ ok: false, ...a }));
  out.push({ ok: true, reply: replyHead(accepted) });
  return out;
}
