import type { JsonSchema } from "../contracts/json-schema";
import { constraintNotes } from "./constraint-notes";
import { inlineJson } from "./inline-json";
import { oneLine, sentence } from "./one-line";

/**
 * What the menu says about one schema besides its type: the description, the constraints and the
 * default, each as one sentence (`The order id. pattern ^ORD-[0-9]+$. Default: "ORD-1".`). Types,
 * optional markers and allowed values are in the type itself, so they are not repeated. Empty when the
 * schema says nothing its type does not.
 */
export function notesOf(schema: JsonSchema): string {
  const notes: string[] = [];
  const description = oneLine(typeof schema.description === "string" ? schema.description : undefined);
  if (description) notes.push(sentence(description));
  const constraints = constraintNotes(schema);
  if (constraints.length > 0) notes.push(`${constraints.join(", ")}.`);
  if (schema.default !== undefined) notes.push(`Default: ${inlineJson(schema.default)}.`);
  return notes.join(" ");
}

/**
 * Writes notes as the comment that follows a type in the menu, ` /* notes *\/`, or nothing for no notes.
 * A `*\/` inside the notes is written `*\/` so that the comment ends where the notes do.
 */
export function noteComment(notes: string): string {
  return notes ? ` /* ${notes.replace(/\*\//g, "*\\/")} */` : "";
}
