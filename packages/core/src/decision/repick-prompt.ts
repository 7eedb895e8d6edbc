import type { Problem } from "../errors/problem";
import { asSentence } from "../errors/sentence";

/** How much of a bad reply a re-pick sends back (its tail, where the pick should have been). */
export const REPICK_REPLY_TAIL = 1500;

/** Returns the bounded tail of a reply, as a re-pick sends it back to the model. */
export function replyTail(reply: string): string {
  if (reply.trim() === "") return "(empty reply)";
  return reply.length <= REPICK_REPLY_TAIL ? reply : `…${reply.slice(reply.length - REPICK_REPLY_TAIL)}`;
}

/** Builds the user message of a re-pick: the problem with the last reply, and the menu again. */
export function repickPrompt(problem: Problem, menu: string): string {
  return (
    `Your previous reply could not be used as a pick: ${asSentence(problem.message)}\n` +
    'Pick again: reply with exactly one JSON object {"call": "<option name>", "args": {...}} naming one of ' +
    `these options.\n\n${menu}`
  );
}
