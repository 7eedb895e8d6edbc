/** An image given as input: a `URL` or an https URL string, a `data:` URL, or the bytes themselves. */
export type ImageInput = URL | string | Uint8Array | ArrayBuffer;

/** One piece of an input message: text, or an image (`mediaType` is sniffed from bytes when left out). */
export type InputPart =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "image"; readonly image: ImageInput; readonly mediaType?: string };

/**
 * One message of a conversation given to `exec` (or `decision.make`): a role and its content, text or
 * parts. Images go in user messages; system messages go first and join the system prompt.
 */
export interface InputMessage {
  readonly role: "system" | "user" | "assistant";
  readonly content: string | readonly InputPart[];
}

/**
 * What `exec` and `decision.make` take as the prompt: a string (one user message) or a conversation
 * that ends with the user's message.
 */
export type ExecInput = string | readonly InputMessage[];
