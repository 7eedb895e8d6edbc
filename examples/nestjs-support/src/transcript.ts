import type { ScriptedReplies, ScriptedReply } from "@agentic-ts/testing";
import { SAMPLE_TICKETS } from "./sample-tickets";

/**
 * The model replies the offline demo replays, one per sample ticket, in the order of `SAMPLE_TICKETS`:
 * written by hand in the form a model answers in (no model was reachable where they were made).
 */
export const RECORDED_REPLIES: readonly string[] = [
  'The customer received a damaged item and asks for their money back, so a refund fits.\n\n```json\n{"call": "refund", "args": {"orderId": "A-1042", "reason": "arrived with a cracked screen"}}\n```',
  'This involves a threat of legal action and possible misconduct by the courier; a human must take over.\n\n```json\n{"call": "escalate", "args": {"summary": "Customer reports an aggressive courier and is contacting a lawyer.", "priority": "urgent"}}\n```',
  'The parcel arrived, so nothing is left to do.\n\n```json\n{"call": "close", "args": {"note": "Parcel B-2077 arrived; customer withdrew the complaint."}}\n```',
];

/** The offline answer to a ticket the transcript does not know: hand it to a human. */
export const OFFLINE_FALLBACK =
  '{"call": "escalate", "args": {"summary": "No recorded answer for this ticket (offline demo); a human should read it.", "priority": "normal"}}';

/**
 * The offline "model": answers a request with the recorded reply for the sample ticket it contains, and
 * with {@link OFFLINE_FALLBACK} for any other ticket, so the server keeps answering offline.
 */
export const replayTranscript: ScriptedReplies = (request): ScriptedReply => {
  const index = SAMPLE_TICKETS.findIndex((ticket) => request.text.includes(JSON.stringify(ticket.text)));
  return index >= 0 ? RECORDED_REPLIES[index] : OFFLINE_FALLBACK;
};
