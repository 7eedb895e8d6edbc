import { AgenticTypeError } from "../errors/agentic-type-error";
import type { ContentPart } from "../contracts/content-part";
import type { ExecInput, InputPart } from "./exec-input";
import type { Message } from "../contracts/model-request";
import { toImageSource } from "./to-image-source";

/** An input read into request form: the system text its system messages add, and the conversation. */
export interface ReadInput {
  /** The text of the leading system messages, joined; undefined when there are none. */
  readonly system?: string;
  readonly messages: Message[];
}

const ROLES = new Set(["system", "user", "assistant"]);

/**
 * Checks an `exec` / `decision.make` prompt and turns it into request messages: a string is one user
 * message; a conversation keeps its order, its leading system messages become system text, images
 * are encoded, and it must end with a user message (the turn the model answers). `where` prefixes errors.
 */
export function readExecInput(input: ExecInput, where: string): ReadInput {
  if (typeof input === "string") return { messages: [{ role: "user", content: input }] };
  if (!Array.isArray(input)) throw new AgenticTypeError(`${where}: the prompt must be a string or an array of messages, got ${typeof input}.`);
  if (input.length === 0) throw new AgenticTypeError(`${where}: the conversation is empty; give at least one user message.`);
  const system: string[] = [];
  const messages: Message[] = [];
  input.forEach((message: unknown, i) => {
    const at = `${where}: message ${i}`;
    if (message === null || typeof message !== "object") throw new AgenticTypeError(`${at} must be an object { role, content }.`);
    const { role, content } = message as { role?: unknown; content?: unknown };
    if (typeof role !== "string" || !ROLES.has(role)) {
      throw new AgenticTypeError(`${at} has role ${JSON.stringify(role)}; a role is "system", "user" or "assistant".`);
    }
    const parts = readContent(content, `${at} (${role})`);
    const images = parts.some((p) => p.type === "image");
    if (images && role !== "user") throw new AgenticTypeError(`${at} (${role}) has an image; images go in user messages.`);
    const text = parts.map(partText).join("\n");
    if (role === "system") {
      if (messages.length > 0) throw new AgenticTypeError(`${at}: system messages go at the start of the conversation.`);
      system.push(text);
    } else if (role === "assistant") messages.push({ role: "assistant", content: text });
    else messages.push(images ? { role: "user", content: text, parts } : { role: "user", content: text });
  });
  const last = messages[messages.length - 1];
  if (last?.role !== "user") throw new AgenticTypeError(`${where}: the conversation must end with a user message, the turn the model answers.`);
  return { system: system.length > 0 ? system.join("\n\n") : undefined, messages };
}

/** Appends text to the last user message (the finish instruction and menu, a format instruction). */
export function appendToLastUser(messages: Message[], text: string): void {
  const i = messages.length - 1;
  const last = messages[i];
  if (last?.role !== "user") return;
  messages[i] = last.parts
    ? { role: "user", content: `${last.content}\n\n${text}`, parts: [...last.parts, { type: "text", text }] }
    : { role: "user", content: `${last.content}\n\n${text}` };
}

function readContent(content: unknown, at: string): ContentPart[] {
  if (typeof content === "string") {
    if (content === "") throw new AgenticTypeError(`${at} has empty content.`);
    return [{ type: "text", text: content }];
  }
  if (!Array.isArray(content)) throw new AgenticTypeError(`${at}: content must be a string or an array of parts, got ${typeof content}.`);
  if (content.length === 0) throw new AgenticTypeError(`${at} has empty content.`);
  return content.map((part: unknown, j) => readPart(part, `${at} part ${j}`));
}

function readPart(part: unknown, at: string): ContentPart {
  const p = (part ?? {}) as Partial<InputPart> & { type?: unknown };
  if (p.type === "text") {
    if (typeof p.text !== "string" || p.text === "") throw new AgenticTypeError(`${at}: a text part needs non-empty text.`);
    return { type: "text", text: p.text };
  }
  if (p.type === "image") {
    const image = p as Extract<InputPart, { type: "image" }>;
    if (image.mediaType !== undefined && typeof image.mediaType !== "string") throw new AgenticTypeError(`${at}: mediaType must be a string.`);
    return { type: "image", source: toImageSource(image.image, image.mediaType, at) };
  }
  throw new AgenticTypeError(`${at} has type ${JSON.stringify(p.type)}; a part is { type: "text", text } or { type: "image", image }.`);
}

function partText(part: ContentPart): string {
  if (part.type === "text") return part.text;
  return part.source.type === "url" ? `[image ${part.source.url}]` : `[image ${part.source.mediaType}]`;
}
